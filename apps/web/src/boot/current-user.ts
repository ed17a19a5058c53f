import type { SessionUser } from '@petrobridge/features/session';

/**
 * GET /api/auth/user with a plain fetch (client-spec §7: no retry), so the landing page can ask who is
 * signed in without loading the app's data library. A 401 — or any failure — means signed out.
 */
export async function fetchCurrentUser(): Promise<SessionUser | null> {
  try {
    const response = await fetch('/api/auth/user', {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    return response.ok ? ((await response.json()) as SessionUser) : null;
  } catch {
    return null;
  }
}
