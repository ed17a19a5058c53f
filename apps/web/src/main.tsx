import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { SessionUser } from '@petrobridge/features/data/session';
import { startTheme } from '@petrobridge/features/kit';
import { fetchCurrentUser, hasSignedInHint } from './boot/current-user';
import { takeSignInRequest } from './boot/sign-in-request';

/**
 * Boot by path. On `/` the landing page renders as soon as its chunk is in — plain React, no router,
 * no SWR, no react-aria-components — while GET /api/auth/user runs; signed in, the full app (router,
 * SWR, session, shell) is loaded and takes over. A returning visitor whose browser carries the
 * server's "signed in" hint skips the landing page and loads the app at once (no flash of the
 * marketing page). Any other path loads the full app straight away.
 *
 * This entry holds React and the boot only; the landing page is a chunk of its own, so a signed-in
 * visitor never downloads it. theme-boot.js has already asked the browser for that chunk when the
 * landing will show (no hint, path `/`), so the landing costs no extra round trip (docs/performance.md).
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The chosen or the system's theme, on <html> and <body> (dialogs and toasts render in portals).
startTheme();
const root = createRoot(container);
const currentUser = fetchCurrentUser();

async function startApp(root: Root, user: Promise<SessionUser | null>) {
  const [{ App, preloadRoute }, initialUser] = await Promise.all([import('./app/App'), user]);
  // The address's shell, screen and first data load together; the first render waits for the code
  // (the page is blank until then anyway), so it shows the screen without suspending.
  await preloadRoute(window.location, initialUser);
  root.render(
    <StrictMode>
      <App initialUser={initialUser} />
    </StrictMode>,
  );
}

async function showLanding(root: Root, user: Promise<SessionUser | null>) {
  const initialSignIn = takeSignInRequest();
  const landing = import('./boot/Landing');
  let appStarted = false;
  // Signed in: the full app takes over (before the landing shows, if the answer comes first).
  // Signed out: fetch the sign-in dialog while idle.
  void user.then((signedIn) => {
    if (signedIn) {
      appStarted = true;
      return startApp(root, user);
    }
    return landing.then((m) => m.prefetchSignIn());
  });
  const { Landing } = await landing;
  if (appStarted) return;
  root.render(
    <StrictMode>
      <Landing initialSignIn={initialSignIn} standalone />
    </StrictMode>,
  );
}

if (window.location.pathname !== '/') {
  void startApp(root, currentUser);
} else if (hasSignedInHint()) {
  // Probably signed in: load the app now; if the session has ended, the app shows the landing.
  void startApp(root, currentUser);
} else {
  void showLanding(root, currentUser);
}
