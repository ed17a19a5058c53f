import { useMemo, type ReactNode } from 'react';
import { useCurrentUser } from '@petrobridge/features/data/api';
import { SessionContext, type Session, type SessionUser } from '@petrobridge/features/data/session';

export interface SessionProviderProps {
  /** The answer of GET /api/auth/user that the boot already has (null: signed out). */
  initialUser?: SessionUser | null;
  children: ReactNode;
}

/** Reads GET /api/auth/user through the data layer (no retry, §7); a 401 means signed out. */
export function SessionProvider({ initialUser, children }: SessionProviderProps) {
  const known = initialUser !== undefined;
  const { data, isLoading, mutate } = useCurrentUser(
    known ? { fallbackData: initialUser, revalidateOnMount: false } : {},
  );
  const session = useMemo<Session>(
    () => ({
      user: data ?? null,
      isLoading: !known && isLoading,
      isAuthenticated: Boolean(data),
      refresh: () => mutate(),
    }),
    [data, isLoading, known, mutate],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
