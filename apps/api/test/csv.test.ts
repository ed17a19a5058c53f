/**
 * CSV formula injection (issue 28): a formula character is neutralised wherever a spreadsheet could
 * start a cell — at the start of the text and after either separator (`,`, or `;` in locales whose
 * decimal mark is a comma).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { csvCell, csvRow } from '../src/lib/csv';
import { demo, startServer, type Client, type TestServer } from './support/harness';

describe('csvCell', () => {
  test.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['Acme;=1+1;Ltd', `"Acme;'=1+1;Ltd"`],
    ['Acme; =1+1', `"Acme; '=1+1"`],
    ['Acme,=HYPERLINK("x")', `"Acme,'=HYPERLINK(""x"")"`],
    ['a;+b;-c;@d', `"a;'+b;'-c;'@d"`],
    ['x;\r=1', `"x;'\r=1"`],
    ['=a;=b', `"'=a;'=b"`],
  ])('%j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  test('ordinary text, dates and amounts are untouched (quoted only when they hold a separator)', () => {
    expect(csvCell('Houston, TX')).toBe('"Houston, TX"');
    expect(csvCell('Rotterdam; Hamburg')).toBe('"Rotterdam; Hamburg"');
    expect(csvCell('2031-03-01')).toBe('2031-03-01');
    expect(csvCell('78.12')).toBe('78.12');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(csvCell('a-b+c=d@e')).toBe('a-b+c=d@e');
    expect(csvRow(['Acme;=1+1;Ltd', 'ok'])).toBe(`"Acme;'=1+1;Ltd",ok\r\n`);
  });
});

describe('the deals export', () => {
  let server: TestServer;
  let broker: Client;
  beforeAll(async () => {
    server = await startServer();
    broker = await server.as(demo.broker);
  });
  afterAll(() => server?.close());

  test('a delivery location that a `;` spreadsheet would split into a formula is neutralised', async () => {
    const admin = await server.as(demo.admin);
    const ids: Record<string, string> = {};
    for (const u of (await admin.get('/api/super-admin/users')).body as Array<{
      id: string;
      email: string;
    }>)
      ids[u.email] = u.id;
    for (const c of (await admin.get('/api/super-admin/companies')).body as Array<{
      id: string;
      name: string;
    }>)
      ids[c.name] = c.id;
    const created = await broker.post('/api/deals', {
      productType: 'crude_oil_brent',
      volume: 50000,
      volumeUnit: 'bbl',
      pricePerUnit: '78.12',
      sellerId: ids[demo.seller],
      buyerId: ids[demo.buyer],
      sellerCompanyId: ids['Niger Delta Petroleum Ltd'],
      buyerCompanyId: ids['Gulf Coast Energy Trading LLC'],
      deliveryLocation: 'Acme;=1+1;Ltd',
      deliveryDate: '2031-03-01',
    });
    expect(created.status, created.text).toBe(201);
    const res = await broker.get(`/api/deals/export?q=${created.body.dealNumber}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`"Acme;'=1+1;Ltd"`);
    // Split the way a `;` locale splits it: no cell starts with a formula character.
    for (const line of res.text.replace(/^\uFEFF/, '').split('\r\n'))
      for (const cell of line.split(/[;,]/))
        expect(cell.replace(/^"/, '')).not.toMatch(/^ *[=+\-@]/);
  });
});
