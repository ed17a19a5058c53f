import {
  SELECTED_ROLE_KEY,
  authErrorText,
  isRegistrableRole,
  type SignInRequest,
} from '@petrobridge/features/screens/landing';

/**
 * `/?signin=1` is where GET /api/login sends the browser when no identity provider is configured:
 * the landing page opens its sign-in dialog at once. After "Sign Up as Seller/Buyer" (which stored
 * `selectedRole`) the register card starts with that role. The parameter is removed from the address
 * so that the reload after a successful sign-in does not open the dialog again. `/?authError=<code>` is
 * where the identity provider's sign-in lands when it did not complete: the login card opens with why.
 */
export function takeSignInRequest(): SignInRequest | null {
  const url = new URL(window.location.href);
  const authError = url.searchParams.get('authError');
  if (authError !== null) {
    // The identity provider's sign-in did not complete: the login card opens with the reason.
    url.searchParams.delete('authError');
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
    return { mode: 'login', error: authErrorText(authError) };
  }
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
