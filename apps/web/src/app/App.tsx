import { BrowserRouter, useHref, useNavigate } from 'react-router-dom';
import { RouterProvider } from 'react-aria-components';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@petrobridge/api-client';
import { lightTheme } from '@petrobridge/ui';
import { SessionProvider } from './session';
import { AppRoutes } from './routes';

function AriaRouter({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

/** Providers at the root (SWR, router, session, theme) and the routes; nothing else. */
export function App() {
  return (
    <SWRConfig value={swrDefaults}>
      <BrowserRouter>
        <AriaRouter>
          <SessionProvider>
            <div className={lightTheme}>
              <AppRoutes />
            </div>
          </SessionProvider>
        </AriaRouter>
      </BrowserRouter>
    </SWRConfig>
  );
}
