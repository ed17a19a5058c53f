import type { Role } from '@petrobridge/domain';
import type { SessionUser } from '../../../data/session';

type UserNames = Pick<SessionUser, 'firstName' | 'lastName' | 'email'> | null | undefined;

const present = (s: string | null | undefined): s is string => Boolean(s && s.trim());

/** Client-spec §2: initials of first and last name, else the e-mail's first letter, else U. */
export function userInitials(user: UserNames): string {
  if (present(user?.firstName) && present(user?.lastName))
    return `${user.firstName.trim()[0]}${user.lastName.trim()[0]}`.toUpperCase();
  if (present(user?.email)) return user.email.trim()[0]!.toUpperCase();
  return 'U';
}

/** Client-spec §2: first plus last name, else the e-mail, else User. */
export function userDisplayName(user: UserNames): string {
  if (present(user?.firstName) && present(user?.lastName))
    return `${user.firstName.trim()} ${user.lastName.trim()}`;
  if (present(user?.email)) return user.email.trim();
  return 'User';
}

/** Client-spec §2 role labels, plus 'Super Administrator'; no role is 'User'. */
export function roleLabel(role: Role | null | undefined): string {
  switch (role) {
    case 'broker':
      return 'Senior Broker';
    case 'seller':
      return 'Seller';
    case 'buyer':
      return 'Buyer';
    case 'admin':
      return 'Administrator';
    case 'super_admin':
      return 'Super Administrator';
    default:
      return 'User';
  }
}
