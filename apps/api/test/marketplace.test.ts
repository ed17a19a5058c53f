import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { normalisedPrice, type ProductType, type VolumeUnit } from '@petrobridge/domain';
import { demo, startServer, type Client, type TestServer } from './support/harness';

let server: TestServer;
let seller: Client,
  buyer: Client,
  broker: Client,
  admin: Client,
  superAdmin: Client,
  otherSeller: Client;
const identityKeys = [
  'sellerId',
  'buyerId',
  'companyId',
  'companyName',
  'contactName',
  'contactEmail',
];
const secrets: string[] = [];

beforeAll(async () => {
  server = await startServer();
  [seller, buyer, broker, admin, superAdmin, otherSeller] = await Promise.all([
    server.as(demo.seller),
    server.as(demo.buyer),
    server.as(demo.broker),
    server.as(demo.admin),
    server.as(demo.superAdmin),
    server.as(demo.sellerAngola),
  ]);
  // Everything that identifies a trader: names, e-mails, company names and ids, user ids.
  for (const u of (await admin.get('/api/super-admin/users')).body as Array<Record<string, string>>)
    if (u.role === 'seller' || u.role === 'buyer') secrets.push(u.id!, u.email!, u.lastName!);
  for (const c of (await admin.get('/api/super-admin/companies')).body as Array<
    Record<string, string>
  >)
    secrets.push(c.id!, c.name!);
});
afterAll(() => server?.close());

const offerBody = (patch: Record<string, unknown> = {}) => ({
  productType: 'diesel',
  volume: 12000,
  volumeUnit: 'MT',
  pricePerUnit: '735.25',
  deliveryLocation: 'Lagos, Nigeria',
  deliveryDate: '2031-02-01',
  terms: 'FOB Lagos',
  ...patch,
});
const rfqBody = (patch: Record<string, unknown> = {}) => ({
  productType: 'gasoline',
  volume: '15000',
  volumeUnit: 'MT',
  maxPricePerUnit: '810.5',
  deliveryLocation: 'Houston, TX',
  requiredDeliveryDate: '2031-03-15',
  specifications: 'RBOB',
  ...patch,
});

