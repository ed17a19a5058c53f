import { useCallback, useSyncExternalStore } from 'react';
import { isUnauthorizedError, type ErrorContext } from '@petrobridge/api-client';
import { toast } from '@petrobridge/ui';
import {
  LOGIN_PATH,
  useBrowserNavigation,
  windowNavigation,
  type BrowserNavigation,
} from './navigation';

/** Client-spec §8: the one text of the logged-out toast. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized: You are logged out. Logging in again...';
/** Client-spec §9: delay before signing in again starts. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * Signing in again in place. The app mounts a sign-in dialog that watches this state
 * ({@link useSignInAgain}); while it is mounted, a logged-out failure opens it over the current
 * screen, so an open dialog and what was typed in it survive. Without one (the landing page, a
 * story without it) the browser goes to /api/login as before.
 */
type State = 'idle' | 'pending' | 'open';
let state: State = 'idle';
let inPlaceMounted = 0;
const listeners = new Set<() => void>();
const setState = (next: State) => {
  state = next;
  listeners.forEach((listener) => listener());
};

/**
 * Client-spec §8, in one place for queries (apps/web's SWRConfig `onError`) and mutations
 * ({@link useUnauthorizedHandler}): a failure whose message starts with 401 and contains
 * "Unauthorized" shows the danger toast and, after 500 ms, asks to sign in again — in place when
 * the app offers it, else by navigating to /api/login. Several failures at once (every query of a
 * screen) give one toast and one sign-in.
 *
 * @returns true when the error was a logged-out failure and has been handled.
 */
export function handleUnauthorized(
  error: unknown,
  navigation: BrowserNavigation = windowNavigation,
  context: ErrorContext = {},
): boolean {
  if (!isUnauthorizedError(error)) return false;
  if (state !== 'idle') return true;
  setState('pending');
  toast({ title: UNAUTHORIZED_MESSAGE, ...context.loggedOutToast, tone: 'danger' });
  setTimeout(() => {
    if (inPlaceMounted > 0) return setState('open');
    setState('idle');
    navigation.assign(LOGIN_PATH);
  }, LOGIN_REDIRECT_DELAY_MS);
  return true;
}

/** {@link handleUnauthorized} with the navigation of the surrounding context. */
export function useUnauthorizedHandler(): (error: unknown, context?: ErrorContext) => boolean {
  const navigation = useBrowserNavigation();
  return useCallback(
    (error: unknown, context?: ErrorContext) => handleUnauthorized(error, navigation, context),
    [navigation],
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  inPlaceMounted += 1;
  return () => {
    listeners.delete(listener);
    inPlaceMounted -= 1;
  };
};
const snapshot = () => state === 'open';

/**
 * For the app's sign-in-again dialog: whether it is asked for, and `done` once the person has
 * signed in (the caller then refreshes the session and revalidates what is on screen).
 */
export function useSignInAgain(): { isOpen: boolean; done: () => void } {
  const isOpen = useSyncExternalStore(subscribe, snapshot, () => false);
  return { isOpen, done: useCallback(() => setState('idle'), []) };
}
