/** Company lookups shared by companies, KYC, marketplace and deals. */
import { and, asc, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import {
  kycApprovalGaps,
  kycCompletionPercentage,
  kycIncompleteMessage,
  oversightMessages,
  type KycGap,
} from '@petrobridge/domain';
import { companies, kycDocuments, users } from '../db/schema';
import type { Queryable } from '../db/tx';
import type { Database } from '../db/client';
import { selectList, type Statement } from '../db/raw';
import type { CompanyRow, UserRow } from '../db/rows';
import { conflict, forbidden } from '../http/errors';
import { companyScope } from './access';

export const KYC_REQUIRED_TO_TRADE = 'Your company must be KYC-approved to trade';
/** A company an admin deactivated cannot trade (issue 16). */
export const COMPANY_DEACTIVATED = oversightMessages.companyDeactivated;

/**
 * 403 unless the company may trade: KYC-approved and not deactivated by an admin. `side` names the
 * other party's company in the message when the caller is not its owner (a broker's deal, a proposal on
 * someone else's listing).
 */
export function assertMayTrade(
  company: Pick<CompanyRow, 'kycStatus' | 'isActive'>,
  side?: 'Seller' | 'Buyer',
) {
  if (!company.isActive)
    throw forbidden(side ? `${side} company has been deactivated` : COMPANY_DEACTIVATED);
  if (company.kycStatus !== 'approved')
    throw forbidden(side ? `${side} company KYC is not approved` : KYC_REQUIRED_TO_TRADE);
}

/** A deactivated account may not register a company nor trade (issue 28). */
export const ACCOUNT_DEACTIVATED_TRADE =
  'Your account has been deactivated: it cannot register a company or trade. Contact support.';

/** The owner of a company an admin deactivated may not sidestep it with another company (issue 28). */
export const ownerOfDeactivatedCompany = (name: string) =>
  `Your company ${name} has been deactivated by an administrator: you cannot register or trade through another company until it is reactivated. Contact support.`;

/**
 * Why a user may not trade or register a company, or null: their account is deactivated, or they own a
 * company an admin deactivated (a new company must not sidestep that). `own` are the user's companies.
 */
export function ownerBlock(
  user: Pick<UserRow, 'deactivatedAt'>,
  own: ReadonlyArray<Pick<CompanyRow, 'isActive' | 'name'>>,
): string | null {
  if (user.deactivatedAt) return ACCOUNT_DEACTIVATED_TRADE;
  const deactivated = own.find((c) => !c.isActive);
  return deactivated ? ownerOfDeactivatedCompany(deactivated.name) : null;
}

/** 403 when the user may not register a company (see {@link ownerBlock}). */
export async function assertMayRegisterCompany(db: Queryable, user: UserRow) {
  const [account] = await db
    .select({ deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, user.id));
  const own = await companiesOf(db, user.id);
  const block = ownerBlock(account ?? user, own);
  if (block) throw forbidden(block);
}

/**
 * For the deal gate: 403 when a party of a deal may not trade — their account is deactivated, or they
 * own a company an admin deactivated. `parties` maps the side's label ('Seller', 'Buyer', 'Broker') to
 * the user's id (absent or null ones are skipped); the message names the side, never the user.
 */
export async function assertUsersMayTrade(
  db: Queryable,
  parties: Readonly<Record<string, string | null | undefined>>,
): Promise<void> {
  const entries = Object.entries(parties).filter((e): e is [string, string] => Boolean(e[1]));
  if (!entries.length) return;
  const ids = [...new Set(entries.map(([, id]) => id))];
  // One after the other: `db` may be the caller's transaction, which runs one statement at a time.
  const deactivatedUsers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNotNull(users.deactivatedAt)));
  const deactivatedCompanies = await db
    .select({ ownerId: companies.ownerId })
    .from(companies)
    .where(and(inArray(companies.ownerId, ids), eq(companies.isActive, false)));
  const accounts = new Set(deactivatedUsers.map((r) => r.id));
  const owners = new Set(deactivatedCompanies.map((r) => r.ownerId));
  for (const [side, id] of entries) {
    if (accounts.has(id)) throw forbidden(`${side} account has been deactivated`);
    if (owners.has(id)) throw forbidden(`${side} company has been deactivated`);
  }
}

/**
 * The company if the user may see it (`companyScope`): its owner; an approved broker while it awaits KYC
 * review or is a party to a deal they broker; admins and super admins.
 */
export async function visibleCompany(
  db: Queryable,
  user: UserRow,
  id: string,
): Promise<CompanyRow | undefined> {
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), companyScope(user)))
    .limit(1);
  return company;
}

/** The user's companies, oldest first. */
export function companiesOf(db: Queryable, userId: string) {
  return db
    .select()
    .from(companies)
    .where(eq(companies.ownerId, userId))
    .orderBy(asc(companies.createdAt), asc(companies.id));
}