describe('anonymity on the wire', () => {
  test('buyers and other sellers get offers without any seller identity', async () => {
    for (const viewer of [buyer, otherSeller]) {
      const res = await viewer.get('/api/offers?limit=500');
      const foreign = (res.body as Array<Record<string, unknown>>).filter(
        (o) => !('sellerId' in o),
      );
      expect(foreign.length).toBeGreaterThan(0);
      for (const offer of foreign)
        for (const key of identityKeys) expect(offer).not.toHaveProperty(key);
    }
    // The buyer's payload carries no seller identity at all.
    const text = (await buyer.get('/api/offers?limit=500')).text;
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  test('sellers get RFQs without any buyer identity; the payload names nobody', async () => {
    const res = await seller.get('/api/rfqs?limit=500');
    for (const rfq of res.body as Array<Record<string, unknown>>)
      for (const key of identityKeys) expect(rfq).not.toHaveProperty(key);
    for (const secret of secrets) expect(res.text).not.toContain(secret);
  });

  test('owners see their own listings with identity', async () => {
    const offers = (await seller.get('/api/offers?limit=500')).body as Array<
      Record<string, unknown>
    >;
    const own = offers.filter((o) => 'sellerId' in o);
    expect(own.length).toBeGreaterThan(0);
    expect(own[0]).toMatchObject({
      companyName: 'Niger Delta Petroleum Ltd',
      contactEmail: demo.seller,
      contactName: 'Chinedu Eze',
    });
  });

  test.each(['broker', 'admin', 'superAdmin'] as const)('%s sees every identity', async (who) => {
    const client = { broker, admin, superAdmin }[who];
    for (const url of ['/api/offers', '/api/rfqs']) {
      const items = (await client.get(url)).body as Array<Record<string, unknown>>;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item).toHaveProperty('companyName');
    }
  });

  test('one offer read by a buyer is anonymous too; matched offers name only the country', async () => {
    const anyOffer = (
      (await broker.get('/api/offers')).body as Array<{ id: string; companyName: string }>
    )[0]!;
    const one = await buyer.get(`/api/offers/${anyOffer.id}`);
    expect(one.status).toBe(200);
    for (const key of identityKeys) expect(one.body).not.toHaveProperty(key);
    for (const secret of secrets) expect(one.text).not.toContain(secret);
    const matched = await buyer.get('/api/buyer/matched-offers');
    expect(matched.body.length).toBeGreaterThan(0);
    for (const m of matched.body as Array<{ sellerCompany: string }>)
      expect(m.sellerCompany).toMatch(/^Verified seller( · .+)?$/);
    for (const secret of secrets) expect(matched.text).not.toContain(secret);
  });
});

describe('offers', () => {
  test('a seller posts an offer: active, anonymised, with defaults and identity for the owner', async () => {
    const res = await seller.post('/api/offers', { productType: 'jet_fuel', volume: '5000' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      productType: 'jet_fuel',
      volume: 5000,
      volumeUnit: 'bbl',
      pricePerUnit: null,
      currency: 'USD',
      deliveryDate: null,
      isActive: true,
      isAnonymized: true,
      companyName: 'Niger Delta Petroleum Ltd',
    });
    const withPrice = await seller.post('/api/offers', offerBody({ pricePerUnit: 735 }));
    expect(withPrice.body.pricePerUnit).toBe('735.00');
  });

  test.each([
    [{ productType: '' }, 'productType', 'Product type is required'],
    [{ productType: undefined }, 'productType', 'Product type is required'],
    [{ volume: undefined }, 'volume', 'Volume is required'],
    [{ volume: '' }, 'volume', 'Volume is required'],
    [{ volume: 0 }, 'volume', 'Volume must be greater than 0'],
    [{ volume: '2.5' }, 'volume', 'Volume must be a whole number'],
    [{ pricePerUnit: -1 }, 'pricePerUnit', 'Price must be non-negative'],
    [{ pricePerUnit: '12.345' }, 'pricePerUnit', 'Price must have at most 2 decimal places'],
    [{ pricePerUnit: 'abc' }, 'pricePerUnit', 'Price must be a number'],
    [{ deliveryDate: '2031-02-30' }, 'deliveryDate', 'Enter a date as YYYY-MM-DD'],
  ])('§5: %j → 400 %s "%s"', async (patch, path, message) => {
    const res = await seller.post('/api/offers', offerBody(patch));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
  });

  test('the company must be the caller’s and KYC-approved', async () => {
    const companies = (await admin.get('/api/super-admin/companies')).body as Array<{
      id: string;
      name: string;
    }>;
    const luanda = companies.find((c) => c.name === 'Luanda Offshore Energy SA')!;
    const notMine = await seller.post('/api/offers', offerBody({ companyId: luanda.id }));
    expect(notMine.status).toBe(400);
    expect(notMine.body.errors).toContainEqual({
      path: 'companyId',
      message: 'Choose one of your companies',
    });
    const ghana = await server.as(demo.sellerGhana);
    const res = await ghana.post('/api/offers', offerBody());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your company must be KYC-approved to trade');
  });

  test('the owner edits, deactivates and re-activates; others cannot', async () => {
    const created = (await seller.post('/api/offers', offerBody())).body as { id: string };
    const edited = await seller.patch(`/api/offers/${created.id}`, {
      pricePerUnit: null,
      terms: 'CIF Rotterdam',
      volume: '9000',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ pricePerUnit: null, terms: 'CIF Rotterdam', volume: 9000 });
    expect((await otherSeller.patch(`/api/offers/${created.id}`, { terms: 'x' })).status).toBe(403);

    const off = await seller.patch(`/api/offers/${created.id}`, { isActive: false });
    expect(off.body.isActive).toBe(false);
    const listed = (await buyer.get('/api/offers?limit=500')).body as Array<{ id: string }>;
    expect(listed.map((o) => o.id)).not.toContain(created.id);
    expect((await buyer.get(`/api/offers/${created.id}`)).status).toBe(404);
    expect((await seller.get(`/api/offers/${created.id}`)).status).toBe(200);
    expect((await broker.get(`/api/offers/${created.id}`)).status).toBe(200);
    const on = await seller.patch(`/api/offers/${created.id}`, { isActive: true });
    expect(on.body.isActive).toBe(true);
    expect((await buyer.get(`/api/offers/${created.id}`)).status).toBe(200);
  });

  test('edits follow the create rules', async () => {
    const created = (await seller.post('/api/offers', offerBody())).body as { id: string };
    const bad = await seller.patch(`/api/offers/${created.id}`, { volume: 0, pricePerUnit: -5 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'volume', message: 'Volume must be greater than 0' },
        { path: 'pricePerUnit', message: 'Price must be non-negative' },
      ]),
    );
    expect((await seller.patch(`/api/offers/${created.id}`, {})).status).toBe(400);
    expect((await seller.patch(`/api/offers/${crypto.randomUUID()}`, { terms: 'x' })).status).toBe(
      404,
    );
  });

  test('browse: product filter, case-insensitive search, paging and total, newest first', async () => {
    const marker = `Marker-${Date.now()}`;
    const a = (
      await seller.post(
        '/api/offers',
        offerBody({ productType: 'heating_oil', terms: `${marker} first` }),
      )
    ).body;
    server.clock.advance(1000);
    const b = (
      await seller.post(
        '/api/offers',
        offerBody({ productType: 'heating_oil', deliveryLocation: `${marker.toUpperCase()} port` }),
      )
    ).body;
    const found = await buyer.get(`/api/offers?q=${marker.toLowerCase()}`);
    expect(found.body.map((o: { id: string }) => o.id)).toEqual([b.id, a.id]);
    expect(found.headers['x-total-count']).toBe('2');
    const filtered = (await buyer.get('/api/offers?productType=heating_oil&limit=500'))
      .body as Array<{ productType: string }>;
    expect(filtered.every((o) => o.productType === 'heating_oil')).toBe(true);
    const page = await buyer.get('/api/offers?limit=1&offset=1');
    expect(page.body).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(5);
    expect((await buyer.get('/api/offers?q=100%25')).status).toBe(200); // wildcards are literal
    expect((await buyer.get('/api/offers?productType=kerosene')).status).toBe(400);
    expect((await buyer.get('/api/offers?limit=501')).status).toBe(400);
  });

  test('a search names a product as people write it: "jet fuel", "WTI crude"', async () => {
    const jet = (await seller.post('/api/offers', offerBody({ productType: 'jet_fuel' }))).body;
    const wti = (await buyer.post('/api/rfqs', rfqBody({ productType: 'crude_oil_wti' }))).body;
    const offers = (await buyer.get('/api/offers?q=Jet%20Fuel&limit=500')).body as Array<{
      id: string;
      productType: string;
    }>;
    expect(offers.map((o) => o.id)).toContain(jet.id);
    const rfqs = (await seller.get('/api/rfqs?q=wti%20crude&limit=500')).body as Array<{
      id: string;
      productType: string;
    }>;
    expect(rfqs.map((r) => r.id)).toContain(wti.id);
    expect(rfqs.every((r) => r.productType === 'crude_oil_wti')).toBe(true);
  });
});

