import type { Schema } from '@petrobridge/api-client';
import { usersByRole } from '../../mocks/users';

export { DEMO_PASSWORD } from '@petrobridge/domain';

/** A user as POST /api/auth/register answers it. */
export function makeRegisteredUser(
  input: Pick<Schema<'User'>, 'email' | 'firstName' | 'lastName' | 'role'>,
): Schema<'User'> {
  return {
    ...usersByRole.buyer,
    id: '00000000-0000-4000-8000-0000000000aa',
    authProvider: 'local',
    isEmailVerified: false,
    ...input,
  };
}
