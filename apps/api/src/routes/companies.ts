import { asc, eq, inArray, sql } from 'drizzle-orm';
import { isStaffRole } from '@petrobridge/domain';
import { companies } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { notFound } from '../http/errors';
import { toCompany } from '../http/serialize';
import { currentDocumentIds } from '../lib/companies';
import { notify } from '../lib/notify';

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
        .where(isStaffRole(user.role) ? undefined : eq(companies.ownerId, user.id))
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
        .where(inArray(companies.kycStatus, ['pending', 'under_review']))
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
      const company = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(companies)
          .set({
            kycStatus: body.status,
            kycNotes: body.notes ?? null,
            kycReviewedBy: user.id,
            kycReviewedAt: now,
            updatedAt: now,
          })
          .where(eq(companies.id, id))
          .returning();
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
        return updated;
      });
      return (await withDocuments([company]))[0]!;
    },
  } satisfies Partial<Handlers>;
}