describe('totals', () => {
  test('X-Total-Count stays exact through creates, edits, deactivation and re-activation', async () => {
    const check = async () => {
      for (const [url, query] of [
        ['/api/offers', ''],
        ['/api/offers', 'productType=diesel&'],
        ['/api/offers', 'productType=jet_fuel&'],
        ['/api/rfqs', ''],
        ['/api/rfqs', 'productType=gasoline&'],
        // Searches: counted from the place counts and the rows matched by their text alone.
        ['/api/offers', 'q=lagos&'],
        ['/api/offers', 'q=diesel&'],
        ['/api/offers', 'q=fob&'],
        ['/api/offers', 'q=apapa&'],
        ['/api/offers', 'q=lagos&productType=jet_fuel&'],
        ['/api/rfqs', 'q=houston&'],
        ['/api/rfqs', 'q=rbob&productType=gasoline&'],
        ['/api/rfqs', 'q=gasoline&'],
      ] as const) {
        const res = await broker.get(`${url}?${query}limit=500`);
        expect(Number(res.headers['x-total-count']), `${url}?${query}`).toBe(res.body.length);
      }
    };
    await check();
    const offer = (await seller.post('/api/offers', offerBody())).body as { id: string };
    const rfq = (await buyer.post('/api/rfqs', rfqBody())).body as { id: string };
    await check();
    await seller.patch(`/api/offers/${offer.id}`, { productType: 'jet_fuel' });
    await check();
    // A new place, and terms that name a place the offer is not delivered to.
    await seller.patch(`/api/offers/${offer.id}`, {
      deliveryLocation: 'Apapa, Lagos',
      terms: 'CIF Houston',
    });
    await buyer.patch(`/api/rfqs/${rfq.id}`, { deliveryLocation: 'Lagos, Nigeria' });
    await check();
    await seller.patch(`/api/offers/${offer.id}`, { deliveryLocation: null });
    await check();
    await seller.patch(`/api/offers/${offer.id}`, { isActive: false });
    await buyer.patch(`/api/rfqs/${rfq.id}`, { isActive: false, productType: 'diesel' });
    await check();
    await seller.patch(`/api/offers/${offer.id}`, { isActive: true, productType: 'diesel' });
    await buyer.patch(`/api/rfqs/${rfq.id}`, { isActive: true, productType: 'gasoline' });
    await check();
  });
});

