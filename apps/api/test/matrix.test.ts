/**
 * The role × operation × own/other's object matrix: for every operation of openapi.yaml that a session
 * reaches, the status each role gets, on its own object and on someone else's. Cells that change data
 * prepare a fresh object first, so the order of cells does not matter.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPdf } from '../src/seed/demo';
import { companies as companyTable, users as userTable } from '../src/db/schema';
import { allOperations } from '@petrobridge/api-client/contract';
import { advance, agreeTerms, lcBody, shippingBody } from './support/deal-path';
import {
  demo,
  newAccount,
  startServer,
  type Client,
  type Response,
  type TestServer,
} from './support/harness';

type Role = 'anonymous' | 'superAdmin' | 'admin' | 'broker' | 'seller' | 'buyer';
const roles: Role[] = ['anonymous', 'superAdmin', 'admin', 'broker', 'seller', 'buyer'];

let server: TestServer;
const clients = {} as Record<Exclude<Role, 'anonymous'>, Client>;
let broker2: Client, sellerAngola: Client, buyerRotterdam: Client;
const ids = {} as Record<string, string>;

/** A client that sends no cookie. */
const anonymousClient = (): Client => ({
  cookie: '',
  get: (url, o) => server.request('GET', url, o),
  post: (url, body, o) => server.request('POST', url, { ...o, body }),
  put: (url, body, o) => server.request('PUT', url, { ...o, body }),
  patch: (url, body, o) => server.request('PATCH', url, { ...o, body }),
  delete: (url, o) => server.request('DELETE', url, o),
});

beforeAll(async () => {
  server = await startServer();
  for (const role of ['superAdmin', 'admin', 'broker', 'seller', 'buyer'] as const)
    clients[role] = await server.as(demo[role]);
  broker2 = await server.as(demo.broker2);
  [sellerAngola, buyerRotterdam] = await Promise.all([
    server.as(demo.sellerAngola),
    server.as(demo.buyerRotterdam),
  ]);

  const users = (await clients.admin.get('/api/super-admin/users')).body as Array<{
    id: string;
    email: string;
  }>;
  for (const u of users) ids[`user:${u.email}`] = u.id;
  const companies = (await clients.admin.get('/api/super-admin/companies')).body as Array<{
    id: string;
    name: string;
  }>;
  for (const c of companies) ids[`company:${c.name}`] = c.id;

  const docsOf = async (company: string) =>
    (await clients.admin.get(`/api/companies/${ids[`company:${company}`]}/kyc-documents`))
      .body as Array<{
      id: string;
      documentType: string;
    }>;
  ids.sellerDoc = (await docsOf('Niger Delta Petroleum Ltd'))[0]!.id;
  ids.buyerDoc = (await docsOf('Gulf Coast Energy Trading LLC'))[0]!.id;
  ids.otherDoc = (await docsOf('Luanda Offshore Energy SA'))[0]!.id;
  // Neither awaiting KYC review nor a party to a deal of the demo broker: out of a broker's reach.
  ids.unrelatedDoc = (await docsOf('Cabinda Crude Partners Lda'))[0]!.id;

  const sellerOffers = (await clients.seller.get('/api/seller/offers')).body as Array<{
    id: string;
    status: string;
  }>;
  ids.ownOffer = sellerOffers.find((o) => o.status !== 'expired')!.id;
  ids.ownInactiveOffer = sellerOffers.find((o) => o.status === 'expired')!.id;
  const offers = (await clients.broker.get('/api/offers')).body as Array<{
    id: string;
    sellerId: string;
  }>;
  ids.otherOffer = offers.find((o) => o.sellerId === ids[`user:${demo.sellerAngola}`])!.id;
  ids.ownOfferDoc = await offerDocument(clients.seller, ids.ownOffer);
  ids.otherOfferDoc = await offerDocument(clients.admin, ids.otherOffer);

  const buyerRfqs = (await clients.buyer.get('/api/buyer/rfqs')).body as Array<{
    id: string;
    status: string;
  }>;
  ids.ownRfq = buyerRfqs.find((r) => r.status !== 'expired')!.id;
  ids.ownInactiveRfq = buyerRfqs.find((r) => r.status === 'expired')!.id;
  const rfqs = (await clients.broker.get('/api/rfqs')).body as Array<{
    id: string;
    buyerId: string;
  }>;
  ids.otherRfq = rfqs.find((r) => r.buyerId === ids[`user:${demo.buyerRotterdam}`])!.id;

  const deals = (await clients.admin.get('/api/deals')).body as Array<{
    id: string;
    sellerId: string;
    buyerId: string;
    brokerId: string;
  }>;
  ids.ownDeal = deals.find(
    (d) =>
      d.sellerId === ids[`user:${demo.seller}`] &&
      d.buyerId === ids[`user:${demo.buyer}`] &&
      d.brokerId === ids[`user:${demo.broker}`],
  )!.id;
  ids.otherDeal = deals.find(
    (d) =>
      d.sellerId === ids[`user:${demo.sellerAngola}`] &&
      d.buyerId === ids[`user:${demo.buyerRotterdam}`] &&
      d.brokerId === ids[`user:${demo.broker2}`],
  )!.id;
});
afterAll(() => server?.close());