/** A trader's companies, oldest first, as one fixed statement on the raw driver (db/raw.ts). */
const ownCompaniesStatement: Statement = {
  name: 'own_companies',
  text: `select ${selectList(companies)} from companies where owner_id = $1 order by created_at, id`,
};

/**
 * The company a trader trades through: the given one (which must be theirs — else 'not-owned') or their
 * first KYC-approved active company. 403 with a message when it is not approved or was deactivated, when
 * the user's account is deactivated, or when they own a deactivated company (`ownerBlock`). Read outside any transaction:
 * it runs on every create, so it takes the raw driver's fixed statement.
 */
export async function tradingCompany(
  database: Database,
  user: UserRow,
  companyId?: string,
): Promise<CompanyRow | 'not-owned'> {
  const own = await database.run<CompanyRow>(ownCompaniesStatement, [user.id]);
  if (user.deactivatedAt) throw forbidden(ACCOUNT_DEACTIVATED_TRADE);
  // Owning a deactivated company bars trading through any other (issue 28): no fresh start.
  const deactivated = own.find((c) => !c.isActive);
  if (companyId) {
    const company = own.find((c) => c.id === companyId);
    if (!company) return 'not-owned';
    assertMayTrade(company);
    if (deactivated) throw forbidden(ownerOfDeactivatedCompany(deactivated.name));
    return company;
  }
  const approved = own.filter((c) => c.kycStatus === 'approved');
  const active = approved.find((c) => c.isActive);
  if (deactivated)
    throw forbidden(active ? ownerOfDeactivatedCompany(deactivated.name) : COMPANY_DEACTIVATED);
  if (active) return active;
  throw forbidden(KYC_REQUIRED_TO_TRADE);
}

/** Ids of the current (not replaced) documents of each company, newest first. */
export async function currentDocumentIds(
  db: Queryable,
  companyIds: string[],
): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(companyIds.map((id) => [id, []]));
  if (!companyIds.length) return map;
  const rows = await db
    .select({ id: kycDocuments.id, companyId: kycDocuments.companyId })
    .from(kycDocuments)
    .where(and(inArray(kycDocuments.companyId, companyIds), isNull(kycDocuments.replacedAt)))
    .orderBy(kycDocuments.uploadedAt);
  for (const r of rows.reverse()) map.get(r.companyId)?.push(r.id);
  return map;
}

/** The day (YYYY-MM-DD, UTC) of `now`: a document whose `expiresAt` is before it has expired. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Current, approved and not expired: the documents that count for completion. */
const countsForCompletion = (now: Date) =>
  and(
    isNull(kycDocuments.replacedAt),
    eq(kycDocuments.status, 'approved'),
    or(isNull(kycDocuments.expiresAt), gte(kycDocuments.expiresAt, utcDay(now))),
  );

/**
 * Each company's completion as of `now`, computed on read: a document that expired since the last
 * write no longer counts, without any background job.
 */
export async function completionAsOf(
  db: Queryable,
  companyIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  const types = new Map<string, string[]>(companyIds.map((id) => [id, []]));
  if (!companyIds.length) return new Map();
  const rows = await db
    .select({ companyId: kycDocuments.companyId, type: kycDocuments.documentType })
    .from(kycDocuments)
    .where(and(inArray(kycDocuments.companyId, companyIds), countsForCompletion(now)));
  for (const r of rows) types.get(r.companyId)?.push(r.type);
  return new Map([...types].map(([id, t]) => [id, kycCompletionPercentage(t)]));
}

/** Recomputes kycCompletionPercentage from the approved, current, unexpired required documents. */
export async function recomputeCompletion(db: Queryable, companyId: string, now: Date) {
  const approved = await db
    .select({ type: kycDocuments.documentType })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.companyId, companyId), countsForCompletion(now)));
  const percentage = kycCompletionPercentage(approved.map((r) => r.type));
  await db
    .update(companies)
    .set({ kycCompletionPercentage: percentage, updatedAt: now })
    .where(eq(companies.id, companyId));
  return percentage;
}

/** The current (not replaced) version of each of the company's documents, as approval reads them. */
export async function kycGapsOf(db: Queryable, companyId: string, now: Date): Promise<KycGap[]> {
  const rows = await db
    .select({
      documentType: kycDocuments.documentType,
      status: kycDocuments.status,
      expiresAt: kycDocuments.expiresAt,
    })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.companyId, companyId), isNull(kycDocuments.replacedAt)))
    .for('update');
  return kycApprovalGaps(rows, utcDay(now));
}

/**
 * 409 `KYC_INCOMPLETE` unless every required document of the company has a current, approved,
 * unexpired version (issue 27). Every path that approves a company calls it, in its transaction: the
 * documents' rows are locked, so a review running beside it cannot slip a rejection in between.
 */
export async function assertKycComplete(db: Queryable, companyId: string, now: Date) {
  const missing = await kycGapsOf(db, companyId, now);
  if (missing.length)
    throw conflict(kycIncompleteMessage(missing), { code: 'KYC_INCOMPLETE', missing });
}