describe('RFQs', () => {
  test('a buyer posts an RFQ: volume parsed to an integer, price to a decimal', async () => {
    const res = await buyer.post(
      '/api/rfqs',
      rfqBody({ volumeUnit: undefined, currency: undefined }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      volume: 15000,
      volumeUnit: 'bbl',
      maxPricePerUnit: '810.50',
      currency: 'USD',
      isActive: true,
      companyName: 'Gulf Coast Energy Trading LLC',
    });
    const minimum = await buyer.post('/api/rfqs', rfqBody({ maxPricePerUnit: 0.01, volume: 1 }));
    expect(minimum.status).toBe(201);
  });

  test.each([
    [{ productType: '' }, 'productType', 'Product type is required'],
    [{ volume: undefined }, 'volume', 'Volume is required'],
    [{ volume: '' }, 'volume', 'Volume is required'],
    [{ volume: '0' }, 'volume', 'Volume must be greater than 0'],
    [{ maxPricePerUnit: undefined }, 'maxPricePerUnit', 'Max price is required'],
    [{ maxPricePerUnit: '' }, 'maxPricePerUnit', 'Max price is required'],
    [{ maxPricePerUnit: 0 }, 'maxPricePerUnit', 'Price must be greater than 0'],
    [{ maxPricePerUnit: '0.00' }, 'maxPricePerUnit', 'Price must be greater than 0'],
    [{ deliveryLocation: '' }, 'deliveryLocation', 'Delivery location is required'],
    [{ deliveryLocation: undefined }, 'deliveryLocation', 'Delivery location is required'],
    [{ requiredDeliveryDate: '' }, 'requiredDeliveryDate', 'Delivery date is required'],
    [{ requiredDeliveryDate: undefined }, 'requiredDeliveryDate', 'Delivery date is required'],
  ])('§5: %j → 400 %s "%s"', async (patch, path, message) => {
    const res = await buyer.post('/api/rfqs', rfqBody(patch));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
  });

  test('an empty form reports every required field at once', async () => {
    const res = await buyer.post('/api/rfqs', {});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'productType', message: 'Product type is required' },
      { path: 'volume', message: 'Volume is required' },
      { path: 'maxPricePerUnit', message: 'Max price is required' },
      { path: 'deliveryLocation', message: 'Delivery location is required' },
      { path: 'requiredDeliveryDate', message: 'Delivery date is required' },
    ]);
  });

  test('a buyer whose company is not approved → 403', async () => {
    const hamburg = await server.as(demo.buyerHamburg);
    const res = await hamburg.post('/api/rfqs', rfqBody());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your company must be KYC-approved to trade');
  });

  test('the owner edits and deactivates; edits follow the create rules', async () => {
    const created = (await buyer.post('/api/rfqs', rfqBody())).body as { id: string };
    const edited = await buyer.patch(`/api/rfqs/${created.id}`, {
      maxPricePerUnit: '799',
      specifications: null,
    });
    expect(edited.body).toMatchObject({ maxPricePerUnit: '799.00', specifications: null });
    const bad = await buyer.patch(`/api/rfqs/${created.id}`, {
      maxPricePerUnit: 0,
      deliveryLocation: ' ',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'maxPricePerUnit', message: 'Price must be greater than 0' },
        { path: 'deliveryLocation', message: 'Delivery location is required' },
      ]),
    );
    await buyer.patch(`/api/rfqs/${created.id}`, { isActive: false });
    expect((await seller.get(`/api/rfqs/${created.id}`)).status).toBe(404);
    expect((await buyer.get(`/api/rfqs/${created.id}`)).status).toBe(200);
    const rotterdam = await server.as(demo.buyerRotterdam);
    expect((await rotterdam.patch(`/api/rfqs/${created.id}`, { isActive: true })).status).toBe(404);
  });
});

