import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { lightTheme } from '@petrobridge/ui';
import type { SessionUser } from '@petrobridge/features/session';
import { fetchCurrentUser } from './boot/current-user';
import { Landing, prefetchSignIn } from './boot/Landing';
import { takeSignInRequest } from './boot/sign-in-request';

/**
 * Boot by path. On `/` the landing page renders at once — plain React, no router, no SWR, no
 * react-aria-components — while GET /api/auth/user runs; signed in, the full app (router, SWR,
 * session, shell) is loaded and takes over. Any other path loads the full app straight away.
 * Keeps the landing's first load within its 90 KB gzip budget (docs/performance.md).
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// On <body> too, so that dialogs and toasts rendered in portals get the theme.
document.body.classList.add(lightTheme);
const root = createRoot(container);
const currentUser = fetchCurrentUser();

async function startApp(root: Root, user: Promise<SessionUser | null>) {
  const [{ App }, initialUser] = await Promise.all([import('./app/App'), user]);
  root.render(
    <StrictMode>
      <App initialUser={initialUser} />
    </StrictMode>,
  );
}

if (window.location.pathname === '/') {
  root.render(
    <StrictMode>
      <Landing initialSignIn={takeSignInRequest()} standalone />
    </StrictMode>,
  );
  // Signed in: the full app takes over. Signed out: fetch the sign-in dialog while idle.
  void currentUser.then((user) => (user ? startApp(root, currentUser) : prefetchSignIn()));
} else {
  void startApp(root, currentUser);
}
