/**
 * The companies' SQL: the companies in the caller's scope, a company's KYC decisions from the audit log,
 * a company's registration, the KYC review queue and a company's KYC decision (with the owner's notice
 * and the audit entry, one transaction).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { adminAuditLog, companies, users } from '../db/schema';
import type { Db } from '../db/client';
import type { Queryable } from '../db/tx';
import type { CompanyRow, UserRow } from '../db/rows';
import type { RequestBody } from '../http/handlers';
import { conflict, notFound } from '../http/errors';
import { assertKycComplete } from '../lib/companies';
import { AWAITING_REVIEW, companyScope } from '../lib/access';
import { notify } from '../lib/notify';
import { recordAudit } from '../lib/audit';
import { COMPANY_NOT_FOUND, KYC_DECISIONS, kycDecisionNotice, NOT_AWAITING_REVIEW } from './rules';

/** The companies the user may see, by name. */
export const companiesInScope = (db: Queryable, user: UserRow): Promise<CompanyRow[]> =>
  db
    .select()
    .from(companies)
    .where(companyScope(user))
    .orderBy(asc(companies.name), asc(companies.id));

/** The company's KYC decisions in the audit log (at most 500), newest first, with who decided. */
export const kycDecisions = (db: Queryable, companyId: string) => {
  const actor = alias(users, 'actor');
  return db
    .select({
      entry: adminAuditLog,
      actor: {
        id: actor.id,
        firstName: actor.firstName,
        lastName: actor.lastName,
        role: actor.role,
      },
    })
    .from(adminAuditLog)
    .leftJoin(actor, eq(actor.id, adminAuditLog.actorId))
    .where(
      and(
        eq(adminAuditLog.targetType, 'company'),
        eq(adminAuditLog.targetId, companyId),
        inArray(adminAuditLog.action, Object.keys(KYC_DECISIONS)),
      ),
    )
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(500);
};

export type KycDecisionRow = Awaited<ReturnType<typeof kycDecisions>>[number];

/** Registers the user's company; returns its row. */
export async function insertCompany(
  db: Queryable,
  user: UserRow,
  body: RequestBody<'createCompany'>,
): Promise<CompanyRow> {
  const [created] = await db
    .insert(companies)
    .values({
      name: body.name,
      registrationNumber: body.registrationNumber ?? null,
      address: body.address ?? null,
      country: body.country ?? null,
      industry: body.industry,
      website: body.website ?? null,
      ownerId: user.id,
    })
    .returning();
  return created!;
}

/** The companies awaiting KYC review, the longest waiting first. */
export const kycReviewQueue = (db: Queryable): Promise<CompanyRow[]> =>
  db
    .select()
    .from(companies)
    .where(inArray(companies.kycStatus, [...AWAITING_REVIEW]))
    .orderBy(
      sql`${companies.kycSubmittedAt} asc nulls last`,
      asc(companies.createdAt),
      asc(companies.id),
    );

/**
 * A KYC decision on a company, in one transaction with the owner's notice and the audit entry; a broker
 * (`brokerOnly`) decides only on a company awaiting review. Returns the updated company.
 */
export async function decideCompanyKyc(
  db: Db,
  user: UserRow,
  id: string,
  body: RequestBody<'reviewCompanyKyc'>,
  brokerOnly: boolean,
  now: Date,
): Promise<CompanyRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ kycStatus: companies.kycStatus, kycNotes: companies.kycNotes })
      .from(companies)
      .where(eq(companies.id, id))
      .for('update');
    if (!before) throw notFound(COMPANY_NOT_FOUND);
    if (brokerOnly && !(AWAITING_REVIEW as readonly string[]).includes(before.kycStatus))
      throw conflict(NOT_AWAITING_REVIEW);
    // Approval on evidence (issue 27): every required document approved, none expired or rejected.
    if (body.status === 'approved') await assertKycComplete(tx, id, now);
    const [updated] = await tx
      .update(companies)
      .set({
        kycStatus: body.status,
        kycNotes: body.notes ?? null,
        kycReviewedBy: user.id,
        kycReviewedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(companies.id, id),
          brokerOnly ? inArray(companies.kycStatus, [...AWAITING_REVIEW]) : undefined,
        ),
      )
      .returning();
    if (!updated && brokerOnly) throw conflict(NOT_AWAITING_REVIEW);
    if (!updated) throw notFound(COMPANY_NOT_FOUND);
    await notify(tx, [updated.ownerId], kycDecisionNotice(updated, body), user.id);
    // The company's decision history (the panel reads it from the audit log).
    await recordAudit(tx, {
      actorId: user.id,
      action: 'company_kyc_reviewed',
      targetType: 'company',
      targetId: id,
      details: {
        name: updated.name,
        notes: updated.kycNotes,
        before: { kycStatus: before?.kycStatus ?? null, kycNotes: before?.kycNotes ?? null },
        after: { kycStatus: updated.kycStatus },
      },
      at: now,
    });
    return updated;
  });
}