describe('one’s own listings: mine and active', () => {
  type Listing = { id: string; isActive: boolean; buyerId?: string; sellerId?: string };
  const ids = (body: unknown) => (body as Listing[]).map((l) => l.id);

  test('a buyer’s mine=true lists their RFQs, open and closed, and no one else’s', async () => {
    const open = (await buyer.post('/api/rfqs', rfqBody())).body as Listing;
    const closed = (await buyer.post('/api/rfqs', rfqBody({ productType: 'jet_fuel' })))
      .body as Listing;
    await buyer.patch(`/api/rfqs/${closed.id}`, { isActive: false });
    const rotterdam = await server.as(demo.buyerRotterdam);
    const theirs = (await rotterdam.post('/api/rfqs', rfqBody())).body as Listing;

    const mine = await buyer.get('/api/rfqs?mine=true&limit=100');
    expect(mine.status).toBe(200);
    expect(ids(mine.body)).toEqual(expect.arrayContaining([open.id, closed.id]));
    expect(ids(mine.body)).not.toContain(theirs.id);
    const me = (await buyer.get('/api/auth/user')).body as { id: string };
    expect((mine.body as Listing[]).every((r) => r.buyerId === me.id)).toBe(true);
    expect(Number(mine.headers['x-total-count'])).toBe((mine.body as Listing[]).length);

    const onlyClosed = await buyer.get('/api/rfqs?mine=true&active=false&limit=100');
    expect(ids(onlyClosed.body)).toContain(closed.id);
    expect(ids(onlyClosed.body)).not.toContain(open.id);
    const onlyOpen = await buyer.get('/api/rfqs?mine=true&active=true&limit=100');
    expect(ids(onlyOpen.body)).toContain(open.id);
    expect(ids(onlyOpen.body)).not.toContain(closed.id);
  });

  test('closed listings of others reach staff only', async () => {
    const closed = (await buyer.post('/api/rfqs', rfqBody())).body as Listing;
    await buyer.patch(`/api/rfqs/${closed.id}`, { isActive: false });
    const rotterdam = await server.as(demo.buyerRotterdam);
    expect(ids((await rotterdam.get('/api/rfqs?active=false&limit=100')).body)).not.toContain(
      closed.id,
    );
    expect(ids((await seller.get('/api/rfqs?active=false&limit=100')).body)).toEqual([]);
    expect(ids((await broker.get('/api/rfqs?active=false&limit=100')).body)).toContain(closed.id);
    // The plain feed never shows it.
    expect(ids((await broker.get('/api/rfqs?limit=500')).body)).not.toContain(closed.id);
  });

  test('a seller’s mine=true lists their offers; other roles own none', async () => {
    const offer = (await seller.post('/api/offers', offerBody())).body as Listing;
    await seller.patch(`/api/offers/${offer.id}`, { isActive: false });
    const mine = await seller.get('/api/offers?mine=true&limit=100');
    expect(ids(mine.body)).toContain(offer.id);
    expect(ids((await otherSeller.get('/api/offers?mine=true&limit=100')).body)).not.toContain(
      offer.id,
    );
    expect((await broker.get('/api/offers?mine=true')).body).toEqual([]);
    expect((await seller.get('/api/rfqs?mine=true')).body).toEqual([]);
  });

  test('anything but true or false → 400', async () => {
    const res = await buyer.get('/api/rfqs?mine=yes');
    expect(res.status).toBe(400);
    expect((await buyer.get('/api/offers?active=2')).status).toBe(400);
  });
});

