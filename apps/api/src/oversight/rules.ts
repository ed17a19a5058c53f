/** Oversight's rules without a database: who may change whom, and the words of a withdrawal. */
import { oversightMessages } from '@petrobridge/domain';
import type { UserRow } from '../db/rows';
import { forbidden } from '../http/errors';

export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account';
export const CANNOT_REACTIVATE_SELF = 'You cannot reactivate your own account';
export const SUPER_ADMIN_ONLY = 'Only a super admin can deactivate or reactivate a super admin';

/** The refusals shared by deactivation and reactivation: oneself, and a super admin for an admin. */
export function assertMayChange(admin: UserRow, target: UserRow, self: string) {
  if (target.id === admin.id) throw forbidden(self);
  if (target.role === 'super_admin' && admin.role !== 'super_admin')
    throw forbidden(SUPER_ADMIN_ONLY);
}

/** What a listing of a deactivated company shows its owner (and admins) as the reason it is down. */
export const companyWithdrawalReason = (reason: string) => `Company deactivated: ${reason}`;
/** What a listing of a deactivated account shows as the reason it is down. */
export const ownerWithdrawalReason = (reason: string) => `Account deactivated: ${reason}`;

/** How the audit log names an actor: their name, else their email. */
export const displayName = (u: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

/** The sign-in refusal of a deactivated account (docs/security.md). */
export const ACCOUNT_DEACTIVATED = oversightMessages.accountDeactivated;