/** A fresh deal in negotiation: demo seller × demo buyer by the demo broker, or a deal of others. */
async function freshDeal(own: boolean): Promise<string> {
  const body = own
    ? {
        sellerId: ids[`user:${demo.seller}`],
        buyerId: ids[`user:${demo.buyer}`],
        sellerCompanyId: ids['company:Niger Delta Petroleum Ltd'],
        buyerCompanyId: ids['company:Gulf Coast Energy Trading LLC'],
      }
    : {
        sellerId: ids[`user:${demo.sellerAngola}`],
        buyerId: ids[`user:${demo.buyerRotterdam}`],
        sellerCompanyId: ids['company:Luanda Offshore Energy SA'],
        buyerCompanyId: ids['company:Maas Fuel Supply BV'],
      };
  const res = await (own ? clients.broker : broker2).post('/api/deals', {
    ...body,
    productType: 'diesel',
    volume: 1000,
    volumeUnit: 'MT',
    pricePerUnit: '700',
  });
  if (res.status !== 201) throw new Error(`fresh deal: ${res.status} ${res.text}`);
  return (res.body as { id: string }).id;
}

/** A fresh deal (own: the demo broker's with the demo traders) moved by its broker along `steps`. */
async function freshDealAt(own: boolean, steps: Array<'lc_pending' | 'lc_confirmed'>) {
  const id = await freshDeal(own);
  await advance(
    own ? clients.broker : broker2,
    id,
    steps,
    own
      ? { seller: clients.seller, buyer: clients.buyer }
      : { seller: sellerAngola, buyer: buyerRotterdam },
  );
  return id;
}

/** A fresh deal in negotiation whose terms the seller and the buyer agreed: the lock may bind them. */
async function freshAgreedDeal(own: boolean): Promise<string> {
  const id = await freshDeal(own);
  await agreeTerms(
    own ? clients.broker : broker2,
    id,
    own
      ? { seller: clients.seller, buyer: clients.buyer }
      : { seller: sellerAngola, buyer: buyerRotterdam },
  );
  return id;
}

/** A fresh deal with an open proposal by its broker: [deal id, proposal id]. */
async function freshProposal(own: boolean): Promise<[string, string]> {
  const id = await freshDeal(own);
  const res = await (own ? clients.broker : broker2).post(`/api/deals/${id}/proposals`, {
    pricePerUnit: '710',
    volume: 1000,
  });
  if (res.status !== 201) throw new Error(`fresh proposal: ${res.status} ${res.text}`);
  return [id, (res.body as { id: string }).id];
}

/** Uploads a small PDF as `client` (if it may) and returns the createKycDocument body. */
async function uploaded(client: Client, companyId: string) {
  const url = await client.post('/api/kyc-documents/upload-url');
  if (url.status !== 200)
    return {
      companyId,
      documentType: 'other',
      originalFileName: 'x.pdf',
      filePath: 'kyc/none',
      fileSize: 10,
      mimeType: 'application/pdf',
    };
  const pdf = demoPdf('matrix');
  const put = await server.request(
    'PUT',
    new URL((url.body as { uploadURL: string }).uploadURL).pathname,
    {
      body: pdf,
      headers: { 'content-type': 'application/pdf' },
    },
  );
  const file = put.body as { filePath: string; fileSize: number; mimeType: string };
  return { companyId, documentType: 'trade_license', originalFileName: 'licence.pdf', ...file };
}

/** An uploaded small PDF as `client` (if it may) as a createOfferDocument body. */
async function offerDocumentBody(client: Client) {
  const { originalFileName, filePath, fileSize, mimeType } = await uploaded(client, '');
  return { documentType: 'inspection_report', originalFileName, filePath, fileSize, mimeType };
}

/** A fresh pending document on the offer, recorded by `client` (its seller or an admin); its id. */
async function offerDocument(client: Client, offerId: string): Promise<string> {
  const res = await client.post(
    `/api/offers/${offerId}/documents`,
    await offerDocumentBody(client),
  );
  if (res.status !== 201) throw new Error(`offer document: ${res.status} ${res.text}`);
  return (res.body as { id: string }).id;
}

/** A fresh active listing of the demo seller (offer) or buyer (RFQ); its id. */
async function freshListing(kind: 'offer' | 'rfq'): Promise<string> {
  const res =
    kind === 'offer'
      ? await clients.seller.post('/api/offers', {
          productType: 'diesel',
          volume: 500,
          volumeUnit: 'MT',
          pricePerUnit: 720,
        })
      : await clients.buyer.post('/api/rfqs', {
          productType: 'gasoline',
          volume: 1000,
          maxPricePerUnit: 810,
          volumeUnit: 'MT',
          deliveryLocation: 'Houston',
          requiredDeliveryDate: '2031-01-31',
        });
  if (res.status !== 201) throw new Error(`fresh ${kind}: ${res.status} ${res.text}`);
  return (res.body as { id: string }).id;
}

