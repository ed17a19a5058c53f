import type { Schema } from '@petrobridge/api-client';
import { usersByRole } from '../../mocks/users';

/** The demo accounts' shared password (README, server seed). */
export const DEMO_PASSWORD = 'petrobridge-demo';

/** The quick test-login helper's accounts, one per role it offers. */
export const demoAccounts = {
  seller: 'seller@petrobridge.test',
  buyer: 'buyer@petrobridge.test',
  broker: 'broker@petrobridge.test',
} as const;

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
