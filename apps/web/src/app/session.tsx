import { useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { fetchJsonOrNullOn401, type ApiError } from '@petrobridge/api-client';
import { SessionContext, type Session, type SessionUser } from '@petrobridge/features/session';

const CURRENT_USER = '/api/auth/user';

/** Reads GET /api/auth/user once (no retry, §7); a 401 means signed out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, isLoading, mutate } = useSWR<SessionUser | null, ApiError>(
    CURRENT_USER,
    (url: string) => fetchJsonOrNullOn401<SessionUser>(url),
  );
  const session = useMemo<Session>(
    () => ({
      user: data ?? null,
      isLoading,
      isAuthenticated: Boolean(data),
      refresh: () => mutate(),
    }),
    [data, isLoading, mutate],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
