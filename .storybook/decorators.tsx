import { useEffect, useMemo, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, useHref, useNavigate } from 'react-router-dom';
import { RouterProvider } from 'react-aria-components';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@petrobridge/api-client';
import { darkTheme, lightTheme, vars } from '@petrobridge/ui';
import type { Role } from '@petrobridge/domain';
import { SessionContext, type Session } from '@petrobridge/features/data/session';
import { usersByRole } from '@petrobridge/features/mocks';

export type RoleGlobal = Role | 'signed-out';

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

/** The session as the toolbar's role (or signed out); a story may pin one with `globals: { role }`. */
function SessionFrame({ role, children }: { role: RoleGlobal; children: ReactNode }) {
  const session = useMemo<Session>(() => {
    const user = role === 'signed-out' ? null : usersByRole[role];
    return {
      user,
      isLoading: false,
      isAuthenticated: Boolean(user),
      refresh: async () => undefined,
    };
  }, [role]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export const withSession: Decorator = (Story, { globals }) => (
  <SessionFrame role={(globals.role ?? 'signed-out') as RoleGlobal}>
    <Story />
  </SessionFrame>
);
