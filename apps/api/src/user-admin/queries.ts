/**
 * User administration's SQL: the accounts (filtered by role and approval status) with the companies
 * they own, and the decision on a broker's account (with the broker's notice and the audit entry, one
 * transaction).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { companies, users } from '../db/schema';
import type { Db } from '../db/client';
import type { Queryable } from '../db/tx';
import type { UserRow } from '../db/rows';
import type { QueryParams, RequestBody } from '../http/handlers';
import { conflict, notFound } from '../http/errors';
import { notify } from '../lib/notify';
import { recordAudit } from '../lib/audit';
import { brokerDecisionNotice } from './rules';

/** The accounts of the query's role and approval status, newest first. */
export const usersWhere = (db: Queryable, q: QueryParams<'listAdminUsers'>): Promise<UserRow[]> =>
  db
    .select()
    .from(users)
    .where(
      and(
        q.role ? eq(users.role, q.role) : undefined,
        q.status ? eq(users.approvalStatus, q.status) : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id));

/** The companies these accounts own, by name. */
export const companiesOwnedBy = (
  db: Queryable,
  ownerIds: string[],
): Promise<Array<{ id: string; name: string; ownerId: string }>> =>
  ownerIds.length
    ? db
        .select({ id: companies.id, name: companies.name, ownerId: companies.ownerId })
        .from(companies)
        .where(inArray(companies.ownerId, ownerIds))
        .orderBy(asc(companies.name))
    : Promise.resolve([]);

/**
 * An admin's decision on a broker's account, in one transaction with the broker's notice and the audit
 * entry. Returns the updated account.
 */
export async function decideBrokerApproval(
  db: Db,
  admin: UserRow,
  id: string,
  body: RequestBody<'reviewBrokerApproval'>,
  now: Date,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!user) throw notFound('User not found');
    if (user.role !== 'broker') throw conflict('Only broker accounts need approval');
    const [updated] = await tx
      .update(users)
      .set({
        approvalStatus: body.decision,
        approvalNotes: body.notes?.trim() || null,
        approvalReviewedBy: admin.id,
        approvalReviewedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, id))
      .returning();
    // Pending and rejected brokers may read their notifications (x-unverified-brokers), so the
    // decision and the admin's reasons reach them whichever way it went.
    await notify(tx, [id], brokerDecisionNotice(body.decision, updated!.approvalNotes), admin.id);
    await recordAudit(tx, {
      actorId: admin.id,
      action: body.decision === 'approved' ? 'broker_approved' : 'broker_rejected',
      targetType: 'user',
      targetId: id,
      details: {
        email: user.email,
        notes: updated!.approvalNotes,
        before: { approvalStatus: user.approvalStatus },
        after: { approvalStatus: body.decision },
      },
      at: now,
    });
    return updated!;
  });
}
