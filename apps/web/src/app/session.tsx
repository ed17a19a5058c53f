import { useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { fetchJsonOrNullOn401, type ApiError } from '@petrobridge/api-client';
import { SessionContext, type Session, type SessionUser } from '@petrobridge/features/session';

const CURRENT_USER = '/api/auth/user';

export interface SessionProviderProps {
  /** The answer of GET /api/auth/user that the boot already has (null: signed out). */
  initialUser?: SessionUser | null;
  children: ReactNode;
}

/** Reads GET /api/auth/user (no retry, §7); a 401 means signed out. */
export function SessionProvider({ initialUser, children }: SessionProviderProps) {
  const known = initialUser !== undefined;
  const { data, isLoading, mutate } = useSWR<SessionUser | null, ApiError>(
    CURRENT_USER,
    (url: string) => fetchJsonOrNullOn401<SessionUser>(url),
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
