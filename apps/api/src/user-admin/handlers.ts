/**
 * Account administration: the user list and broker verification. Who may call them (admins and super
 * admins) is the contract's x-roles, checked before the handler.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { companies, users } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { toUser } from '../http/serialize';
import { forgetUserSessions } from '../auth/sessions';
import { notify } from '../lib/notify';
import { recordAudit } from '../lib/audit';
import { brokerDecisionNotice } from './rules';

export function userAdminHandlers(services: Services) {
  const { db } = services.database;

  return {
    async listAdminUsers(request) {
      const q = request.query;
      const rows = await db
        .select()
        .from(users)
        .where(
          and(
            q.role ? eq(users.role, q.role) : undefined,
            q.status ? eq(users.approvalStatus, q.status) : undefined,
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id));
      const owned = rows.length
        ? await db
            .select({ id: companies.id, name: companies.name, ownerId: companies.ownerId })
            .from(companies)
            .where(
              inArray(
                companies.ownerId,
                rows.map((u) => u.id),
              ),
            )
            .orderBy(asc(companies.name))
        : [];
      const byOwner = new Map<string, Array<{ id: string; name: string }>>();
      for (const c of owned)
        byOwner.set(c.ownerId, [...(byOwner.get(c.ownerId) ?? []), { id: c.id, name: c.name }]);
      return rows.map((u) => ({
        ...toUser(u),
        companies: byOwner.get(u.id) ?? [],
        lastSignInAt: u.lastSignInAt ? u.lastSignInAt.toISOString() : null,
      }));
    },

    async reviewBrokerApproval(request) {
      const admin = userOf(request);
      const { id } = request.params;
      const body = request.body;
      const now = services.now();
      const approved = await db.transaction(async (tx) => {
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
        await notify(
          tx,
          [id],
          brokerDecisionNotice(body.decision, updated!.approvalNotes),
          admin.id,
        );
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
        return toUser(updated!);
      });
      // The broker's own requests must see the decision at once, not after the session cache's 5 s.
      forgetUserSessions(services, id);
      return approved;
    },
  } satisfies Partial<Handlers>;
}
