/**
 * The fake server keeps the contract: every operation of openapi.yaml that the mocks answer is called
 * as each role and signed out, against the seeded mock database with representative parameters and
 * bodies, and each answer goes through the validator the API tests use
 * (`@petrobridge/api-client/contract`): its status must be documented for the operation and its
 * JSON body must match the documented schema.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { setupServer } from 'msw/node';
import { allOperations, assertMatchesContract } from '@petrobridge/api-client/contract';
import { DEMO_PASSWORD, type Role } from '@petrobridge/domain';
import { allMockHandlers } from './handlers';
import { companyIds, mockDb, resetMockDb } from './db';
import type { RequestBodyFor } from 'openapi-msw';
import type { http } from './http';
import { answer, fail, type PathOf } from './overrides';
import { paymentIds } from './payments-data';
import { setMockRole, type MockRole } from './role';
import { pendingBroker } from './super-admin';
import { usersByRole } from './users';

const server = setupServer(...allMockHandlers);
const origin = 'http://mock.test';

/** Whether the last request found no handler: the test lists the operations it expects so. */
let unhandled = false;
beforeAll(() =>
  server.listen({
    onUnhandledRequest: () => {
      unhandled = true;
    },
  }),
);
afterAll(() => server.close());
beforeEach(() => resetMockDb());
afterEach(() => setMockRole('signed-out'));

const roles: MockRole[] = ['signed-out', 'super_admin', 'admin', 'broker', 'seller', 'buyer'];
const future = '2099-01-15';

/** A deal `role` may see, in `status` when asked (the seed has one per status). */
function dealFor(role: MockRole, status?: string) {
  const me = role === 'signed-out' ? null : usersByRole[role];
  const visible = mockDb().deals.filter(
    (d) =>
      !me ||
      me.role === 'admin' ||
      me.role === 'super_admin' ||
      [d.brokerId, d.sellerId, d.buyerId].includes(me.id),
  );
  return (visible.find((d) => !status || d.status === status) ?? mockDb().deals[0]!).id;
}

/** The path parameters of an operation, from the seeded database. */
function pathFor(role: MockRole, template: string): string {
  const db = mockDb();
  const me = role === 'signed-out' ? usersByRole.seller : usersByRole[role as Role];
  const company = db.companies.find((c) => c.ownerId === me.id) ?? db.companies[0]!;
  const status = template.endsWith('/lc')
    ? 'lc_pending'
    : template.endsWith('/shipping')
      ? 'lc_confirmed'
      : template.includes('/contract/')
        ? 'lc_pending'
        : template.includes('/status')
          ? 'negotiation'
          : undefined;
  const id = (() => {
    if (template.startsWith('/api/deals/') || template.startsWith('/api/super-admin/deals/'))
      return dealFor(role, status);
    if (template.startsWith('/api/companies/') || template.startsWith('/api/admin/companies/'))
      return company.id;
    if (template.startsWith('/api/kyc-documents/'))
      return (db.documents.find((d) => d.companyId === company.id) ?? db.documents[0]!).id;
    if (template.includes('/offers/')) return db.offers[0]!.id;
    if (template.includes('/rfqs/')) return db.rfqs[0]!.id;
    if (template.startsWith('/api/offer-documents/')) return db.offerDocuments[0]?.id ?? 'none';
    if (template.startsWith('/api/notifications/'))
      return (db.notifications.find((n) => n.userId === me.id) ?? db.notifications[0]!).id;
    if (template.startsWith('/api/admin/users/'))
      return template.endsWith('/approval') ? pendingBroker.id : usersByRole.buyer.id;
    if (template.startsWith('/api/payments/plans/')) return paymentIds.deskPlan;
    if (template.startsWith('/api/payments/links/') || template.includes('/simulator/links/'))
      return paymentIds.deskLink;
    if (template.includes('/transactions/')) return db.paymentTransactions[0]!.id;
    if (template.includes('/subscriptions/')) return db.subscriptions[0]!.id;
    return 'token';
  })();
  return template
    .replace(/\{proposalId\}/, '00000000-0000-4000-9000-000000000001')
    .replace(/\{\w+\}/g, id);
}

type WriteMethod = 'post' | 'put' | 'patch';
/** `POST /api/deals`: a write operation of the contract. */
type WriteKey = { [M in WriteMethod]: `${Uppercase<M>} ${PathOf<M>}` }[WriteMethod];
/** The request body the contract types for a write operation. */
type BodyOf<K> = K extends `${infer M} ${infer P}`
  ? Lowercase<M> extends WriteMethod
    ? P extends PathOf<Lowercase<M>>
      ? RequestBodyFor<(typeof http)[Lowercase<M>], P>
      : never
    : never
  : never;

