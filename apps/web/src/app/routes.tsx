import { lazy, Suspense, useEffect } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from '@petrobridge/features/data/session';
import {
  canOpen,
  roleHome,
  routeIds,
  routes,
  signedInRouteOf,
  type RouteId,
} from '@petrobridge/features/kit';
import { screens } from './screens';
import { preloadable } from './preloadable';

/** The shell feature's chunk: the signed-in frame and the 404, preloaded at boot (./preload.ts). */
const loadShellModule = () => import('@petrobridge/features/screens/shell');
const shell = preloadable(loadShellModule, (m) => m.AppShell);
const notFound = preloadable(loadShellModule, (m) => m.NotFoundPage);
const AppShell = shell.Component;
const NotFoundPage = notFound.Component;
/** Loads the shell's frame and 404 page; resolves when both render without suspending. */
export const loadShell = () => Promise.all([shell.load(), notFound.load()]);
const NotificationCentre = lazy(() =>
  import('@petrobridge/features/widgets/notifications').then((m) => ({
    default: m.NotificationCentre,
  })),
);
const SignInToContinue = lazy(() => import('./SignInToContinue'));
// Signed out inside the full app (after signing out or a session's end): the landing, on first use,
// so that it is not part of the signed-in app's load.
const Landing = lazy(() => import('../boot/Landing').then((m) => ({ default: m.Landing })));

const PRODUCT = 'Petrobridge';

/** The document title of a route, from the manifest. */
function useTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title
      ? `${title} · ${PRODUCT}`
      : `${PRODUCT} — Oil & Gas Brokerage Marketplace`;
  }, [title]);
}

/** The signed-in frame around every signed-in route; the body loads on its own. */
function ShellLayout() {
  return (
    <AppShell
      notifications={
        <Suspense fallback={null}>
          <NotificationCentre />
        </Suspense>
      }
    >
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}

/** A route of the manifest, guarded once here: a role that may not open it gets the 404. */
function RouteScreen({ id }: { id: Exclude<RouteId, 'home'> & keyof typeof screens }) {
  const { user } = useSession();
  const allowed = canOpen(id, user?.role);
  useTitle(allowed ? routes[id].title : 'Page not found');
  const Screen = screens[id].Component;
  return allowed ? <Screen /> : <NotFoundPage inFrame={routes[id].access !== 'public'} />;
}

/** `/` signed in: the role's home (seller and buyer dashboards, the super admin panel, or the dashboard). */
function RoleHome() {
  const { user } = useSession();
  const id = roleHome(user?.role);
  useTitle(routes[id].title);
  const Screen = screens[id].Component;
  return <Screen />;
}

/** Any other path: the branded 404, or sign-in first when it is a signed-in page. */
function Fallback({ inFrame }: { inFrame: boolean }) {
  const { pathname } = useLocation();
  const { isAuthenticated, isLoading } = useSession();
  const asked = isAuthenticated ? undefined : signedInRouteOf(pathname);
  useTitle(asked ? 'Sign in' : 'Page not found');
  // While the current user loads, a signed-in path is not yet known to exist: show nothing.
  if (isLoading) return null;
  if (asked) return <SignInToContinue title={routes[asked].title} />;
  return <NotFoundPage inFrame={inFrame} />;
}

const publicIds = routeIds.filter(
  (id): id is Exclude<RouteId, 'home'> & keyof typeof screens =>
    id !== 'home' && routes[id].ready && routes[id].access === 'public',
);
const signedInIds = routeIds.filter(
  (id): id is Exclude<RouteId, 'home'> & keyof typeof screens =>
    id !== 'home' && routes[id].ready && routes[id].access !== 'public',
);

/**
 * The router, read from the route manifest (packages/features/src/kit/routes.ts). Signed-in
 * routes exist only when authenticated; signed out, their paths ask to sign in and then show the
 * page asked for. Unknown paths are a 404, inside the frame when signed in.
 */
export function AppRoutes() {
  const { isAuthenticated } = useSession();
  return (
    <Suspense fallback={null}>
      <Routes>
        {publicIds.map((id) => (
          <Route key={id} path={routes[id].path} element={<RouteScreen id={id} />} />
        ))}
        {isAuthenticated ? (
          <Route element={<ShellLayout />}>
            <Route path={routes.home.path} element={<RoleHome />} />
            {signedInIds.map((id) => (
              <Route key={id} path={routes[id].path} element={<RouteScreen id={id} />} />
            ))}
            <Route path="*" element={<Fallback inFrame />} />
          </Route>
        ) : (
          <>
            <Route path={routes.home.path} element={<Landing />} />
            <Route path="*" element={<Fallback inFrame={false} />} />
          </>
        )}
      </Routes>
    </Suspense>
  );
}
