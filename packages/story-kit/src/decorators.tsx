/**
 * Storybook's generic decorators, which every story gets from .storybook/preview.tsx: the theme, a
 * router and a fresh SWR cache. The session decorator needs the features' session and users, so it
 * lives with the stories' fake server (`withSession` of @petrobridge/features/mocks).
 */
import { useEffect, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, useHref, useNavigate } from 'react-router-dom';
import { RouterProvider } from 'react-aria-components';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@petrobridge/api-client';
import { darkTheme, lightTheme, vars } from '@petrobridge/ui';

/** Light or dark from the toolbar; the theme class also goes on <body> so portals (dialogs, toasts) match. */
function ThemeFrame({ theme, children }: { theme: unknown; children: ReactNode }) {
  const themeClass = theme === 'dark' ? darkTheme : lightTheme;
  useEffect(() => {
    document.body.classList.add(themeClass);
    return () => document.body.classList.remove(themeClass);
  }, [themeClass]);
  return (
    <div
      className={themeClass}
      style={{ background: vars.color.background, color: vars.color.text, minHeight: '100vh' }}
    >
      {children}
    </div>
  );
}

export const withTheme: Decorator = (Story, { globals }) => (
  <ThemeFrame theme={globals.theme}>
    <Story />
  </ThemeFrame>
);

function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

/** A memory router at `parameters.route` (default `/`) with RAC's RouterProvider for client-side links. */
export const withRouter: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/']}>
    <AriaRouter>
      <Story />
    </AriaRouter>
  </MemoryRouter>
);

/** A fresh SWR cache per story, with the app's defaults (§7). */
export const withSwr: Decorator = (Story, { id }) => (
  <SWRConfig key={id} value={{ ...swrDefaults, provider: () => new Map() }}>
    <Story />
  </SWRConfig>
);
