import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isAdminRole } from '@petrobridge/domain';
import { companies } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { toCompany } from '../http/serialize';
import { currentDocumentIds, visibleCompany } from '../lib/companies';
import { AWAITING_REVIEW, companyScope } from '../lib/access';
import { notify } from '../lib/notify';
import { recordAudit } from '../lib/audit';

export function companyHandlers(services: Services) {
  const { db } = services.database;

  async function withDocuments(rows: Array<typeof companies.$inferSelect>) {
    const docs = await currentDocumentIds(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toCompany(r, docs.get(r.id) ?? []));
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

    async createCompany(request, reply) {
      const user = userOf(request);
      const body = request.body;
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