/** A fresh listing an admin has taken down; its id. */
/** A fresh account, straight in the table (registrations are limited per address). */
async function freshUser(): Promise<string> {
  const [row] = await server.app.services.database.db
    .insert(userTable)
    .values({ email: `oversight-${crypto.randomUUID()}@example.com`, role: 'seller' })
    .returning({ id: userTable.id });
  return row!.id;
}

/** A fresh account that an admin deactivated. */
async function deactivatedUser(): Promise<string> {
  const id = await freshUser();
  const res = await clients.superAdmin.post(`/api/admin/users/${id}/deactivate`, {
    reason: 'Matrix',
  });
  if (res.status !== 200) throw new Error(`deactivate: ${res.status} ${res.text}`);
  return id;
}

/** A fresh company of a fresh account. */
async function freshCompany(): Promise<string> {
  const [row] = await server.app.services.database.db
    .insert(companyTable)
    .values({ name: 'Matrix Oversight Ltd', ownerId: await freshUser() })
    .returning({ id: companyTable.id });
  return row!.id;
}

/** A fresh company that an admin deactivated. */
async function deactivatedCompany(): Promise<string> {
  const id = await freshCompany();
  const res = await clients.superAdmin.post(`/api/admin/companies/${id}/deactivate`, {
    reason: 'Matrix',
  });
  if (res.status !== 200) throw new Error(`deactivate company: ${res.status} ${res.text}`);
  return id;
}

async function takenDown(kind: 'offer' | 'rfq'): Promise<string> {
  const id = await freshListing(kind);
  const res = await clients.admin.post(`/api/admin/${kind}s/${id}/deactivation`, {
    reason: 'Matrix',
  });
  if (res.status !== 200) throw new Error(`take down: ${res.status} ${res.text}`);
  return id;
}

/** A fresh subscription plan (by the demo admin). */
async function freshPlan(): Promise<string> {
  const res = await clients.admin.post('/api/payments/plans', { name: 'Fresh', price: '5.00' });
  if (res.status !== 201) throw new Error(`fresh plan: ${res.status} ${res.text}`);
  return (res.body as { id: string }).id;
}

/** A fresh payment link (by the demo admin), optionally selling a plan. */
async function freshLink(planId?: string): Promise<string> {
  const res = await clients.admin.post('/api/payments/links', {
    title: 'Fresh link',
    amount: '25.00',
    ...(planId ? { subscriptionPlanId: planId } : {}),
  });
  if (res.status !== 201) throw new Error(`fresh link: ${res.status} ${res.text}`);
  return (res.body as { id: string }).id;
}

/** A fresh transaction of a fresh link, paid through the Simulator with the given outcome. */
async function freshPayment(
  outcome: 'pending' | 'paid',
  planId?: string,
): Promise<{ id: string; customerSubscriptionId: string | null }> {
  const res = await clients.admin.post(
    `/api/payments/simulator/links/${await freshLink(planId)}/payments`,
    { customerEmail: 'matrix@example.com', outcome },
  );
  if (res.status !== 200) throw new Error(`fresh payment: ${res.status} ${res.text}`);
  return (res.body as { transaction: { id: string; customerSubscriptionId: string | null } })
    .transaction;
}

interface Row {
  name: string;
  run: (c: Client, role: Role) => Promise<Response>;
  /** Expected status for anonymous, superAdmin, admin, broker, seller, buyer. */
  expect: [number, number, number, number, number, number];
}

const own = (role: Role, map: Partial<Record<Role, string>>, fallback: string) =>
  map[role] ?? fallback;

