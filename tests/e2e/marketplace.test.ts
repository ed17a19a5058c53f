/**
 * Issue 12, the marketplace end to end on the real server (fresh database with demo data, Chromium): a
 * buyer finds an offer by search and proposes on it, and the deal exists; a seller responds to an RFQ;
 * nothing a buyer's browser receives or shows names a seller; the list loads more as it is scrolled,
 * keeping only the cards near the viewport in the DOM. Issue 27: an offer past its delivery date is
 * marked with its action disabled, a price sort says it compared per metric ton, and a partly committed
 * offer reads offered · committed · remaining for its seller, in its own unit on the dashboard too.
 */
import { beforeEach, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@petrobridge/domain';
import { apiSession, setUpE2e } from '../support/e2e.ts';

const e2e = setUpE2e();
let context: BrowserContext;
let page: Page;
beforeEach(() => {
  ({ context, page } = e2e);
});

const url = (path: string) => `${e2e.server.url}${path}`;

/** Signs the browser context in through the API (the context's requests share its cookies). */
async function signInAs(email: string) {
  const login = await context.request.post(url('/api/auth/login'), {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
}

async function getJson<T>(path: string): Promise<T> {
  const res = await context.request.get(url(path));
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

/** Every name, e-mail and id that identifies a seller or a seller's company (read as an admin). */
async function sellerSecrets(): Promise<string[]> {
  const admin = await e2e.browser.newContext();
  try {
    await admin.request.post(url('/api/auth/login'), {
      data: { email: 'admin@petrobridge.test', password: DEMO_PASSWORD },
    });
    const users = (await (await admin.request.get(url('/api/super-admin/users'))).json()) as Array<
      Record<string, string>
    >;
    const sellers = users.filter((u) => u.role === 'seller');
    const companies = (await (
      await admin.request.get(url('/api/super-admin/companies'))
    ).json()) as Array<Record<string, string>>;
    const ids = new Set(sellers.map((s) => s.id));
    return [
      ...sellers.flatMap((s) => [s.id!, s.email!, s.lastName!]),
      ...companies.filter((c) => ids.has(c.ownerId!)).flatMap((c) => [c.id!, c.name!]),
    ];
  } finally {
    await admin.close();
  }
}

const cards = () => page.getByRole('list', { name: /offers|RFQs/ }).getByRole('listitem');

test('a buyer finds an offer by search, proposes on it, and the deal exists', async () => {
  await signInAs('buyer@petrobridge.test');
  const [offer] =
    await getJson<Array<{ id: string; deliveryLocation: string | null; volume: number }>>(
      '/api/offers?limit=1',
    );
  const place = offer!.deliveryLocation!;
  await page.goto(url('/marketplace'));
  await cards().first().waitFor();
  await page.getByRole('searchbox', { name: 'Search' }).fill(place);
  await page.waitForURL((u) => u.searchParams.get('q') === place);
  await expect
    .poll(async () => (await cards().allTextContents()).every((t) => t.includes(place)))
    .toBe(true);

  await cards().first().getByRole('button', { name: 'Create Deal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Deal' });
  await dialog.waitFor();
  const quantity = dialog.getByRole('textbox', { name: /^Quantity/ });
  await quantity.fill('1234');
  await dialog.getByRole('textbox', { name: /^Proposed price/ }).fill('77.5');
  await dialog.getByRole('button', { name: 'Send Proposal' }).click();
  const toast = page.getByRole('alertdialog');
  await toast.waitFor();
  expect(await toast.textContent()).toContain('Your deal proposal has been sent to the seller');
  await page.getByRole('link', { name: 'View your deals' }).waitFor();

  const deals =
    await getJson<Array<{ volume: number; pricePerUnit: string; status: string }>>(
      '/api/deals?limit=5',
    );
  expect(deals[0]).toMatchObject({ volume: 1234, pricePerUnit: '77.50', status: 'negotiation' });
});

test('a seller responds to an RFQ', async () => {
  await signInAs('seller@petrobridge.test');
  await page.goto(url('/marketplace?tab=rfqs'));
  await cards().first().waitFor();
  await cards().first().getByRole('button', { name: 'Respond to RFQ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Respond to RFQ' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Send Response' }).click();
  const toast = page.getByRole('alertdialog');
  await toast.waitFor();
  expect(await toast.textContent()).toContain('Your response has been sent to the buyer');
  const deals =
    await getJson<Array<{ status: string; rfqId?: string | null }>>('/api/deals?limit=1');
  expect(deals[0]).toMatchObject({ status: 'negotiation' });
});

test("a buyer's marketplace carries no seller identity, on screen or on the wire", async () => {
  const secrets = await sellerSecrets();
  expect(secrets.length).toBeGreaterThan(5);
  await signInAs('buyer@petrobridge.test');
  const bodies: string[] = [];
  page.on('response', (res) => {
    if (/\/api\/(offers|rfqs)\b/.test(res.url())) void res.text().then((t) => bodies.push(t));
  });
  await page.goto(url('/marketplace'));
  await cards().first().waitFor();
  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('option', { name: 'Price: high to low' }).click();
  await page.waitForURL((u) => u.searchParams.get('sort') === 'price_desc');
  await page.getByRole('tab', { name: /RFQs/ }).click();
  await page.waitForURL((u) => u.searchParams.get('tab') === 'rfqs');
  await cards().first().waitFor();
  await expect.poll(() => bodies.length).toBeGreaterThanOrEqual(3);
  const dom = await page.content();
  for (const secret of secrets) {
    expect(dom).not.toContain(secret);
    for (const body of bodies) expect(body).not.toContain(secret);
  }
});

test("the boot's requests are the ones the page shows: each list asked once, both counts shown", async () => {
  await signInAs('buyer@petrobridge.test');
  const asked: string[] = [];
  page.on('request', (req) => {
    const { pathname, search } = new URL(req.url());
    if (/^\/api\/(offers|rfqs|companies)$/.test(pathname)) asked.push(pathname + search);
  });
  // Started at boot beside the screen's code (apps/web/src/app/preload.ts), read by its hooks.
  await page.goto(url('/marketplace?tab=rfqs&sort=price_asc'));
  await cards().first().waitFor();
  // The other tab's list follows, for its count.
  await page.getByRole('tab', { name: /Offers.*\d/ }).waitFor();
  await page.getByRole('tab', { name: /RFQs.*\d/ }).waitFor();
  expect(asked.filter((p) => p.startsWith('/api/rfqs'))).toHaveLength(1);
  expect(asked.filter((p) => p.startsWith('/api/rfqs'))[0]).toContain('sort=price_asc');
  expect(asked.filter((p) => p.startsWith('/api/offers'))).toHaveLength(1);
  expect(asked.filter((p) => p.startsWith('/api/companies'))).toHaveLength(1);
});

test('scrolling to the end loads the next page; the DOM keeps a bounded number of cards', async () => {
  // More active offers than two requests of 50 hold, posted by the demo seller.
  const seller = await apiSession(e2e, 'seller@petrobridge.test');
  const head = await seller.get(url('/api/offers?limit=1'));
  const existing = Number(head.headers()['x-total-count']);
  for (let i = existing; i < 130; i += 1) {
    const res = await seller.post(url('/api/offers'), {
      data: { productType: 'diesel', volume: 1000 + i, deliveryLocation: 'Scroll Test Port' },
    });
    expect(res.ok()).toBe(true);
  }
  const total = Math.max(existing, 130);
  await signInAs('buyer@petrobridge.test');
  const offsets: string[] = [];
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.pathname === '/api/offers') offsets.push(u.searchParams.get('offset') ?? '');
  });
  await page.goto(url('/marketplace'));
  const status = page.getByRole('status').filter({ hasText: /offers loaded/ });
  await expect.poll(() => status.textContent()).toBe(`50 of ${total} offers loaded`);
  const [first] = await cards().all();
  expect(await first!.getAttribute('aria-posinset')).toBe('1');
  expect(await first!.getAttribute('aria-setsize')).toBe(String(total));

  // To the end of the loaded cards: the next page comes, once.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => status.textContent()).toMatch(/^(100|130) of /);
  expect(offsets.filter((o) => o === '50')).toHaveLength(1);
  expect(offsets.filter((o) => o === '0')).toHaveLength(1);

  // However many are loaded, only the rows near the viewport are in the DOM.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => status.textContent()).toBe(`${total} of ${total} offers loaded`);
  // The list grew below the viewport: to its end again, where its last cards are in the DOM.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const positions = await cards().evaluateAll((els) =>
        els.map((e) => Number(e.getAttribute('aria-posinset'))),
      );
      return Math.max(...positions);
    })
    .toBe(total);
  const inDom = await cards().count();
  expect(inDom).toBeGreaterThan(0);
  expect(inDom).toBeLessThanOrEqual(30);
  // All loaded: no Load more button.
  expect(await page.getByRole('button', { name: 'Load more offers' }).count()).toBe(0);
});