/** A representative body for each write (valid where the role may make it), typed from the contract. */
const bodies: { [K in WriteKey]?: () => BodyOf<K> } = {
  'POST /api/auth/login': () => ({ email: usersByRole.broker.email, password: DEMO_PASSWORD }),
  'POST /api/auth/register': () => ({
    email: 'new.trader@example.com',
    password: 'Str0ng-enough-pass',
    firstName: 'New',
    lastName: 'Trader',
    role: 'seller',
  }),
  'POST /api/companies': () => ({
    name: 'Fresh Energy Ltd',
    industry: 'oil_gas',
    country: 'Ghana',
  }),
  'POST /api/companies/{id}/kyc-review': () => ({
    status: 'rejected',
    notes: 'The scan is unreadable',
  }),
  'POST /api/kyc-documents': () => ({
    companyId: companyIds.nigerDelta,
    documentType: 'business_license',
    originalFileName: 'licence.pdf',
    filePath: 'kyc/unknown.pdf',
    fileSize: 1024,
    mimeType: 'application/pdf',
  }),
  'PUT /api/kyc-documents/{id}/review': () => ({ status: 'approved' }),
  'POST /api/kyc-documents/{id}/reupload-request': () => ({ reason: 'The scan is unreadable' }),
  'POST /api/deals': () => ({
    productType: 'diesel',
    volume: 1000,
    volumeUnit: 'MT',
    pricePerUnit: '610.00',
    currency: 'USD',
    sellerCompanyId: companyIds.nigerDelta,
    buyerCompanyId: companyIds.nordic,
    sellerId: usersByRole.seller.id,
    buyerId: usersByRole.buyer.id,
    deliveryDate: future,
    commissionRate: '2.50',
  }),
  'PATCH /api/deals/{id}/status': () => ({ status: 'cancelled', notes: 'Withdrawn' }),
  'POST /api/deals/{id}/proposals': () => ({ pricePerUnit: '80.00', volume: 1000 }),
  'PUT /api/deals/{id}/lc': () => ({
    issuingBank: 'Bank of Lagos',
    lcNumber: 'LC-1',
    amount: '4122500.00',
    currency: 'USD',
    issueDate: '2024-06-01',
    expiryDate: future,
    latestShipmentDate: future,
  }),
  'PUT /api/deals/{id}/shipping': () => ({
    vesselName: 'MT Aurora',
    loadPort: 'Bonny',
    dischargePort: 'Rotterdam',
    eta: future,
  }),
  'POST /api/deals/{id}/contract/signatures': () => ({ fullName: 'Ada Okafor', consent: true }),
  'POST /api/deals/from-offer': () => ({
    offerId: mockDb().offers[0]!.id,
    proposedPrice: '80.00',
    quantity: 1000,
  }),
  'POST /api/deals/from-rfq': () => ({ rfqId: mockDb().rfqs[0]!.id, proposedPrice: '80.00' }),
  'POST /api/offers': () => ({
    productType: 'diesel',
    volume: 1000,
    volumeUnit: 'MT',
    pricePerUnit: '600.00',
    currency: 'USD',
    deliveryLocation: 'Rotterdam',
    deliveryDate: future,
  }),
  'PATCH /api/offers/{id}': () => ({ terms: 'FOB Bonny' }),
  'POST /api/offers/{id}/documents': () => ({
    documentType: 'q88',
    originalFileName: 'coq.pdf',
    filePath: 'offers/unknown.pdf',
    fileSize: 1024,
    mimeType: 'application/pdf',
  }),
  'PUT /api/offer-documents/{id}/review': () => ({ status: 'approved' }),
  'POST /api/rfqs': () => ({
    productType: 'diesel',
    volume: 1000,
    volumeUnit: 'MT',
    maxPricePerUnit: '600.00',
    currency: 'USD',
    deliveryLocation: 'Rotterdam',
    requiredDeliveryDate: future,
  }),
  'PATCH /api/rfqs/{id}': () => ({ specifications: 'EN 590' }),
  'POST /api/admin/offers/{id}/deactivation': () => ({ reason: 'Misleading terms' }),
  'POST /api/admin/rfqs/{id}/deactivation': () => ({ reason: 'Misleading terms' }),
  'PUT /api/super-admin/deals/{dealId}/commission': () => ({
    commissionRate: '2.00',
    reason: 'Agreed discount',
  }),
  'POST /api/payments/plans': () => ({
    name: 'Trader',
    price: '99.00',
    currency: 'USD',
    billingInterval: 'monthly',
  }),
  'POST /api/payments/links': () => ({ title: 'Deposit', amount: '500.00', currency: 'USD' }),
  'PATCH /api/payments/transactions/{id}/status': () => ({ status: 'refunded', reason: 'Asked' }),
  'PATCH /api/payments/subscriptions/{id}/status': () => ({ status: 'cancelled', reason: 'Asked' }),
  'POST /api/payments/simulator/links/{id}/payments': () => ({
    customerEmail: 'payer@example.com',
    outcome: 'paid',
    cryptoCurrency: 'USDT',
  }),
  'POST /api/payments/simulator/transactions/{id}/events': () => ({ outcome: 'paid' }),
  'POST /api/admin/users/{id}/deactivate': () => ({ reason: 'Left the company' }),
  'POST /api/admin/users/{id}/reactivate': () => ({}),
  'POST /api/admin/companies/{id}/deactivate': () => ({ reason: 'Sanctioned' }),
  'POST /api/admin/companies/{id}/reactivate': () => ({}),
  'PATCH /api/admin/users/{id}/approval': () => ({ decision: 'approved' }),
};

