import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAdminRole } from '@petrobridge/domain';
import { adminAuditLog, companies, users } from '../db/schema';
import type { Services } from '../services';
import type { CompanyRow } from '../db/rows';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { toCompany, type S } from '../http/serialize';
import {
  assertKycComplete,
  assertMayRegisterCompany,
  completionAsOf,
  currentDocumentIds,
  visibleCompany,
} from '../lib/companies';
import { AWAITING_REVIEW, companyScope } from '../lib/access';
import { notify } from '../lib/notify';
import { recordAudit } from '../lib/audit';

/** The audit actions that are KYC decisions on a company or its documents, and their kind. */
const KYC_DECISIONS = {
  company_kyc_reviewed: 'company_review',
  kyc_document_reviewed: 'document_review',
  kyc_reupload_requested: 'reupload_request',
} as const satisfies Record<string, S<'KycDecisionEntry'>['kind']>;

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const statusOf = (value: unknown, key: string) =>
  value && typeof value === 'object' ? text((value as Record<string, unknown>)[key]) : null;

export function companyHandlers(services: Services) {
  const { db } = services.database;

  async function withDocuments(rows: CompanyRow[]) {
    const ids = rows.map((r) => r.id);
    const [docs, completion] = await Promise.all([
      currentDocumentIds(db, ids),
      completionAsOf(db, ids, services.now()),
    ]);
    return rows.map((r) =>
      toCompany(
        { ...r, kycCompletionPercentage: completion.get(r.id) ?? r.kycCompletionPercentage },
        docs.get(r.id) ?? [],
      ),
    );
  }

  return {
    async listCompanies(request) {
      const user = userOf(request);
      const rows = await db
        .select()
        .from(companies)
        .where(companyScope(user))
        .orderBy(asc(companies.name), asc(companies.id));
      return withDocuments(rows);
    },

    async getCompany(request) {
      const company = await visibleCompany(db, userOf(request), request.params.id);
      if (!company) throw notFound('Company not found');
      return (await withDocuments([company]))[0]!;
    },

    async listCompanyKycHistory(request): Promise<S<'KycDecisionEntry'>[]> {
      // Owner, admins, and approved brokers within their scope (unverified brokers stop at the hook).
      const company = await visibleCompany(db, userOf(request), request.params.id);
      if (!company) throw notFound('Company not found');
      const actor = alias(users, 'actor');
      const rows = await db
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
            eq(adminAuditLog.targetId, company.id),
            inArray(adminAuditLog.action, Object.keys(KYC_DECISIONS)),
          ),
        )
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(500);
      return rows.map(({ entry, actor: a }) => {
        const details = entry.details as Record<string, unknown>;
        const kind = KYC_DECISIONS[entry.action as keyof typeof KYC_DECISIONS];
        const company = kind === 'company_review';
        const documentType = text(details.documentType) as S<'DocumentType'> | null;
        return {
          id: entry.id,
          kind,
          documentId: company ? null : text(details.documentId),
          documentType: company ? null : documentType,
          decidedBy: a
            ? {
                id: a.id,
                // The owner sees the reviewer's name and role, never their e-mail.
                name: [a.firstName, a.lastName].filter(Boolean).join(' ') || 'Unnamed reviewer',
                role: a.role,
              }
            : null,
          notes: text(details.notes),
          beforeStatus: statusOf(details.before, company ? 'kycStatus' : 'status'),
          afterStatus: statusOf(details.after, company ? 'kycStatus' : 'status'),
          decidedAt: entry.createdAt.toISOString(),
        };
      });
    },

    async createCompany(request, reply) {
      const user = userOf(request);
      const body = request.body;
      // A deactivated account, or the owner of a deactivated company, cannot start afresh (issue 28).
      await assertMayRegisterCompany(db, user);
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
      return reply.status(201).send(toCompany(created!, []));
    },

    async listKycReviewCompanies() {
      const rows = await db
        .select()
        .from(companies)
        .where(inArray(companies.kycStatus, [...AWAITING_REVIEW]))
        .orderBy(
          sql`${companies.kycSubmittedAt} asc nulls last`,
          asc(companies.createdAt),
          asc(companies.id),
        );
      return withDocuments(rows);
    },

    async reviewCompanyKyc(request) {
      const user = userOf(request);
      const { id } = request.params;
      const body = request.body;
      const now = services.now();
      // Brokers decide on the review queue only; admins may also revisit a decision.
      const brokerOnly = !isAdminRole(user.role);
      if (brokerOnly && !(await visibleCompany(db, user, id))) throw notFound('Company not found');
      const company = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ kycStatus: companies.kycStatus, kycNotes: companies.kycNotes })
          .from(companies)
          .where(eq(companies.id, id))
          .for('update');
        if (!before) throw notFound('Company not found');
        if (brokerOnly && !(AWAITING_REVIEW as readonly string[]).includes(before.kycStatus))
          throw conflict('This company is not awaiting KYC review');
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
        if (!updated && brokerOnly) throw conflict('This company is not awaiting KYC review');
        if (!updated) throw notFound('Company not found');
        const approved = body.status === 'approved';
        await notify(
          tx,
          [updated.ownerId],
          {
            title: approved ? 'KYC approved' : 'KYC rejected',
            message: approved
              ? `${updated.name} passed KYC review: you can now trade.`
              : `${updated.name} did not pass KYC review${body.notes ? `: ${body.notes}` : '.'}`,
            type: approved ? 'success' : 'warning',
            relatedEntityType: 'company',
            relatedEntityId: updated.id,
          },
          user.id,
        );
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
      return (await withDocuments([company]))[0]!;
    },
  } satisfies Partial<Handlers>;
}