test('issue 27: a passed delivery date is marked with Create Deal disabled; a price sort compares per MT', async () => {
  await signInAs('buyer@petrobridge.test');
  const offers = await getJson<
    Array<{
      id: string;
      deliveryLocation: string | null;
      deliveryPassed: boolean;
      volumeUnit: string;
      pricePerUnit: string | null;
      productType: string;
    }>
  >('/api/offers?limit=500');
  const passed = offers.find((o) => o.deliveryPassed && o.deliveryLocation)!;
  expect(passed).toBeTruthy();
  await page.goto(url(`/marketplace?q=${encodeURIComponent(passed.deliveryLocation!)}`));
  const card = page.locator(`[data-listing="${passed.id}"]`);
  await card.waitFor();
  expect(await card.textContent()).toContain('Delivery date passed — no longer tradeable');
  const action = card.getByRole('button', { name: 'Create Deal' });
  expect(await action.isDisabled()).toBe(true);
  expect(await action.getAttribute('aria-describedby')).toBeTruthy();

  // Sorted by price: the note, and the per-MT figure under a price in another unit.
  await page.goto(url('/marketplace?sort=price_asc'));
  await page.getByText('Prices are compared per metric ton').waitFor();
  const sorted = await getJson<typeof offers>('/api/offers?sort=price_asc&limit=50');
  const other = sorted.find((o) => o.volumeUnit !== 'MT' && o.pricePerUnit !== null)!;
  const otherCard = page.locator(`[data-listing="${other.id}"]`);
  await otherCard.waitFor();
  expect(await otherCard.textContent()).toMatch(/≈ \$[\d,]+\.\d{2} \/ MT \(compared per MT\)/);
});

