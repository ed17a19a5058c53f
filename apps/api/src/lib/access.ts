/**
 * Broker verification and brokers' least privilege (docs/security.md, "Broker approval" and "Least
 * privilege"). Pure checks on the session's user plus the SQL scope of the companies a broker may read.
 */
import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isAdminRole, type Role } from '@petrobridge/domain';
import { companies, deals } from '../db/schema';
import type { UserRow } from '../db/rows';
import { forbidden } from '../http/errors';

export const AWAITING_APPROVAL = 'Your broker account is awaiting approval';
export const NOT_APPROVED = 'Your broker account was not approved';

/** The approval state a newly created account starts in: only brokers wait for an admin. */
export const initialApprovalStatus = (role: Role) =>
  role === 'broker' ? ('pending' as const) : ('approved' as const);

/** A broker whose account an admin has not (or not yet) approved. */
export const isUnverifiedBroker = (user: Pick<UserRow, 'role' | 'approvalStatus'>) =>
  user.role === 'broker' && user.approvalStatus !== 'approved';

/**
 * Brokers (approved ones only), admins and super admins: the roles that see identities and other people's
 * objects. An unverified broker is treated like any other user here, so no read path leaks to them even
 * if an operation were left open.
 */
export const isVerifiedStaff = (user: Pick<UserRow, 'role' | 'approvalStatus'>) =>
  isAdminRole(user.role) || (user.role === 'broker' && user.approvalStatus === 'approved');

/**
 * 403 with the approval message when an unverified broker calls an operation that is not marked
 * `x-unverified-brokers: true` in openapi.yaml (their own account, notifications and sign-out): deny by
 * default, so a new operation is closed to them unless the contract says otherwise.
 */
export function assertBrokerVerified(user: UserRow | null, openToUnverifiedBrokers: boolean) {
  if (!user || openToUnverifiedBrokers || !isUnverifiedBroker(user)) return;
  throw forbidden(user.approvalStatus === 'rejected' ? NOT_APPROVED : AWAITING_APPROVAL);
}

/** KYC states of the review queue (`listKycReviewCompanies`). */
export const AWAITING_REVIEW = ['pending', 'under_review'] as const;

/**
 * The companies a broker may read: those awaiting KYC review, and the parties of the deals they broker.
 * (A correlated `exists` on the deals' company indexes: no table is loaded into memory.)
 */
export function brokerCompanyScope(brokerId: string): SQL {
  return or(
    inArray(companies.kycStatus, [...AWAITING_REVIEW]),
    exists(
      sql`(select 1 from ${deals} where ${and(
        eq(deals.brokerId, brokerId),
        or(eq(deals.sellerCompanyId, companies.id), eq(deals.buyerCompanyId, companies.id)),
      )})`,
    ),
  )!;
}

/**
 * The scope of the companies `user` may read, as a WHERE condition: all for admins, the broker scope for
 * approved brokers, their own for everyone else.
 */
export function companyScope(user: UserRow): SQL | undefined {
  if (isAdminRole(user.role)) return undefined;
  if (isVerifiedStaff(user)) return brokerCompanyScope(user.id);
  return eq(companies.ownerId, user.id);
}
