/**
 * Issue 5, end to end: the landing page, sign-in through the card for every demo account, the
 * signed-in shell (screen by role, side menu, unread badge, log out), the legal pages, the 404 page,
 * and registering a new account. The real server, a fresh database with demo data, Chromium.
 */
import { beforeEach, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, type Role } from '@petrobridge/domain';
import { menuForRole } from '../../packages/features/src/kit/routes.ts';
import { emailField, passwordField, setUpE2e } from '../support/e2e.ts';

const e2e = setUpE2e();
let browser: Browser;
let context: BrowserContext;
let page: Page;

// Runs after setUpE2e's beforeEach: the tests read the current page and context by these names.
beforeEach(() => {
  ({ browser, context, page } = e2e);
});

const url = (path: string) => `${e2e.server.url}${path}`;

/** Opens the sign-in dialog from the landing page's header. */
async function openSignInDialog() {
  await page.goto(url('/'));
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Petrobridge' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain('Choose your preferred authentication method');
  return dialog;
}

/** Signs in through the card; the page reloads into the signed-in screen. */
async function signIn(email: string, password = DEMO_PASSWORD) {
  const dialog = await openSignInDialog();
  await emailField(dialog).fill(email);
  await passwordField(dialog).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('navigation', { name: 'Trading Hub' }).waitFor();
}

/** The name of a KYC-approved company owned by a demo account (read through the API). */
async function approvedCompanyOf(email: string): Promise<string> {
  const api = await browser.newContext();
  try {
    const login = await api.request.post(url('/api/auth/login'), {
      data: { email, password: DEMO_PASSWORD },
    });
    expect(login.ok()).toBe(true);
    const companies = (await (await api.request.get(url('/api/companies'))).json()) as {
      name: string;
      kycStatus: string;
    }[];
    const approved = companies.find((c) => c.kycStatus === 'approved');
    if (!approved) throw new Error(`${email} has no KYC-approved company in the demo data`);
    return approved.name;
  } finally {
    await api.close();
  }
}

const heading1 = () => page.getByRole('heading', { level: 1 }).first().textContent();

async function menuItems(): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Trading Hub' })
    .locator('[data-menu-item]')
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.menuItem ?? ''));
}

/** The side menu of a role: the route manifest's entries whose screens exist. */
const expectedMenu = (role: Role) =>
  menuForRole(role).flatMap((group) => group.items.map((item) => item.label));

const accounts = [
  // Admins and super admins land on the Super Admin Panel.
  { role: 'broker', email: 'broker@petrobridge.test', screen: 'Broker Dashboard' },
  { role: 'seller', email: 'seller@petrobridge.test', screen: 'Seller Dashboard' },
  { role: 'buyer', email: 'buyer@petrobridge.test', screen: 'Buyer Dashboard' },
  { role: 'admin', email: 'admin@petrobridge.test', screen: 'Super Admin Panel' },
  { role: 'super_admin', email: 'superadmin@petrobridge.test', screen: 'Super Admin Panel' },
] as const;

