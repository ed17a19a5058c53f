/**
 * What the landing page asks of the sign-in dialog it does not own (apps/web passes the auth feature's
 * dialog into the landing through a render slot, so neither feature imports the other).
 */
export type SignInMode = 'login' | 'register';

/** Roles a person may pick at registration (docs/product.md#permissions). */
export type RegistrableRole = 'seller' | 'buyer' | 'broker';

/** Values typed elsewhere (the landing's quick-start form) that the register card starts with. */
export interface RegisterPrefill {
  firstName?: string;
  lastName?: string;
  email?: string;
  role?: RegistrableRole;
}

export interface SignInRequest {
  /** The card's first mode. @default 'login' */
  mode?: SignInMode;
  /** Initial values of the register mode. */
  prefill?: RegisterPrefill;
  /** Why the last sign-in through the identity provider did not complete ({@link authErrorText}). */
  error?: string;
}

/**
 * What the server's `/?authError=<code>` (the identity provider's sign-in that did not complete, see
 * apps/api/src/routes/auth.ts) means to the person signing in.
 */
const authErrors: Record<string, string> = {
  invalid_state:
    'The sign-in took too long or was started in another tab. Sign in again from this page.',
  login_failed: 'The identity provider did not sign you in. Try again.',
  email_required:
    'Your identity provider did not share your e-mail address, which a Petrobridge account needs.',
  email_not_verified: 'Verify your e-mail address with your identity provider, then sign in again.',
  account_deactivated: 'This account has been deactivated. Contact support.',
};

export const authErrorText = (code: string) =>
  authErrors[code] ?? 'The sign-in did not complete. Try again.';

export interface SignInSlotProps {
  /** How the dialog opens. */
  request: SignInRequest;
  /** Called when the dialog closes without a sign-in. */
  onClose: () => void;
}

/** localStorage key where "Sign Up as Seller/Buyer" leave the chosen role (docs/product.md#screens). */
export const SELECTED_ROLE_KEY = 'selectedRole';

export const isRegistrableRole = (value: unknown): value is RegistrableRole =>
  value === 'seller' || value === 'buyer' || value === 'broker';
