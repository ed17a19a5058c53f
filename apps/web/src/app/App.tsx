import type { ReactNode } from 'react';
import { BrowserRouter, useHref, useNavigate } from 'react-router-dom';
import { RouterProvider } from 'react-aria-components';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@petrobridge/api-client';
import { ToastRegion } from '@petrobridge/ui';
import { handleUnauthorized } from '@petrobridge/features/kit';
import type { SessionUser } from '@petrobridge/features/data/session';
import { SessionProvider } from './session';
import { AppRoutes } from './routes';
import { SignInAgainSlot } from './SignInAgainSlot';

export { preloadRoute } from './preload';

function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

/**
 * Query defaults of docs/product.md#api-calls, and §8's logged-out handling for every query in one place
 * (writes go through the features' shared mutation hook, which does the same).
 */
const swrConfig = {
  ...swrDefaults,
  onError: (error: unknown) => void handleUnauthorized(error),
};

export interface AppProps {
  /** The current user as the boot read it (null: signed out). */
  initialUser?: SessionUser | null;
}

/** Providers at the root (SWR, router, session, toasts) and the routes; nothing else. */
export function App({ initialUser }: AppProps) {
  return (
    <SWRConfig value={swrConfig}>
      <BrowserRouter>
        <AriaRouter>
          <SessionProvider initialUser={initialUser}>
            <AppRoutes />
            <SignInAgainSlot />
            <ToastRegion />
          </SessionProvider>
        </AriaRouter>
      </BrowserRouter>
    </SWRConfig>
  );
}
