/**
 * Oversight's SQL: an account's or a company's deactivation and reactivation (with its listings, its
 * sessions, the owner's notice and the audit entry, one transaction each) and the audit log's page.
 */
import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { adminAuditLog, companies, offers, rfqs, sessions, users } from '../db/schema';
import type { Db } from '../db/client';
import type { Queryable, Tx } from '../db/tx';
import type { CompanyRow, UserRow } from '../db/rows';
import type { QueryParams, RequestBody } from '../http/handlers';
import { conflict, notFound } from '../http/errors';
import { recordAudit } from '../lib/audit';
import { notify } from '../lib/notify';
import {
  assertMayChange,
  CANNOT_DEACTIVATE_SELF,
  CANNOT_REACTIVATE_SELF,
  companyWithdrawalReason,
  ownerWithdrawalReason,
} from './rules';

/**
 * Listings leave the marketplace with their company (`by: 'company'`, the company's id) or with their
 * owner's account (`by: 'owner'`, the user's id: their offers as seller, their RFQs as buyer), marked
 * with that cause; `reason` given takes them down, null brings back those, and only those, marked with
 * it. A listing withdrawn for both causes comes back when neither holds; meanwhile its reason is the
 * cause still holding. Returns how many listings changed.
 */
async function withdrawListings(
  tx: Tx,
  by: 'company' | 'owner',
  id: string,
  admin: UserRow,
  reason: string | null,
  now: Date,
): Promise<number> {
  let changed = 0;
  for (const table of [offers, rfqs]) {
    const flag = by === 'company' ? table.withdrawnWithCompany : table.withdrawnWithOwner;
    const other = by === 'company' ? table.withdrawnWithOwner : table.withdrawnWithCompany;
    const scope =
      by === 'company'
        ? eq(table.companyId, id)
        : eq(table === offers ? offers.sellerId : rfqs.buyerId, id);
    const ownerId = table === offers ? offers.sellerId : rfqs.buyerId;
    // The reason of the cause that still holds when this one lifts.
    const otherReason =
      by === 'company'
        ? sql`(select 'Account deactivated: ' || coalesce(u.deactivation_reason, 'no reason given') from users u where u.id = ${ownerId})`
        : sql`(select 'Company deactivated: ' || coalesce(c.deactivation_reason, 'no reason given') from companies c where c.id = ${table.companyId})`;
    const words = by === 'company' ? companyWithdrawalReason : ownerWithdrawalReason;
    const mark = (v: boolean) =>
      by === 'company' ? { withdrawnWithCompany: v } : { withdrawnWithOwner: v };
    const rows = await tx
      .update(table)
      .set(
        reason !== null
          ? {
              isActive: false,
              // A listing already down for the other cause keeps its reason.
              deactivationReason: sql`case when ${table.isActive} then ${words(reason)} else ${table.deactivationReason} end`,
              deactivatedBy: sql`case when ${table.isActive} then ${admin.id}::uuid else ${table.deactivatedBy} end`,
              ...mark(true),
              updatedAt: now,
            }
          : {
              isActive: sql`not ${other}`,
              deactivationReason: sql`case when ${other} then ${otherReason} else null end`,
              deactivatedBy: sql`case when ${other} then ${table.deactivatedBy} else null end`,
              ...mark(false),
              updatedAt: now,
            },
      )
      .where(
        reason !== null
          ? and(scope, or(eq(table.isActive, true), eq(other, true)))
          : and(scope, eq(flag, true)),
      )
      .returning({ id: table.id });
    changed += rows.length;
  }
  return changed;
}

/** An admin deactivates an account: its listings withdrawn, its sessions ended, audited. */
export function deactivateAccount(
  db: Db,
  admin: UserRow,
  id: string,
  reason: string,
  now: Date,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!user) throw notFound('User not found');
    assertMayChange(admin, user, CANNOT_DEACTIVATE_SELF);
    if (user.deactivatedAt) throw conflict('This account is already deactivated');
    const [updated] = await tx
      .update(users)
      .set({
        deactivatedAt: now,
        deactivatedBy: admin.id,
        deactivationReason: reason,
        updatedAt: now,
      })
      .where(eq(users.id, id))
      .returning();
    // Their active offers and RFQs leave the marketplace with the account (issue 28).
    const listingsWithdrawn = await withdrawListings(tx, 'owner', id, admin, reason, now);
    // Every session ends with the deactivation: the next request is 401.
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, id))
      .returning({ id: sessions.id });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user_deactivated',
      targetType: 'user',
      targetId: id,
      details: {
        reason,
        email: user.email,
        role: user.role,
        before: { active: true },
        after: { active: false },
        sessionsEnded: ended.length,
        listingsWithdrawn,
      },
      at: now,
    });
    return updated!;
  });
}

