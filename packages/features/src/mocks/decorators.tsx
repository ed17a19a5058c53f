import { useMemo, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Decorator } from '@storybook/react-vite';
import { SWRConfig } from 'swr';
import { ToastRegion, clearToasts } from '@petrobridge/ui';
import { SessionContext, type Session, type SessionUser } from '../data/session';
import { handleUnauthorized } from '../kit/unauthorized';
import { navigationSpy } from './navigation';
import type { MockRole } from './role';
import { usersByRole } from './users';

/** The session as the toolbar's role (or signed out); a story may pin one with `globals: { role }`. */
function SessionFrame({ role, children }: { role: MockRole; children: ReactNode }) {
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

/** Every story's session (.storybook/preview.tsx), from the same `role` global the mock API answers as. */
export const withSession: Decorator = (Story, { globals }) => (
  <SessionFrame role={(globals.role ?? 'signed-out') as MockRole}>
    <Story />
  </SessionFrame>
);

/** Renders the app's toast region next to the story; the queue starts empty. */
export const withToasts: Decorator = (Story) => (
  <>
    <Story />
    <ToastRegion />
  </>
);

/**
 * For `beforeEach`: the toast queue is app-wide, so every story starts without toasts. The cleanup
 * also drops RAC's live announcements of pending buttons, which refer to elements of the finished
 * story and would fail the next story's accessibility check.
 */
export function resetToasts() {
  clearToasts();
  return () => {
    clearToasts();
    dropStaleAnnouncements();
  };
}

/**
 * RAC announces a pending button by reference to its id; when the button goes away with its form
 * (registration returns to login, a dialog closes) the reference dangles until the announcement
 * expires. Call at the end of such a play function, before the accessibility check.
 */
export function dropStaleAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((node) => {
    const id = node.getAttribute('aria-labelledby');
    if (!id || !document.getElementById(id)) node.remove();
  });
}

/**
 * What apps/web does for every query (docs/product.md#messages): a logged-out failure shows the toast and goes
 * to /api/login after 500 ms, here into the navigation spy.
 */
export const withUnauthorizedQueries: Decorator = (Story) => (
  <SWRConfig value={{ onError: (error: unknown) => handleUnauthorized(error, navigationSpy) }}>
    <Story />
  </SWRConfig>
);

/** Pins the session to a given user (for users the role toolbar has no fixture for). */
export const withSessionUser =
  (user: SessionUser | null): Decorator =>
  (Story) => {
    const session: Session = {
      user,
      isLoading: false,
      isAuthenticated: Boolean(user),
      refresh: async () => undefined,
    };
    return (
      <SessionContext.Provider value={session}>
        <Story />
      </SessionContext.Provider>
    );
  };

function Address() {
  const { search } = useLocation();
  return <span hidden data-address={search} />;
}

/** Renders the router's current query string, for plays that check what the URL holds ({@link address}). */
export const withAddress: Decorator = (Story) => (
  <>
    <Story />
    <Address />
  </>
);

/** The query string {@link withAddress} rendered. */
export const address = () =>
  new URLSearchParams(document.querySelector('[data-address]')?.getAttribute('data-address') ?? '');

function Path() {
  const { pathname } = useLocation();
  return <span hidden data-path={pathname} />;
}

/**
 * The story under a route pattern with parameters (`/seller-dashboard/:tab?`), as the app mounts it,
 * and the router's current path for the plays ({@link currentPath}).
 */
export const withRoutePattern =
  (pattern: string): Decorator =>
  (Story) => (
    <>
      <Routes>
        <Route path={pattern} element={<Story />} />
      </Routes>
      <Path />
    </>
  );

/** The path {@link withRoutePattern} rendered. */
export const currentPath = () => document.querySelector('[data-path]')?.getAttribute('data-path');
