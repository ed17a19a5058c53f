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
}

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
