import { useCallback } from 'react';
import { isUnauthorizedError } from '@petrobridge/api-client';
import { toast } from '@petrobridge/ui';
import {
  LOGIN_PATH,
  useBrowserNavigation,
  windowNavigation,
  type BrowserNavigation,
} from './navigation';

/** Client-spec §8: the one text of the logged-out toast. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized: You are logged out. Logging in again...';
/** Client-spec §9: delay before the browser goes to sign in again. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

let redirectPending = false;

/**
 * Client-spec §8, in one place for queries (apps/web's SWRConfig `onError`) and mutations
 * ({@link useUnauthorizedHandler}): a failure whose message starts with 401 and contains
 * "Unauthorized" shows the destructive toast and navigates to /api/login after 500 ms.
 * Several failures at once (every query of a screen) give one toast and one navigation.
 *
 * @returns true when the error was a logged-out failure and has been handled.
 */
export function handleUnauthorized(
  error: unknown,
  navigation: BrowserNavigation = windowNavigation,
): boolean {
  if (!isUnauthorizedError(error)) return false;
  if (redirectPending) return true;
  redirectPending = true;
  toast({ title: UNAUTHORIZED_MESSAGE, tone: 'danger' });
  setTimeout(() => {
    redirectPending = false;
    navigation.assign(LOGIN_PATH);
  }, LOGIN_REDIRECT_DELAY_MS);
  return true;
}

/** {@link handleUnauthorized} with the navigation of the surrounding context. */
export function useUnauthorizedHandler(): (error: unknown) => boolean {
  const navigation = useBrowserNavigation();
  return useCallback((error: unknown) => handleUnauthorized(error, navigation), [navigation]);
}