describe('remaining volume and a passed delivery date (issue 27)', () => {
  type OfferOut = Record<string, unknown> & {
    id: string;
    volume: number;
    remainingVolume: number;
    deliveryPassed: boolean;
    deliveryDate: string | null;
  };
  const everyOffer = async () => [
    ...((await admin.get('/api/offers?limit=500')).body as OfferOut[]),
    ...((await admin.get('/api/offers?limit=500&active=false')).body as OfferOut[]),
  ];

  test('every offer says what is left of it and whether its delivery date passed', async () => {
    const day = new Date(server.clock.now).toISOString().slice(0, 10);
    const offers = await everyOffer();
    for (const o of offers) {
      expect(o.remainingVolume, o.id).toBeGreaterThanOrEqual(0);
      expect(o.remainingVolume, o.id).toBeLessThanOrEqual(o.volume);
      expect(o.deliveryPassed, o.id).toBe(o.deliveryDate !== null && o.deliveryDate < day);
    }
    // The demo has partly committed offers and offers past their date, and others neither.
    expect(offers.some((o) => o.remainingVolume < o.volume)).toBe(true);
    expect(offers.some((o) => o.remainingVolume === o.volume)).toBe(true);
    expect(offers.some((o) => o.deliveryPassed)).toBe(true);
    expect(offers.some((o) => !o.deliveryPassed)).toBe(true);
  });

  test('a buyer reads both on the anonymous feed and on one offer; a new offer has all of it', async () => {
    const feed = (await buyer.get('/api/offers?limit=500')).body as OfferOut[];
    for (const o of feed) {
      expect(typeof o.remainingVolume).toBe('number');
      expect(typeof o.deliveryPassed).toBe('boolean');
    }
    const one = await buyer.get(`/api/offers/${feed[0]!.id}`);
    expect(one.body).toMatchObject({
      remainingVolume: feed[0]!.remainingVolume,
      deliveryPassed: feed[0]!.deliveryPassed,
    });
    const created = await seller.post('/api/offers', offerBody());
    expect(created.body).toMatchObject({
      volume: 12000,
      remainingVolume: 12000,
      deliveryPassed: false,
    });
    await seller.patch(`/api/offers/${created.body.id}`, { isActive: false });
  });
});