describe('signed out', () => {
  test('the landing page has every section and its anchors', async () => {
    await page.goto(url('/'));
    // The landing page is its own chunk: wait for it to render before counting its anchors.
    await page.getByRole('contentinfo').waitFor();
    for (const id of ['pricing', 'features', 'services', 'ai', 'contact'])
      expect(await page.locator(`#${id}`).count(), id).toBe(1);
    await page.getByTestId('price-BRENT').waitFor();
    expect(await page.getByTestId('price-BRENT').textContent()).toMatch(/\$\d+\.\d\d\/barrel/);
    expect(await page.getByRole('contentinfo').textContent()).toContain('© 2024');
  });

  test('the sign-in dialog offers the demo helper, and no single sign-on without a provider', async () => {
    const dialog = await openSignInDialog();
    // The server runs with demo data, so the quick test-login helper is there and fills the form.
    await dialog.getByRole('button', { name: 'Broker', exact: true }).click();
    // No OIDC_ISSUER here: a single sign-on button would only lead back to this dialog.
    expect(await dialog.getByRole('button', { name: 'Continue with single sign-on' }).count()).toBe(
      0,
    );
    expect(await emailField(dialog).inputValue()).toBe('broker@petrobridge.test');
    expect(await passwordField(dialog).inputValue()).toBe(DEMO_PASSWORD);
  });

  test('/?signin=1 (where /api/login sends the browser) opens the dialog', async () => {
    await page.goto(url('/api/login'));
    await page.getByRole('dialog', { name: 'Welcome to Petrobridge' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
  });

  test('a wrong password shows the login failure', async () => {
    const dialog = await openSignInDialog();
    await emailField(dialog).fill('broker@petrobridge.test');
    await passwordField(dialog).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    const toast = page.getByRole('alertdialog').filter({ hasText: 'Login failed' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Invalid credentials');
  });

  test('a signed-in route asks to sign in when signed out', async () => {
    await page.goto(url('/dashboard'));
    await page.getByText('Sign in to open Dashboard.').waitFor();
    expect(await page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(0);
  });

  test('an unknown path shows the 404 page', async () => {
    await page.goto(url('/no/such/page'));
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(
      true,
    );
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
  });

  test('both legal pages, and Back goes back in history', async () => {
    await page.goto(url('/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.textContent('body')).toContain('Effective date: January 1, 2024');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(url('/'));

    await page.goto(url('/terms-of-service'));
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    const terms = (await page.textContent('body')) ?? '';
    expect(terms).toContain('Effective date: January 1, 2024');
    expect(terms).toMatch(/crypto payment/i);
    expect(terms).toMatch(/subscription/i);
    expect(terms).toContain('KYC verification is required for trading');
    expect(terms).toContain('18');
  });
});

describe.each(accounts)('signed in as $role', ({ role, email, screen }) => {
  test('lands on the right screen with exactly its menu and the unread badge', async () => {
    await signIn(email);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { level: 1, name: screen }).waitFor();
    expect(await heading1()).toBe(screen);
    expect(await menuItems()).toEqual(expectedMenu(role));

    const response = await context.request.get(url('/api/notifications'));
    expect(response.ok()).toBe(true);
    const unread = ((await response.json()) as { isRead: boolean }[]).filter(
      (n) => !n.isRead,
    ).length;
    const badge = page.getByTestId('unread-count');
    if (unread === 0) expect(await badge.count()).toBe(0);
    else expect(await badge.textContent()).toBe(String(unread > 99 ? '99+' : unread));
  });
});

describe('the signed-in shell', () => {
  test('the broker creates a deal from the dashboard', async () => {
    const [sellerCompany, buyerCompany] = await Promise.all([
      approvedCompanyOf('seller@petrobridge.test'),
      approvedCompanyOf('buyer@petrobridge.test'),
    ]);
    await signIn('broker@petrobridge.test');
    await page.getByRole('button', { name: 'Create New Deal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Deal' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create Deal', exact: true }).click();
    await dialog.getByText('Seller company is required').waitFor();
    await dialog.getByText('Buyer company is required').waitFor();

    const pick = async (label: string, name: string) => {
      const combobox = dialog.getByRole('combobox', { name: label });
      await combobox.pressSequentially(name);
      await page.getByRole('option', { name: new RegExp(`^${name}`) }).waitFor();
      await combobox.press('ArrowDown');
      await combobox.press('Enter');
      expect(await combobox.inputValue()).toBe(name);
    };
    await pick('Seller company', sellerCompany);
    await pick('Buyer company', buyerCompany);
    await dialog.getByRole('button', { name: /Product/ }).click();
    await page.getByRole('option', { name: 'Diesel' }).click();
    await dialog.getByRole('textbox', { name: 'Volume' }).fill('1200');
    await dialog.getByRole('button', { name: /Volume unit/ }).click();
    await page.getByRole('option', { name: 'Metric Tons (MT)' }).click();
    await dialog.getByRole('textbox', { name: 'Price per unit' }).fill('705.5');
    await dialog.getByRole('button', { name: 'Create Deal', exact: true }).click();
    await page.getByRole('alertdialog').filter({ hasText: 'Deal created successfully' }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const deals = (await (await context.request.get(url('/api/deals'))).json()) as {
      dealNumber: string;
      volume: number;
    }[];
    expect(deals[0]?.volume).toBe(1200);
    const table = page.getByRole('table', { name: 'Recent deals' });
    await table.getByText(deals[0]!.dealNumber).waitFor();
  });

  test("the broker's quick actions open RFQ matching and the companies' KYC reviews", async () => {
    await signIn('broker@petrobridge.test');
    await page.getByRole('link', { name: 'Match RFQ' }).click();
    await page.waitForURL(url('/rfq-matching'));
    await page.getByRole('heading', { level: 1, name: 'RFQ Matching' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'Review KYC' }).click();
    await page.waitForURL(url('/companies'));
    await page.getByRole('heading', { level: 2, name: 'KYC Reviews' }).waitFor();
  });

  test('log out ends the session and returns to the landing page', async () => {
    await signIn('broker@petrobridge.test');
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    const me = await context.request.get(url('/api/auth/user'));
    expect(me.status()).toBe(401);
  });
});

describe('registration', () => {
  test('register a new account, then sign in with it', async () => {
    const email = `e2e-${Date.now()}@petrobridge.test`;
    const dialog = await openSignInDialog();
    await dialog.getByRole('button', { name: 'Need an account? Register' }).click();
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Tunde');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Bello');
    await emailField(dialog).fill(email);
    await passwordField(dialog).fill('secret-123');
    // RAC radios are visually hidden inputs inside their labels.
    await dialog.getByRole('radio', { name: 'Seller' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alertdialog').filter({ hasText: 'Registration successful' }).waitFor();

    // Back in login mode with the e-mail filled in.
    await dialog.getByRole('button', { name: 'Need an account? Register' }).waitFor();
    expect(await emailField(dialog).inputValue()).toBe(email);
    await passwordField(dialog).fill('secret-123');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('navigation', { name: 'Trading Hub' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Seller Dashboard' }).waitFor();
    expect(await page.getByRole('banner').textContent()).toContain('Tunde Bello');
  });
});
