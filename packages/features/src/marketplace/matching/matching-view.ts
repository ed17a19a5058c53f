import { useCallback, useState } from 'react';

/** How RFQ matching lists each RFQ's best offers: the cards (the default) or the desk's table. */
export const matchingViews = ['cards', 'table'] as const;
export type MatchingView = (typeof matchingViews)[number];

/** localStorage key of one user's choice: per user, so a shared desk keeps each broker's view. */
export const matchingViewStorageKey = (userId: string) => `petrobridge.rfq-matching.view.${userId}`;

const isView = (value: unknown): value is MatchingView =>
  (matchingViews as readonly unknown[]).includes(value);

function readView(userId: string | undefined): MatchingView {
  if (!userId) return 'cards';
  try {
    const stored = window.localStorage.getItem(matchingViewStorageKey(userId));
    return isView(stored) ? stored : 'cards';
  } catch {
    // Storage refused (private mode, quota): the default.
    return 'cards';
  }
}

/**
 * The view of RFQ matching remembered for the signed-in user: cards until they choose the table. One
 * user's choice never reaches another's (the key carries the user's id); without a user nothing is stored.
 */
export function useMatchingView(
  userId: string | undefined,
): [MatchingView, (next: MatchingView) => void] {
  const [state, setState] = useState(() => ({ userId, view: readView(userId) }));
  // Another user signed in on the same page: read their choice (state updated during render).
  const current = state.userId === userId ? state : { userId, view: readView(userId) };
  if (current !== state) setState(current);
  const choose = useCallback(
    (next: MatchingView) => {
      setState({ userId, view: next });
      if (!userId) return;
      try {
        window.localStorage.setItem(matchingViewStorageKey(userId), next);
      } catch {
        // Not remembered, still switched.
      }
    },
    [userId],
  );
  return [current.view, choose];
}
