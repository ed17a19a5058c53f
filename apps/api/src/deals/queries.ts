/**
 * The deals' reads and the checks that read before a change: the lists' filters, the summary, the
 * export's pages, a deal with its timeline and contract, the parties of a new deal, and the deal gate.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { productTypesMatching, type DealStatus } from '@petrobridge/domain';
import {
  companies,
  dealContracts,
  dealEvents,
  dealProposals,
  dealSignatures,
  deals,
  offers,
  rfqs,
  users,
} from '../db/schema';
import type { Queryable } from '../db/tx';
import type { DealRow, UserRow } from '../db/rows';
import { isVerifiedStaff } from '../lib/access';
import { assertUsersMayTrade, COMPANY_DEACTIVATED } from '../lib/companies';
import { canSeeDeal, dealScope } from '../lib/deal-view';
import { forbidden, notFound } from '../http/errors';
import type { S } from '../http/serialize';
import { volumeExceeded, type SummaryRow } from './rules';

/**
 * `listDeals?companyId=`: the deals in which the company is a party. Sellers and buyers filter on their
 * own companies only — filtering on a counterparty's id would tell who the anonymous side of their deal
 * is before the lock — so another company's id matches nothing for them.
 */
function companyFilter(user: UserRow, companyId: string): SQL {
  return and(
    or(eq(deals.sellerCompanyId, companyId), eq(deals.buyerCompanyId, companyId)),
    isVerifiedStaff(user)
      ? undefined
      : sql`exists (select 1 from ${companies} where ${companies.id} = ${companyId} and ${companies.ownerId} = ${user.id})`,
  )!;
}

/**
 * The `q` of the deal lists: a deal number containing the text, or a product whose enum value (with
 * spaces), or display name contains it. LIKE wildcards in the text match themselves.
 */
function dealSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim().toLowerCase();
  if (!text) return undefined;
  const products = productTypesMatching(text);
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(deals.dealNumber, pattern),
    products.length ? inArray(deals.productType, products) : undefined,
  );
}

/** The filters of the deal lists, the summary and the export; all of them within the user's deals. */
export interface DealFilter {
  status?: DealStatus;
  q?: string;
  offerId?: string;
  rfqId?: string;
  companyId?: string;
}

export function dealsWhere(user: UserRow, f: DealFilter): SQL | undefined {
  return and(
    dealScope(user),
    f.status ? eq(deals.status, f.status) : undefined,
    dealSearch(f.q),
    f.offerId ? eq(deals.offerId, f.offerId) : undefined,
    f.rfqId ? eq(deals.rfqId, f.rfqId) : undefined,
    f.companyId ? companyFilter(user, f.companyId) : undefined,
  );
}