const rows: Row[] = [
  // auth and notifications
  {
    name: 'getCurrentUser',
    run: (c) => c.get('/api/auth/user'),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: 'listNotifications',
    run: (c) => c.get('/api/notifications'),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: 'markNotificationRead (own)',
    run: async (c, role) => {
      if (role === 'anonymous') return c.post(`/api/notifications/${crypto.randomUUID()}/read`);
      const mine = (await c.get('/api/notifications')).body as Array<{ id: string }>;
      return c.post(`/api/notifications/${mine[0]!.id}/read`);
    },
    expect: [401, 204, 204, 204, 204, 204],
  },
  {
    name: "markNotificationRead (someone else's)",
    run: async (c) => {
      const theirs = (await (await server.as(demo.sellerGhana)).get('/api/notifications'))
        .body as Array<{ id: string }>;
      return c.post(`/api/notifications/${theirs[0]!.id}/read`);
    },
    expect: [401, 404, 404, 404, 404, 404],
  },
  {
    name: 'markAllNotificationsRead',
    run: (c) => c.post('/api/notifications/read-all'),
    expect: [401, 204, 204, 204, 204, 204],
  },

  // companies
  {
    name: 'listCompanies',
    run: (c) => c.get('/api/companies'),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: 'createCompany',
    run: (c) => c.post('/api/companies', { name: 'Matrix Trading Ltd' }),
    expect: [401, 403, 403, 403, 201, 201],
  },
  {
    name: 'listKycReviewCompanies',
    run: (c) => c.get('/api/companies/kyc-review'),
    expect: [401, 200, 200, 200, 403, 403],
  },
  {
    // A fresh company per cell: once reviewed, a company leaves the broker's review queue.
    name: 'reviewCompanyKyc (awaiting review)',
    run: async (c) => {
      const fresh = await clients.seller.post('/api/companies', { name: 'Matrix Review Ltd' });
      return c.post(`/api/companies/${(fresh.body as { id: string }).id}/kyc-review`, {
        status: 'rejected',
        notes: 'Matrix',
      });
    },
    expect: [401, 200, 200, 200, 403, 403],
  },
  {
    name: 'reviewCompanyKyc (decided, no deal of the broker)',
    run: (c) =>
      c.post(`/api/companies/${ids['company:Cabinda Crude Partners Lda']}/kyc-review`, {
        status: 'rejected',
        notes: 'Matrix',
      }),
    expect: [401, 200, 200, 404, 403, 403],
  },

  // KYC
  {
    name: 'listCompanyKycDocuments (own company)',
    run: (c, role) =>
      c.get(
        `/api/companies/${ids[own(role, { buyer: 'company:Gulf Coast Energy Trading LLC' }, 'company:Niger Delta Petroleum Ltd')]}/kyc-documents`,
      ),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: "listCompanyKycDocuments (someone else's company)",
    run: (c) => c.get(`/api/companies/${ids['company:Luanda Offshore Energy SA']}/kyc-documents`),
    expect: [401, 200, 200, 200, 404, 404],
  },
  {
    name: 'listCompanyKycDocuments (awaiting review, no deal)',
    run: (c) => c.get(`/api/companies/${ids['company:Bonny Light Exports Ltd']}/kyc-documents`),
    expect: [401, 200, 200, 200, 404, 404],
  },
  {
    name: 'listCompanyKycDocuments (decided, no deal of the broker)',
    run: (c) => c.get(`/api/companies/${ids['company:Cabinda Crude Partners Lda']}/kyc-documents`),
    expect: [401, 200, 200, 404, 404, 404],
  },
  {
    name: 'getCompany (own company)',
    run: (c, role) =>
      c.get(
        `/api/companies/${ids[own(role, { buyer: 'company:Gulf Coast Energy Trading LLC' }, 'company:Niger Delta Petroleum Ltd')]}`,
      ),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: "getCompany (someone else's company)",
    run: (c) => c.get(`/api/companies/${ids['company:Luanda Offshore Energy SA']}`),
    expect: [401, 200, 200, 200, 404, 404],
  },
  {
    name: 'getCompany (decided, no deal of the broker)',
    run: (c) => c.get(`/api/companies/${ids['company:Cabinda Crude Partners Lda']}`),
    expect: [401, 200, 200, 404, 404, 404],
  },
  {
    name: 'listCompanyKycHistory (own company)',
    run: (c, role) =>
      c.get(
        `/api/companies/${ids[own(role, { buyer: 'company:Gulf Coast Energy Trading LLC' }, 'company:Niger Delta Petroleum Ltd')]}/kyc-history`,
      ),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: "listCompanyKycHistory (someone else's company)",
    run: (c) => c.get(`/api/companies/${ids['company:Luanda Offshore Energy SA']}/kyc-history`),
    expect: [401, 200, 200, 200, 404, 404],
  },
  {
    name: 'listCompanyKycHistory (decided, no deal of the broker)',
    run: (c) => c.get(`/api/companies/${ids['company:Cabinda Crude Partners Lda']}/kyc-history`),
    expect: [401, 200, 200, 404, 404, 404],
  },
  {
    name: 'createKycUploadUrl',
    run: (c) => c.post('/api/kyc-documents/upload-url'),
    expect: [401, 200, 200, 403, 200, 200],
  },
  {
    name: 'createKycDocument (own company)',
    run: async (c, role) =>
      c.post(
        '/api/kyc-documents',
        await uploaded(
          c,
          ids[
            own(
              role,
              { buyer: 'company:Gulf Coast Energy Trading LLC' },
              'company:Niger Delta Petroleum Ltd',
            )
          ]!,
        ),
      ),
    expect: [401, 201, 201, 403, 201, 201],
  },
  {
    name: "createKycDocument (someone else's company)",
    run: async (c) =>
      c.post('/api/kyc-documents', await uploaded(c, ids['company:Luanda Offshore Energy SA']!)),
    expect: [401, 201, 201, 403, 404, 404],
  },
  {
    name: 'reviewKycDocument',
    run: async (c) => {
      const docs = (
        await clients.admin.get(
          `/api/companies/${ids['company:Tema Refinery Trading Co']}/kyc-documents`,
        )
      ).body as Array<{
        id: string;
      }>;
      return c.put(`/api/kyc-documents/${docs[0]!.id}/review`, { status: 'approved' });
    },
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: "requestKycReupload (a party to the broker's deal)",
    run: async (c) => {
      const docs = (
        await clients.admin.get(
          `/api/companies/${ids['company:Niger Delta Petroleum Ltd']}/kyc-documents`,
        )
      ).body as Array<{ id: string }>;
      return c.post(`/api/kyc-documents/${docs[0]!.id}/reupload-request`, { reason: 'Matrix' });
    },
    expect: [401, 200, 200, 200, 403, 403],
  },
  {
    name: 'requestKycReupload (decided, no deal of the broker)',
    run: async (c) => {
      const docs = (
        await clients.admin.get(
          `/api/companies/${ids['company:Cabinda Crude Partners Lda']}/kyc-documents`,
        )
      ).body as Array<{ id: string }>;
      return c.post(`/api/kyc-documents/${docs[0]!.id}/reupload-request`, { reason: 'Matrix' });
    },
    expect: [401, 200, 200, 404, 403, 403],
  },
  {
    name: 'downloadKycDocument (own company)',
    run: (c, role) =>
      c.get(`/api/kyc-documents/${role === 'buyer' ? ids.buyerDoc : ids.sellerDoc}/download`),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: "downloadKycDocument (someone else's company)",
    run: (c) => c.get(`/api/kyc-documents/${ids.otherDoc}/download`),
    expect: [401, 200, 200, 200, 404, 404],
  },
  {
    name: 'downloadKycDocument (decided, no deal of the broker)',
    run: (c) => c.get(`/api/kyc-documents/${ids.unrelatedDoc}/download`),
    expect: [401, 200, 200, 404, 404, 404],
  },
  {
    name: 'listKycDocumentHistory (own company)',
    run: (c, role) =>
      c.get(`/api/kyc-documents/${role === 'buyer' ? ids.buyerDoc : ids.sellerDoc}/history`),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: "listKycDocumentHistory (someone else's company)",
    run: (c) => c.get(`/api/kyc-documents/${ids.otherDoc}/history`),
    expect: [401, 200, 200, 200, 404, 404],
  },

  // deals
  { name: 'listDeals', run: (c) => c.get('/api/deals'), expect: [401, 200, 200, 200, 200, 200] },
  {
    name: 'getDealSummary',
    run: (c) => c.get('/api/deals/summary'),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: 'exportDeals',
    run: (c) => c.get('/api/deals/export'),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: 'listDealParties',
    run: (c) => c.get('/api/deals/parties'),
    expect: [401, 200, 200, 200, 403, 403],
  },
  {
    name: 'createDeal',
    run: (c) =>
      c.post('/api/deals', {
        productType: 'diesel',
        volume: 100,
        volumeUnit: 'MT',
        pricePerUnit: 700,
        sellerId: ids[`user:${demo.seller}`],
        buyerId: ids[`user:${demo.buyer}`],
        sellerCompanyId: ids['company:Niger Delta Petroleum Ltd'],
        buyerCompanyId: ids['company:Gulf Coast Energy Trading LLC'],
      }),
    expect: [401, 403, 403, 201, 403, 403],
  },
  {
    name: 'getDeal (own)',
    run: (c) => c.get(`/api/deals/${ids.ownDeal}`),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: "getDeal (someone else's)",
    run: (c) => c.get(`/api/deals/${ids.otherDeal}`),
    expect: [401, 200, 200, 404, 404, 404],
  },
  {
    name: 'updateDealStatus (own)',
    run: async (c) =>
      c.patch(`/api/deals/${await freshAgreedDeal(true)}/status`, { status: 'lc_pending' }),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: "updateDealStatus (someone else's)",
    run: async (c) =>
      c.patch(`/api/deals/${await freshAgreedDeal(false)}/status`, { status: 'lc_pending' }),
    expect: [401, 200, 200, 404, 404, 404],
  },
  {
    name: 'lockDeal (own)',
    run: async (c) => c.patch(`/api/deals/${await freshAgreedDeal(true)}/lock`),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: "lockDeal (someone else's)",
    run: async (c) => c.patch(`/api/deals/${await freshAgreedDeal(false)}/lock`),
    expect: [401, 200, 200, 404, 404, 404],
  },
  {
    name: 'downloadDealContract (own)',
    run: async (c) => c.get(`/api/deals/${await freshDealAt(true, ['lc_pending'])}/contract/pdf`),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: "downloadDealContract (someone else's)",
    run: async (c) => c.get(`/api/deals/${await freshDealAt(false, ['lc_pending'])}/contract/pdf`),
    expect: [401, 200, 200, 404, 404, 404],
  },
  {
    name: 'signDealContract (own)',
    run: async (c) =>
      c.post(`/api/deals/${await freshDealAt(true, ['lc_pending'])}/contract/signatures`, {
        fullName: 'Test Signer',
        consent: true,
      }),
    expect: [401, 403, 403, 403, 201, 201],
  },
  {
    name: "signDealContract (someone else's)",
    run: async (c) =>
      c.post(`/api/deals/${await freshDealAt(false, ['lc_pending'])}/contract/signatures`, {
        fullName: 'Test Signer',
        consent: true,
      }),
    expect: [401, 403, 403, 403, 404, 404],
  },
  {
    name: 'listCommissionLedger',
    run: (c) => c.get('/api/commission'),
    expect: [401, 200, 200, 200, 403, 403],
  },
  {
    name: 'exportCommissionLedger',
    run: (c) => c.get('/api/commission/export'),
    expect: [401, 200, 200, 200, 403, 403],
  },
  {
    name: 'createDealProposal (own)',
    run: async (c) =>
      c.post(`/api/deals/${await freshDeal(true)}/proposals`, { pricePerUnit: 705, volume: 900 }),
    expect: [401, 403, 403, 201, 201, 201],
  },
  {
    name: "createDealProposal (someone else's)",
    run: async (c) =>
      c.post(`/api/deals/${await freshDeal(false)}/proposals`, { pricePerUnit: 705, volume: 900 }),
    expect: [401, 403, 403, 404, 404, 404],
  },
  {
    name: 'acceptDealProposal (own)',
    run: async (c) => {
      const [id, proposal] = await freshProposal(true);
      return c.post(`/api/deals/${id}/proposals/${proposal}/accept`);
    },
    expect: [401, 403, 403, 403, 200, 200],
  },
  {
    name: "acceptDealProposal (someone else's)",
    run: async (c) => {
      const [id, proposal] = await freshProposal(false);
      return c.post(`/api/deals/${id}/proposals/${proposal}/accept`);
    },
    expect: [401, 403, 403, 403, 404, 404],
  },
  {
    name: 'recordDealLc (own)',
    run: async (c) => c.put(`/api/deals/${await freshDealAt(true, ['lc_pending'])}/lc`, lcBody),
    expect: [401, 200, 200, 200, 403, 200],
  },
  {
    name: "recordDealLc (someone else's)",
    run: async (c) => c.put(`/api/deals/${await freshDealAt(false, ['lc_pending'])}/lc`, lcBody),
    expect: [401, 200, 200, 404, 403, 404],
  },
  {
    name: 'recordDealShipping (own)',
    run: async (c) =>
      c.put(
        `/api/deals/${await freshDealAt(true, ['lc_pending', 'lc_confirmed'])}/shipping`,
        shippingBody,
      ),
    expect: [401, 200, 200, 200, 200, 403],
  },
  {
    name: "recordDealShipping (someone else's)",
    run: async (c) =>
      c.put(
        `/api/deals/${await freshDealAt(false, ['lc_pending', 'lc_confirmed'])}/shipping`,
        shippingBody,
      ),
    expect: [401, 200, 200, 404, 404, 403],
  },
  {
    name: "createDealFromOffer (someone else's offer)",
    run: (c) =>
      c.post('/api/deals/from-offer', {
        offerId: ids.otherOffer,
        proposedPrice: '80.00',
        quantity: 1000,
      }),
    expect: [401, 403, 403, 403, 403, 201],
  },
  {
    name: "createDealFromRfq (someone else's RFQ)",
    run: (c) => c.post('/api/deals/from-rfq', { rfqId: ids.otherRfq, proposedPrice: 745 }),
    expect: [401, 403, 403, 403, 201, 403],
  },
  {
    name: 'listAdminUsers',
    run: (c) => c.get('/api/admin/users?role=broker&status=approved'),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'reviewBrokerApproval',
    run: async (c) => {
      const fresh = await newAccount(server, 'broker');
      return c.patch(`/api/admin/users/${fresh.id}/approval`, { decision: 'approved' });
    },
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'updateDealCommission',
    run: (c) =>
      c.put(`/api/super-admin/deals/${ids.ownDeal}/commission`, {
        commissionRate: 3,
        reason: 'Matrix check',
      }),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'deactivateUser',
    run: async (c) =>
      c.post(`/api/admin/users/${await freshUser()}/deactivate`, { reason: 'Matrix' }),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'reactivateUser',
    run: async (c) => c.post(`/api/admin/users/${await deactivatedUser()}/reactivate`, {}),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'deactivateCompany',
    run: async (c) =>
      c.post(`/api/admin/companies/${await freshCompany()}/deactivate`, { reason: 'Matrix' }),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'reactivateCompany',
    run: async (c) =>
      c.post(`/api/admin/companies/${await deactivatedCompany()}/reactivate`, { reason: 'Ok' }),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'listAuditLog',
    run: (c) => c.get('/api/admin/audit-log?targetType=user&limit=5'),
    expect: [401, 200, 200, 403, 403, 403],
  },

  {
    name: 'deactivateOffer',
    run: async (c) =>
      c.post(`/api/admin/offers/${await freshListing('offer')}/deactivation`, { reason: 'Spam' }),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'reactivateOffer',
    run: async (c) => c.delete(`/api/admin/offers/${await takenDown('offer')}/deactivation`),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'deactivateRfq',
    run: async (c) =>
      c.post(`/api/admin/rfqs/${await freshListing('rfq')}/deactivation`, { reason: 'Spam' }),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'reactivateRfq',
    run: async (c) => c.delete(`/api/admin/rfqs/${await takenDown('rfq')}/deactivation`),
    expect: [401, 200, 200, 403, 403, 403],
  },

  // payments
  {
    name: 'getPaymentProvider',
    run: (c) => c.get('/api/payments/provider'),
    expect: [401, 200, 200, 200, 403, 403],
  },
  {
    name: 'listSubscriptionPlans',
    run: (c) => c.get('/api/payments/plans'),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'createSubscriptionPlan',
    run: (c) => c.post('/api/payments/plans', { name: 'Matrix plan', price: '10.00' }),
    expect: [401, 201, 201, 403, 403, 403],
  },
  {
    name: 'deactivateSubscriptionPlan',
    run: async (c) => c.post(`/api/payments/plans/${await freshPlan()}/deactivate`),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'listPaymentLinks',
    run: (c) => c.get('/api/payments/links'),
    expect: [401, 200, 200, 200, 403, 403],
  },
  {
    name: 'createPaymentLink',
    run: (c) => c.post('/api/payments/links', { title: 'Matrix link', amount: '10.00' }),
    expect: [401, 201, 201, 403, 403, 403],
  },
  {
    name: 'deactivatePaymentLink',
    run: async (c) => c.post(`/api/payments/links/${await freshLink()}/deactivate`),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'listPaymentTransactions',
    run: (c) => c.get('/api/payments/transactions?status=paid'),
    expect: [401, 200, 200, 200, 403, 403],
  },
  {
    name: 'updatePaymentTransactionStatus',
    run: async (c) =>
      c.patch(`/api/payments/transactions/${(await freshPayment('pending')).id}/status`, {
        status: 'failed',
      }),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'listCustomerSubscriptions',
    run: (c) => c.get('/api/payments/subscriptions'),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'updateCustomerSubscriptionStatus',
    run: async (c) =>
      c.patch(
        `/api/payments/subscriptions/${(await freshPayment('paid', await freshPlan())).customerSubscriptionId}/status`,
        { status: 'suspended' },
      ),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'simulateLinkPayment',
    run: async (c) =>
      c.post(`/api/payments/simulator/links/${await freshLink()}/payments`, {
        customerEmail: 'matrix@example.com',
      }),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'simulateTransactionEvent',
    run: async (c) =>
      c.post(`/api/payments/simulator/transactions/${(await freshPayment('pending')).id}/events`, {
        outcome: 'paid',
      }),
    expect: [401, 200, 200, 403, 403, 403],
  },

  {
    name: 'listKycReviewQueue',
    run: (c) => c.get('/api/kyc-documents?limit=5'),
    expect: [401, 200, 200, 403, 403, 403],
  },

  // marketplace
  { name: 'listOffers', run: (c) => c.get('/api/offers'), expect: [401, 200, 200, 200, 200, 200] },
  {
    name: 'createOffer',
    run: (c) =>
      c.post('/api/offers', {
        productType: 'diesel',
        volume: 500,
        volumeUnit: 'MT',
        pricePerUnit: 720,
      }),
    expect: [401, 403, 403, 403, 201, 403],
  },
  {
    name: 'listOfferCandidates',
    run: (c) => c.get(`/api/offers/${ids.ownOffer}/candidates`),
    expect: [401, 200, 200, 200, 403, 403],
  },
  {
    name: 'getOffer (own, active)',
    run: (c) => c.get(`/api/offers/${ids.ownOffer}`),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: 'getOffer (inactive: own for the seller)',
    run: (c) => c.get(`/api/offers/${ids.ownInactiveOffer}`),
    expect: [401, 200, 200, 200, 200, 404],
  },
  {
    name: 'updateOffer (own for the seller)',
    run: (c) => c.patch(`/api/offers/${ids.ownOffer}`, { terms: 'CIF' }),
    expect: [401, 403, 403, 403, 200, 403],
  },
  {
    name: "updateOffer (someone else's, active)",
    run: (c) => c.patch(`/api/offers/${ids.otherOffer}`, { isActive: false }),
    expect: [401, 403, 403, 403, 403, 403],
  },
  {
    name: 'updateOffer (inactive, not own for the buyer)',
    run: (c) => c.patch(`/api/offers/${ids.ownInactiveOffer}`, { terms: 'FOB' }),
    expect: [401, 403, 403, 403, 200, 403],
  },
  {
    name: 'listOfferDocuments (own, active)',
    run: (c) => c.get(`/api/offers/${ids.ownOffer}/documents`),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: 'listOfferDocuments (inactive: own for the seller)',
    run: (c) => c.get(`/api/offers/${ids.ownInactiveOffer}/documents`),
    expect: [401, 200, 200, 200, 200, 404],
  },
  {
    name: 'createOfferDocument (own for the seller)',
    run: async (c) => c.post(`/api/offers/${ids.ownOffer}/documents`, await offerDocumentBody(c)),
    expect: [401, 201, 201, 403, 201, 403],
  },
  {
    name: "createOfferDocument (someone else's offer)",
    run: async (c) => c.post(`/api/offers/${ids.otherOffer}/documents`, await offerDocumentBody(c)),
    expect: [401, 201, 201, 403, 404, 403],
  },
  {
    name: 'listOfferDocumentsForReview',
    run: (c) => c.get('/api/offer-documents'),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'reviewOfferDocument',
    run: async (c) =>
      c.put(`/api/offer-documents/${await offerDocument(clients.seller, ids.ownOffer!)}/review`, {
        status: 'approved',
      }),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    name: 'downloadOfferDocument (own for the seller)',
    run: (c) => c.get(`/api/offer-documents/${ids.ownOfferDoc}/download`),
    expect: [401, 200, 200, 200, 200, 404],
  },
  {
    name: "downloadOfferDocument (someone else's offer)",
    run: (c) => c.get(`/api/offer-documents/${ids.otherOfferDoc}/download`),
    expect: [401, 200, 200, 200, 404, 404],
  },
  { name: 'listRfqs', run: (c) => c.get('/api/rfqs'), expect: [401, 200, 200, 200, 200, 200] },
  {
    name: 'createRfq',
    run: (c) =>
      c.post('/api/rfqs', {
        productType: 'gasoline',
        volume: 1000,
        maxPricePerUnit: 810,
        volumeUnit: 'MT',
        deliveryLocation: 'Houston',
        requiredDeliveryDate: '2031-01-31',
      }),
    expect: [401, 403, 403, 403, 403, 201],
  },
  {
    name: 'listRfqCandidates',
    run: (c) => c.get(`/api/rfqs/${ids.ownRfq}/candidates`),
    expect: [401, 200, 200, 200, 403, 403],
  },
  {
    name: 'getRfq (own, active)',
    run: (c) => c.get(`/api/rfqs/${ids.ownRfq}`),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: 'getRfq (inactive: own for the buyer)',
    run: (c) => c.get(`/api/rfqs/${ids.ownInactiveRfq}`),
    expect: [401, 200, 200, 200, 404, 200],
  },
  {
    name: 'updateRfq (own for the buyer)',
    run: (c) => c.patch(`/api/rfqs/${ids.ownRfq}`, { specifications: 'API 38°' }),
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    name: "updateRfq (someone else's, active)",
    run: (c) => c.patch(`/api/rfqs/${ids.otherRfq}`, { isActive: false }),
    expect: [401, 403, 403, 403, 403, 403],
  },
  {
    name: 'updateRfq (inactive, not own for the seller)',
    run: (c) => c.patch(`/api/rfqs/${ids.ownInactiveRfq}`, { specifications: 'x' }),
    expect: [401, 403, 403, 403, 403, 200],
  },

  // read models
  {
    name: 'getAnalyticsMetrics',
    run: (c) => c.get('/api/analytics/metrics'),
    expect: [401, 200, 200, 200, 200, 200],
  },
  ...['metrics', 'offers', 'deals', 'ai-insights'].map((p): Row => ({
    name: `seller ${p}`,
    run: (c) => c.get(`/api/seller/${p}`),
    expect: [401, 403, 403, 403, 200, 403],
  })),
  ...['metrics', 'rfqs', 'deals', 'matched-offers', 'ai-insights'].map((p): Row => ({
    name: `buyer ${p}`,
    run: (c) => c.get(`/api/buyer/${p}`),
    expect: [401, 403, 403, 403, 403, 200],
  })),
  {
    name: 'getBrokerAiInsights',
    run: (c) => c.get('/api/broker/ai-insights'),
    expect: [401, 403, 403, 200, 403, 403],
  },
  ...['metrics', 'users', 'companies', 'deals'].map((p): Row => ({
    name: `super-admin ${p}`,
    run: (c) => c.get(`/api/super-admin/${p}`),
    expect: [401, 200, 200, 403, 403, 403],
  })),
];

