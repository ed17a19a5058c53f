import {
  SELECTED_ROLE_KEY,
  isRegistrableRole,
  type SignInRequest,
} from '@petrobridge/features/landing';

/**
 * `/?signin=1` is where GET /api/login sends the browser when no identity provider is configured:
 * the landing page opens its sign-in dialog at once. After "Sign Up as Seller/Buyer" (which stored
 * `selectedRole`) the register card starts with that role. The parameter is removed from the address
 * so that the reload after a successful sign-in does not open the dialog again.
 */
export function takeSignInRequest(): SignInRequest | null {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('signin')) return null;
  const fromQuery = url.searchParams.get('role');
  url.searchParams.delete('signin');
  url.searchParams.delete('role');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);

  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(SELECTED_ROLE_KEY);
  } catch {
    // Storage disabled: no remembered role.
  }
  if (isRegistrableRole(fromQuery)) return { mode: 'register', prefill: { role: fromQuery } };
  if (isRegistrableRole(stored)) return { mode: 'login', prefill: { role: stored } };
  return { mode: 'login' };
}
