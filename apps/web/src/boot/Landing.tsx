import { lazy, Suspense } from 'react';
import {
  LandingPage,
  type SignInRequest,
  type SignInSlotProps,
} from '@petrobridge/features/screens/landing';

/** The sign-in dialog and its forms: a chunk of their own, fetched on first use or when idle. */
const loadSignIn = () => import('./SignInSlot');
const SignInSlot = lazy(loadSignIn);

/** Fetches the sign-in chunk once the page has loaded, so the dialog opens without a wait. */
export function prefetchSignIn() {
  const start = () => void loadSignIn();
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(start) : setTimeout(start, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export interface LandingProps {
  /** Open the sign-in dialog at once (`/?signin=1`). */
  initialSignIn?: SignInRequest | null;
  /**
   * The page is rendered by the boot, outside the full app, which has no toast region of its own.
   * @default false
   */
  standalone?: boolean;
}

/** The landing page with the lazily loaded sign-in dialog; used at boot and by the `/` route. */
export function Landing({ initialSignIn = null, standalone = false }: LandingProps) {
  const renderSignIn = (props: SignInSlotProps) => (
    <Suspense fallback={null}>
      <SignInSlot {...props} withToastRegion={standalone} />
    </Suspense>
  );
  return <LandingPage renderSignIn={renderSignIn} initialSignIn={initialSignIn} />;
}