/** An admin reactivates an account: the listings withdrawn with it come back, audited. */
export function reactivateAccount(
  db: Db,
  admin: UserRow,
  id: string,
  reason: RequestBody<'reactivateUser'>['reason'],
  now: Date,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!user) throw notFound('User not found');
    assertMayChange(admin, user, CANNOT_REACTIVATE_SELF);
    if (!user.deactivatedAt) throw conflict('This account is active');
    const [updated] = await tx
      .update(users)
      .set({
        deactivatedAt: null,
        deactivatedBy: null,
        deactivationReason: null,
        updatedAt: now,
      })
      .where(eq(users.id, id))
      .returning();
    // Those listings, and only those, come back (unless their company is still deactivated).
    const listingsRestored = await withdrawListings(tx, 'owner', id, admin, null, now);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user_reactivated',
      targetType: 'user',
      targetId: id,
      details: {
        ...(reason ? { reason } : {}),
        email: user.email,
        role: user.role,
        before: { active: false, reason: user.deactivationReason },
        after: { active: true },
        listingsRestored,
      },
      at: now,
    });
    return updated!;
  });
}

/** An admin deactivates a company: its listings withdrawn, its owner told, audited. */
export function deactivateCompanyRow(
  db: Db,
  admin: UserRow,
  id: string,
  reason: string,
  now: Date,
): Promise<CompanyRow> {
  return db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    if (!company) throw notFound('Company not found');
    if (!company.isActive) throw conflict('This company is already deactivated');
    const [updated] = await tx
      .update(companies)
      .set({ isActive: false, deactivationReason: reason, deactivatedAt: now, updatedAt: now })
      .where(eq(companies.id, id))
      .returning();
    const listingsWithdrawn = await withdrawListings(tx, 'company', id, admin, reason, now);
    await notify(
      tx,
      [company.ownerId],
      {
        title: 'Company deactivated',
        message:
          `${company.name} was deactivated by an administrator and cannot trade: ${reason}` +
          (listingsWithdrawn
            ? `${/[.!?]$/.test(reason) ? '' : '.'} Its listings are off the marketplace until it is reactivated.`
            : ''),
        type: 'warning',
        relatedEntityType: 'company',
        relatedEntityId: id,
      },
      admin.id,
    );
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'company_deactivated',
      targetType: 'company',
      targetId: id,
      details: {
        reason,
        name: company.name,
        listingsWithdrawn,
        before: { active: true },
        after: { active: false },
      },
      at: now,
    });
    return updated!;
  });
}

/** An admin reactivates a company: the listings withdrawn with it come back, its owner told, audited. */
export function reactivateCompanyRow(
  db: Db,
  admin: UserRow,
  id: string,
  reason: RequestBody<'reactivateUser'>['reason'],
  now: Date,
): Promise<CompanyRow> {
  return db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    if (!company) throw notFound('Company not found');
    if (company.isActive) throw conflict('This company is active');
    const [updated] = await tx
      .update(companies)
      .set({ isActive: true, deactivationReason: null, deactivatedAt: null, updatedAt: now })
      .where(eq(companies.id, id))
      .returning();
    const listingsRestored = await withdrawListings(tx, 'company', id, admin, null, now);
    await notify(
      tx,
      [company.ownerId],
      {
        title: 'Company reactivated',
        message:
          `${company.name} was reactivated: you can trade again.` +
          (listingsRestored ? ' Its listings are back on the marketplace.' : ''),
        type: 'success',
        relatedEntityType: 'company',
        relatedEntityId: id,
      },
      admin.id,
    );
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'company_reactivated',
      targetType: 'company',
      targetId: id,
      details: {
        ...(reason ? { reason } : {}),
        name: company.name,
        listingsRestored,
        before: { active: false, reason: company.deactivationReason },
        after: { active: true },
      },
      at: now,
    });
    return updated!;
  });
}

/** One page of the audit log (newest first) with each entry's actor, and how many entries match. */
export async function auditLogPage(db: Queryable, q: QueryParams<'listAuditLog'>) {
  const actor = alias(users, 'actor');
  const where = and(
    q.targetType ? eq(adminAuditLog.targetType, q.targetType) : undefined,
    q.targetId ? eq(adminAuditLog.targetId, q.targetId) : undefined,
    q.actor ? eq(adminAuditLog.actorId, q.actor) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: adminAuditLog,
        actor: {
          id: actor.id,
          email: actor.email,
          firstName: actor.firstName,
          lastName: actor.lastName,
          role: actor.role,
        },
      })
      .from(adminAuditLog)
      .leftJoin(actor, eq(actor.id, adminAuditLog.actorId))
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(q.limit ?? 100)
      .offset(q.offset ?? 0),
    db.select({ n: count() }).from(adminAuditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
