import { canOpen, readyRouteOf, roleHome, routes } from '@petrobridge/features/kit';
import type { SessionUser } from '@petrobridge/features/data/session';
import { loadShell } from './routes';
import { screens } from './screens';

/**
 * Boot, once the app's chunk and the current user are in: starts everything the address's first
 * screen needs at once — the signed-in frame, the screen's chunk and its first data (see `Screen`
 * in ./screens) — instead of each after the one before it renders (shell → screen → its requests).
 * Resolves when that code is in (never rejects), so the first render does not suspend: the boot
 * waits for it, as the blank page would have anyway. Only what the user may open: a signed-out
 * visit to a signed-in page preloads nothing (it shows the sign-in), and `/` signed in is the
 * role's home. The routes render exactly as without it.
 */
export function preloadRoute(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  user: SessionUser | null,
): Promise<unknown> {
  if (!user) return Promise.resolve(); // signed out: the landing, a public page or the sign-in
  const match = readyRouteOf(pathname);
  if (!match) return Promise.resolve();
  const id = match.id === 'home' ? roleHome(user.role) : match.id;
  if (!canOpen(id, user.role)) return Promise.resolve();
  // The screen first: its data requests then go out ahead of every script (HTTP/1.1 queues them).
  const screen = screens[id].preload({
    params: match.params,
    search: new URLSearchParams(search),
    role: user.role,
  });
  const inFrame = routes[id].access !== 'public' || match.id === 'home';
  // A failed load is the screen's to show when it renders (its import runs again); not here.
  return Promise.all([screen, inFrame ? loadShell() : undefined]).catch(() => undefined);
}