test('issue 27: a seller reads offered · committed · remaining in the offer’s own unit, the dashboard the same unit', async () => {
  // A barrel offer of the demo seller, 4,000 bbl of it locked in a deal both principals agreed.
  const seller = await apiSession(e2e, 'seller@petrobridge.test');
  const buyer = await apiSession(e2e, 'buyer@petrobridge.test');
  const place = `Forcados ${Date.now().toString(36)}`;
  const companies = (await (await seller.get(url('/api/companies'))).json()) as Array<{
    id: string;
    kycStatus: string;
  }>;
  const posted = await seller.post(url('/api/offers'), {
    data: {
      companyId: companies.find((c) => c.kycStatus === 'approved')!.id,
      productType: 'crude_oil_brent',
      volume: 10000,
      volumeUnit: 'bbl',
      pricePerUnit: '81.75',
      deliveryLocation: place,
    },
  });
  expect(posted.status()).toBe(201);
  const offer = (await posted.json()) as { id: string };
  const proposed = await buyer.post(url('/api/deals/from-offer'), {
    data: { offerId: offer.id, proposedPrice: 81.75, quantity: 4000 },
  });
  expect(proposed.status()).toBe(201);
  const dealId = ((await proposed.json()) as { id: string }).id;
  const read = async () =>
    (await (await buyer.get(url(`/api/deals/${dealId}`))).json()) as {
      proposals: Array<{
        id: string;
        status: string;
        sellerAccepted: boolean;
        buyerAccepted: boolean;
      }>;
    };
  const open = (await read()).proposals.find((p) => p.status === 'open')!;
  for (const [who, accepted] of [
    [seller, open.sellerAccepted],
    [buyer, open.buyerAccepted],
  ] as const)
    if (!accepted)
      expect((await who.post(url(`/api/deals/${dealId}/proposals/${open.id}/accept`))).ok()).toBe(
        true,
      );
  const locked = await buyer.patch(url(`/api/deals/${dealId}/lock`));
  expect(locked.status(), await locked.text()).toBe(200);

  await signInAs('seller@petrobridge.test');
  await page.goto(url(`/my-offers?q=${encodeURIComponent(place)}`));
  const card = page.locator(`[data-listing="${offer.id}"]`);
  await card.waitFor();
  await expect
    .poll(async () => (await card.textContent()) ?? '')
    .toContain('10,000 bbl offered · 4,000 committed · 6,000 remaining');
  expect(await card.textContent()).toContain('$81.75 / bbl');
  // The dashboard's offers table shows the same offer in its own unit and price, MT under them.
  await page.goto(url('/seller-dashboard/offers'));
  await expect
    .poll(async () => (await page.locator('main').textContent()) ?? '')
    .toContain('10,000 bbl');
  expect(await page.locator('main').textContent()).toContain('$81.75 / bbl');
});
