import { createContext, useContext } from 'react';

/**
 * Whole-page browser navigation: the server endpoints (/api/login, /api/logout) are navigations, not
 * fetches, and a successful sign-in reloads the page (docs/product.md#screens, §4). Features call it through
 * {@link useBrowserNavigation} so that stories and tests can watch it instead of leaving the page.
 */
export interface BrowserNavigation {
  /** Loads another URL in this tab. */
  assign(url: string): void;
  /** Reloads the current page. */
  reload(): void;
  /** One step back in the session history. */
  back(): void;
}

export const windowNavigation: BrowserNavigation = {
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
  back: () => window.history.back(),
};

/** The real window by default; a story provides spies. */
export const BrowserNavigationContext = createContext<BrowserNavigation>(windowNavigation);

export function useBrowserNavigation(): BrowserNavigation {
  return useContext(BrowserNavigationContext);
}

/** GET /api/login: hosted sign-in, or the app's own e-mail sign-in when no provider is configured. */
export const LOGIN_PATH = '/api/login';
/** GET /api/logout: ends the session and comes back to `/`. */
export const LOGOUT_PATH = '/api/logout';
