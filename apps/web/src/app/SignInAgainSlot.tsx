import { lazy, Suspense } from 'react';
import { useSignInAgain } from '@petrobridge/features/kit';

const SignInAgain = lazy(() => import('./SignInAgain'));

/**
 * Watches for a logged-out failure (docs/product.md#messages) and then signs in again over the current screen;
 * the dialog and its login card load on first use.
 */
export function SignInAgainSlot() {
  const { isOpen, done } = useSignInAgain();
  return isOpen ? (
    <Suspense fallback={null}>
      <SignInAgain onSignedIn={done} />
    </Suspense>
  ) : null;
}
