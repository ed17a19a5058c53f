import type { SessionUser } from '@petrobridge/features/data/session';

/**
 * The non-secret "signed in" hint the server sets beside the session cookie at login and clears at
 * logout (apps/api/src/routes/auth.ts). It only decides what the boot shows first on `/`.
 */
export const SIGNED_IN_HINT_COOKIE = 'pb_signed_in';

export function hasSignedInHint(): boolean {
  return document.cookie.split(';').some((c) => c.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}

/** The session expired (or was ended elsewhere): the next visit of `/` starts on the landing page. */
export function clearSignedInHint() {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/**
 * GET /api/auth/user with a plain fetch (docs/product.md#api-calls: no retry), so the landing page can ask who is
 * signed in without loading the app's data library. A 401 — or any failure — means signed out.
 */
export async function fetchCurrentUser(): Promise<SessionUser | null> {
  try {
    const response = await fetch('/api/auth/user', {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    if (response.status === 401) clearSignedInHint();
    return response.ok ? ((await response.json()) as SessionUser) : null;
  } catch {
    return null;
  }
}