describe('listing filters and sorts', () => {
  type Listing = Record<string, unknown> & { id: string; volume: number; createdAt: string };
  const all = async (url: string) => (await buyer.get(`${url}?limit=500`)).body as Listing[];
  const list = async (url: string, query: string) => {
    const res = await buyer.get(`${url}?limit=500&${query}`);
    expect(res.status).toBe(200);
    return { items: res.body as Listing[], total: Number(res.headers['x-total-count']) };
  };
  const kinds = [
    { url: '/api/offers', price: 'pricePerUnit', date: 'deliveryDate' },
    { url: '/api/rfqs', price: 'maxPricePerUnit', date: 'requiredDeliveryDate' },
  ] as const;
  /** A listing's normalised price (per MT of its product, docs/product.md#unit-policy), as a number. */
  const perMT = (l: Listing, field: string) =>
    l[field] === null
      ? null
      : Number(
          normalisedPrice(
            l[field] as string,
            l.volumeUnit as VolumeUnit,
            l.productType as ProductType,
          ),
        );

  test.each(kinds)(
    '$url: each filter keeps only what matches, the total counts them',
    async (k) => {
      const everything = await all(k.url);
      const prices = everything
        .map((l) => perMT(l, k.price))
        .filter((p): p is number => p !== null);
      const mid = [...prices].sort((a, b) => a - b)[Math.floor(prices.length / 2)]!;
      const unit = everything[0]!.volumeUnit as string;
      const dates = everything.map((l) => l[k.date] as string | null).filter(Boolean) as string[];
      const day = [...dates].sort()[Math.floor(dates.length / 2)]!;
      const place = String(everything.find((l) => l.deliveryLocation)!.deliveryLocation).slice(
        0,
        4,
      );
      const cases: Array<[string, (l: Listing) => boolean]> = [
        [`volumeUnit=${unit}`, (l) => l.volumeUnit === unit],
        [`minPrice=${mid}`, (l) => perMT(l, k.price) !== null && perMT(l, k.price)! >= mid],
        [`maxPrice=${mid}`, (l) => perMT(l, k.price) !== null && perMT(l, k.price)! <= mid],
        [`deliveryFrom=${day}`, (l) => l[k.date] !== null && (l[k.date] as string) >= day],
        [`deliveryTo=${day}`, (l) => l[k.date] !== null && (l[k.date] as string) <= day],
        [
          `location=${encodeURIComponent(place.toUpperCase())}`,
          (l) =>
            String(l.deliveryLocation ?? '')
              .toLowerCase()
              .includes(place.toLowerCase()),
        ],
      ];
      for (const [query, keep] of cases) {
        const { items, total } = await list(k.url, query);
        const expected = everything.filter(keep).map((l) => l.id);
        expect(expected.length, query).toBeGreaterThan(0);
        expect(expected.length, query).toBeLessThan(everything.length);
        expect(new Set(items.map((l) => l.id)), query).toEqual(new Set(expected));
        expect(total, query).toBe(expected.length);
      }
      // Filters combine: both bounds of the price at once leave only that price.
      const exact = await list(k.url, `minPrice=${mid}&maxPrice=${mid}`);
      expect(exact.items.every((l) => perMT(l, k.price) === mid)).toBe(true);
      expect(exact.total).toBeGreaterThan(0);
    },
  );

  test.each(kinds)('$url: each sort orders the page, missing values last', async (k) => {
    // Prices compare normalised per MT, whatever the listing's unit.
    const key = (l: Listing, field: string) =>
      field === k.price ? perMT(l, field) : (l[field] as string | number | null);
    const sorts: Array<[string, string, 1 | -1]> = [
      ['price_asc', k.price, 1],
      ['price_desc', k.price, -1],
      ['volume_asc', 'volume', 1],
      ['volume_desc', 'volume', -1],
      ['delivery_asc', k.date, 1],
    ];
    for (const [sort, field, direction] of sorts) {
      const { items } = await list(k.url, `sort=${sort}`);
      const values = items.map((l) => key(l, field));
      const present = values.filter((v) => v !== null);
      // Nulls (price on request, flexible delivery) come after every value.
      expect(values.slice(0, present.length), sort).toEqual(present);
      const asNumbers = present.map((v) => (field === k.date ? Date.parse(String(v)) : Number(v)));
      for (let i = 1; i < asNumbers.length; i++)
        expect(direction * (asNumbers[i]! - asNumbers[i - 1]!), sort).toBeGreaterThanOrEqual(0);
      expect(new Set(asNumbers).size, sort).toBeGreaterThan(1);
    }
    const newest = (await list(k.url, 'sort=newest')).items.map((l) => l.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  test('a price sort across a $/bbl and a $/MT offer orders them by normalised price', async () => {
    // Brent at 81.75 USD/bbl is 613.13 USD/MT; diesel at 612.00 USD/MT is cheaper per ton, dearer as a
    // raw number. Compared as raw numbers the barrel offer would come first.
    const place = `Unit sort ${Date.now()}`;
    const barrel = await seller.post(
      '/api/offers',
      offerBody({
        productType: 'crude_oil_brent',
        volume: 950000,
        volumeUnit: 'bbl',
        pricePerUnit: '81.75',
        deliveryLocation: place,
      }),
    );
    const ton = await seller.post(
      '/api/offers',
      offerBody({ pricePerUnit: '612.00', deliveryLocation: place }),
    );
    expect([barrel.status, ton.status]).toEqual([201, 201]);
    const ids = async (query: string) =>
      (await list('/api/offers', `location=${encodeURIComponent(place)}&${query}`)).items.map(
        (l) => l.id,
      );
    expect(await ids('sort=price_asc')).toEqual([ton.body.id, barrel.body.id]);
    expect(await ids('sort=price_desc')).toEqual([barrel.body.id, ton.body.id]);
    // Bounds per MT by default: 613.13 passes 612.50, 612.00 does not.
    expect(await ids('minPrice=612.5')).toEqual([barrel.body.id]);
    expect(await ids('maxPrice=613.12')).toEqual([ton.body.id]);
    expect(await ids('minPrice=613.13&maxPrice=613.13')).toEqual([barrel.body.id]);
    // Bounds per bbl: diesel's 612.00 USD/MT is 82.15 USD/bbl (7.45 bbl per MT).
    expect(await ids('priceUnit=bbl&maxPrice=82')).toEqual([barrel.body.id]);
    expect(await ids('priceUnit=bbl&minPrice=82.15&sort=price_asc')).toEqual([ton.body.id]);
    // The unit filter is the bounds' unit when no priceUnit is given.
    expect(await ids('volumeUnit=bbl&maxPrice=81.75')).toEqual([barrel.body.id]);
    for (const id of [barrel.body.id, ton.body.id])
      expect((await seller.patch(`/api/offers/${id}`, { isActive: false })).status).toBe(200);
  });

  test('priceUnit other than a unit → 400 naming it', async () => {
    const res = await buyer.get('/api/offers?priceUnit=litres&minPrice=1');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('priceUnit');
  });

  test('sorted pages follow each other without overlap', async () => {
    const whole = (await list('/api/offers', 'sort=price_asc')).items.map((l) => l.id);
    const pages: string[] = [];
    for (let offset = 0; offset < whole.length; offset += 7) {
      const res = await buyer.get(`/api/offers?sort=price_asc&limit=7&offset=${offset}`);
      expect(Number(res.headers['x-total-count'])).toBe(whole.length);
      pages.push(...(res.body as Listing[]).map((l) => l.id));
    }
    expect(pages).toEqual(whole);
  });

  test('a filtered, sorted feed still names no seller for a buyer', async () => {
    const res = await buyer.get('/api/offers?sort=price_desc&minPrice=1&limit=500');
    expect(res.body.length).toBeGreaterThan(0);
    for (const offer of res.body as Listing[])
      if (!('sellerId' in offer)) expect(offer).not.toHaveProperty('companyName');
    for (const secret of secrets) expect(res.text).not.toContain(secret);
  });

  test.each([
    ['sort=cheapest', 'sort'],
    ['minPrice=abc', 'minPrice'],
    ['maxPrice=-5', 'maxPrice'],
    ['minPrice=1.234', 'minPrice'],
    ['deliveryFrom=2031-13-45', 'deliveryFrom'],
    ['deliveryTo=tomorrow', 'deliveryTo'],
    ['volumeUnit=litres', 'volumeUnit'],
    [`location=${'x'.repeat(201)}`, 'location'],
  ])('%s → 400 naming the parameter', async (query, name) => {
    for (const url of ['/api/offers', '/api/rfqs']) {
      const res = await buyer.get(`${url}?${query}`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(name);
    }
  });

  test('upside-down ranges → 400 with a clear message', async () => {
    const price = await buyer.get('/api/offers?minPrice=90&maxPrice=80.5');
    expect(price.status).toBe(400);
    expect(price.body.errors).toEqual([
      { path: 'minPrice', message: 'The minimum price must not exceed the maximum price' },
    ]);
    const window = await buyer.get('/api/rfqs?deliveryFrom=2031-05-01&deliveryTo=2031-04-01');
    expect(window.status).toBe(400);
    expect(window.body.errors).toEqual([
      { path: 'deliveryFrom', message: 'The delivery window must not start after it ends' },
    ]);
  });
});