/** One page of the deals matching `where`, newest first, and how many match in all. */
export async function dealPage(
  db: Queryable,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: DealRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(deals)
      .where(where)
      .orderBy(desc(deals.createdAt), desc(deals.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(deals).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Per status: the deals matching `where`, their USD value and commission, and how many are not USD. */
export async function summaryRows(db: Queryable, where: SQL | undefined): Promise<SummaryRow[]> {
  const usd = sql`${deals.currency} = 'USD'`;
  return db
    .select({
      status: deals.status,
      n: count(),
      value: sql<string>`coalesce(sum(${deals.totalValue}) filter (where ${usd}), 0)::numeric(18,2)::text`,
      commission: sql<string>`coalesce(sum(${deals.commissionAmount}) filter (where ${usd}), 0)::numeric(18,2)::text`,
      other: sql<number>`(count(*) filter (where not (${usd})))::int`,
    })
    .from(deals)
    .where(where)
    .groupBy(deals.status);
}

/** The next `limit` deals matching `where` after `after`, in the list's order (a keyset page). */
export function dealsAfter(
  db: Queryable,
  where: SQL | undefined,
  after: { createdAt: Date; id: string } | undefined,
  limit: number,
): Promise<DealRow[]> {
  return db
    .select()
    .from(deals)
    .where(
      and(
        where,
        after
          ? or(
              lt(deals.createdAt, after.createdAt),
              and(eq(deals.createdAt, after.createdAt), lt(deals.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(limit);
}

/** The companies a broker may make a deal between: approved, active, owned by a seller or a buyer. */
export async function dealParties(db: Queryable) {
  const rows = await db
    .select({
      companyId: companies.id,
      companyName: companies.name,
      country: companies.country,
      ownerId: companies.ownerId,
      role: users.role,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(
      and(
        eq(companies.kycStatus, 'approved'),
        eq(companies.isActive, true),
        inArray(users.role, ['seller', 'buyer']),
      ),
    )
    .orderBy(asc(companies.name), asc(companies.id));
  const side = (role: 'seller' | 'buyer') =>
    rows.filter((r) => r.role === role).map(({ role: _role, ...party }) => party);
  return { sellers: side('seller'), buyers: side('buyer') };
}

/** The deal `id` if `user` may see it; 404 otherwise (whether it exists or not). */
export async function visibleDeal(db: Queryable, user: UserRow, id: string): Promise<DealRow> {
  const [deal] = await db.select().from(deals).where(eq(deals.id, id)).limit(1);
  if (!deal || !canSeeDeal(user, deal)) throw notFound('Deal not found');
  return deal;
}

/** A deal's events (with their actor's role) and proposals, oldest first. */
export function dealTimeline(db: Queryable, dealId: string) {
  return Promise.all([
    db
      .select({ event: dealEvents, actorRole: users.role })
      .from(dealEvents)
      .leftJoin(users, eq(users.id, dealEvents.actorId))
      .where(eq(dealEvents.dealId, dealId))
      .orderBy(asc(dealEvents.createdAt), asc(dealEvents.seq)),
    db
      .select()
      .from(dealProposals)
      .where(eq(dealProposals.dealId, dealId))
      .orderBy(asc(dealProposals.createdAt), asc(dealProposals.seq)),
  ]);
}

/** The row of a deal's contract; undefined before the lock. */
export async function contractRow(db: Queryable, dealId: string) {
  const [contract] = await db.select().from(dealContracts).where(eq(dealContracts.dealId, dealId));
  return contract;
}

/** A deal's contract with its signatures as `viewer` sees them; null before the lock. */
export async function contractOf(
  db: Queryable,
  dealId: string,
  viewer: UserRow,
): Promise<S<'DealContract'> | null> {
  const contract = await contractRow(db, dealId);
  if (!contract) return null;
  const signatures = await db
    .select()
    .from(dealSignatures)
    .where(eq(dealSignatures.dealId, dealId))
    .orderBy(asc(dealSignatures.signedAt), asc(dealSignatures.side));
  return {
    dealId,
    sha256: contract.sha256,
    fileSize: contract.fileSize,
    generatedAt: contract.generatedAt.toISOString(),
    signatures: signatures.map((sig) => ({
      side: sig.side,
      fullName: sig.fullName,
      signedAt: sig.signedAt.toISOString(),
      documentHash: sig.documentHash,
      isMine: sig.userId === viewer.id,
    })),
  };
}

/** The users, companies and listings a broker's new deal names (each undefined when not found). */
export async function brokerDealParties(
  db: Queryable,
  ids: {
    sellerId: string;
    buyerId: string;
    sellerCompanyId: string;
    buyerCompanyId: string;
    offerId?: string;
    rfqId?: string;
  },
) {
  const [seller] = await db.select().from(users).where(eq(users.id, ids.sellerId));
  const [buyer] = await db.select().from(users).where(eq(users.id, ids.buyerId));
  const [sellerCompany] = await db
    .select()
    .from(companies)
    .where(eq(companies.id, ids.sellerCompanyId));
  const [buyerCompany] = await db
    .select()
    .from(companies)
    .where(eq(companies.id, ids.buyerCompanyId));
  const [offer] =
    ids.offerId === undefined
      ? []
      : await db.select().from(offers).where(eq(offers.id, ids.offerId));
  const [rfq] =
    ids.rfqId === undefined ? [] : await db.select().from(rfqs).where(eq(rfqs.id, ids.rfqId));
  return { seller, buyer, sellerCompany, buyerCompany, offer, rfq };
}

export async function findOffer(db: Queryable, id: string) {
  const [offer] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
  return offer;
}

export async function findRfq(db: Queryable, id: string) {
  const [rfq] = await db.select().from(rfqs).where(eq(rfqs.id, id)).limit(1);
  return rfq;
}

/** 403 when the other side's company (of the listing proposed on) was deactivated by an admin. */
export async function assertCompanyMayTrade(
  db: Queryable,
  companyId: string,
  side: 'Seller' | 'Buyer',
) {
  const [company] = await db
    .select({ isActive: companies.isActive })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (company && !company.isActive) throw forbidden(`${side} company has been deactivated`);
}

/**
 * The deal gate (docs/security.md#the-deal-gate): every operation that changes a deal — a proposal,
 * an acceptance, the lock, a status move, a signature, the LC or the shipment — passes here first. 403
 * when a company of the deal was deactivated by an admin, or the seller's or buyer's account was (or
 * they own a deactivated company). The caller's own company is named as theirs. Only a cancellation
 * passes a deactivated party: ending a deal binds no one.
 */
export async function dealGate(q: Queryable, deal: DealRow, user: UserRow) {
  const rows = await q
    .select({ id: companies.id, isActive: companies.isActive })
    .from(companies)
    .where(inArray(companies.id, [deal.sellerCompanyId, deal.buyerCompanyId]));
  for (const side of ['Seller', 'Buyer'] as const) {
    const companyId = side === 'Seller' ? deal.sellerCompanyId : deal.buyerCompanyId;
    if (rows.find((c) => c.id === companyId)?.isActive !== false) continue;
    const own = (side === 'Seller' ? deal.sellerId : deal.buyerId) === user.id;
    throw forbidden(own ? COMPANY_DEACTIVATED : `${side} company has been deactivated`);
  }
  await assertUsersMayTrade(q, { Seller: deal.sellerId, Buyer: deal.buyerId });
}

/** 409 VOLUME_EXCEEDED when `volume` exceeds what the deal's offer has left (no lock: a read). */
export async function assertWithinOffer(q: Queryable, offerId: string | null, volume: number) {
  if (!offerId) return;
  const [offer] = await q.select().from(offers).where(eq(offers.id, offerId));
  if (offer && volume > offer.volume - offer.committedVolume) throw volumeExceeded(offer, volume);
}

/**
 * The approved broker with the fewest open deals (oldest account on a tie); undefined when none exists.
 * Pending, rejected and deactivated brokers never receive deals.
 */
export async function pickBroker(db: Queryable): Promise<string | undefined> {
  const open = db
    .select({ brokerId: deals.brokerId, n: count().as('n') })
    .from(deals)
    .where(notInArray(deals.status, ['completed', 'cancelled']))
    .groupBy(deals.brokerId)
    .as('open');
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(open, eq(open.brokerId, users.id))
    .where(
      and(
        eq(users.role, 'broker'),
        eq(users.approvalStatus, 'approved'),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(sql`coalesce(${open.n}, 0)`, asc(users.createdAt), asc(users.id))
    .limit(1);
  return row?.id;
}
