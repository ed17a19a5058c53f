import { createContext, useContext } from 'react';
import type { Schema } from '@petrobridge/api-client';

export type SessionUser = Schema<'User'>;

export interface Session {
  /** The signed-in user, or null when signed out (or still loading). */
  user: SessionUser | null;
  /** True until the first answer of GET /api/auth/user. */
  isLoading: boolean;
  /** Client-spec §4: authenticated when the current-user call returns data. */
  isAuthenticated: boolean;
  /** Re-reads the current user (after sign-in or sign-out). */
  refresh: () => Promise<unknown>;
}

/**
 * Filled by apps/web from GET /api/auth/user, and by Storybook's session
 * decorator from the toolbar's role.
 */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session)
    throw new Error(
      'useSession needs a SessionContext provider (apps/web or the Storybook decorator).',
    );
  return session;
}