/** Operations the stories never call: the fake server does not answer them. */
const notMocked = [
  'GET /api/health',
  'GET /api/login',
  'GET /api/auth/callback',
  'GET /api/logout',
  'GET /api/deals/{id}/contract/pdf',
  'POST /api/payments/webhook',
  'GET /api/commission/export',
];

type Outcome = { answered: boolean; problems: string[] };

async function callAs(role: MockRole, method: string, template: string): Promise<Outcome> {
  resetMockDb();
  if (template === '/api/admin/users/{id}/approval') mockDb().users.push(pendingBroker);
  setMockRole(role);
  const url = pathFor(role, template);
  const body = bodies[`${method} ${template}` as WriteKey]?.();
  const isUpload = template === '/api/uploads/{token}';
  unhandled = false;
  const response = await fetch(origin + url, {
    method,
    headers: { 'content-type': isUpload ? 'application/pdf' : 'application/json' },
    body: isUpload
      ? new Uint8Array([37, 80, 68, 70])
      : body === undefined
        ? undefined
        : JSON.stringify(body),
  }).catch(() => null); // an unhandled request goes to the network, where mock.test does not resolve
  if (unhandled || !response) return { answered: false, problems: [] };
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  const json: unknown = type.includes('json') && text ? JSON.parse(text) : null;
  try {
    if (json !== null || !type.includes('json'))
      assertMatchesContract(method, url, response.status, json);
    return { answered: true, problems: [] };
  } catch (error) {
    return { answered: true, problems: [`as ${role}: ${(error as Error).message}`] };
  }
}

test('every answer of the fake server matches the contract, for every role and signed out', async () => {
  const problems: string[] = [];
  const unanswered: string[] = [];
  for (const op of allOperations()) {
    const key = `${op.method} ${op.path}`;
    let answered = false;
    for (const role of roles) {
      const outcome = await callAs(role, op.method, op.path);
      answered ||= outcome.answered;
      problems.push(...outcome.problems.map((p) => `${key} ${p}`));
    }
    if (!answered) unanswered.push(key);
  }
  expect(problems).toEqual([]);
  expect(unanswered.sort()).toEqual([...notMocked].sort());
}, 120_000);

test('a story override answers what the contract allows, and a misspelt path does not compile', async () => {
  setMockRole('broker');
  for (const [override, url] of [
    [fail('get', '/api/deals/{id}', 404, 'Deal not found'), `/api/deals/${dealFor('broker')}`],
    [answer('get', '/api/deals/parties', { sellers: [], buyers: [] }), '/api/deals/parties'],
  ] as const) {
    server.use(override);
    const response = await fetch(origin + url);
    assertMatchesContract('GET', url, response.status, await response.json());
    server.resetHandlers();
  }
  // @ts-expect-error -- not a path of the contract
  fail('get', '/api/deal/{id}');
  // @ts-expect-error -- the contract's placeholders are {id}, not MSW's :id
  fail('get', '/api/deals/:id');
  // @ts-expect-error -- /api/deals/{id} has no DELETE
  fail('delete', '/api/deals/{id}');
  // @ts-expect-error -- not the operation's answer
  answer('get', '/api/deals/parties', { sellers: 'none' });
});