const cells = rows.flatMap((row) =>
  roles.map((role, i) => ({ row: row.name, role, status: row.expect[i]!, run: row.run })),
);

describe('role × operation × own/other', () => {
  test.each(cells)('$row as $role → $status', async ({ role, status, run }) => {
    const client = role === 'anonymous' ? anonymousClient() : clients[role];
    const res = await run(client, role);
    expect(res.status, res.text).toBe(status);
    if (status === 401) expect(res.body).toEqual({ message: 'Unauthorized' });
    if (status >= 400) expect(Object.keys(res.body as object)).toContain('message');
  });

  test('the matrix covers every operation that needs a session', () => {
    const covered = new Set(rows.map((r) => r.name.split(' ')[0]));
    const aliases: Record<string, string[]> = {
      seller: ['getSellerMetrics', 'listSellerOffers', 'listSellerDeals', 'getSellerAiInsights'],
      buyer: [
        'getBuyerMetrics',
        'listBuyerRfqs',
        'listBuyerDeals',
        'listBuyerMatchedOffers',
        'getBuyerAiInsights',
      ],
      'super-admin': [
        'getSuperAdminMetrics',
        'listSuperAdminUsers',
        'listSuperAdminCompanies',
        'listSuperAdminDeals',
      ],
    };
    for (const [prefix, names] of Object.entries(aliases))
      if (covered.has(prefix)) names.forEach((n) => covered.add(n));
    const publicOps = [
      'getHealth',
      'getPublicConfig',
      'login',
      'register',
      'startLogin',
      'oidcCallback',
      'logout',
      'uploadFile',
      'logoutApi',
      // Authenticated by its HMAC signature, not a session (payments.test.ts).
      'receivePaymentWebhook',
    ];
    const missing = allOperations()
      .map((o) => o.operationId)
      .filter((id) => !covered.has(id) && !publicOps.includes(id));
    expect(missing).toEqual([]);
  });
});
