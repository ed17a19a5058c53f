import { useCallback, useState } from 'react';

/** How Deal Management lists the deals: the spec's cards (the default) or the desk's table. */
export const dealsViews = ['cards', 'table'] as const;
export type DealsView = (typeof dealsViews)[number];

/** localStorage key of one user's choice: per user, so a shared desk keeps each trader's view. */
export const dealsViewStorageKey = (userId: string) => `petrobridge.deals.view.${userId}`;

const isDealsView = (value: unknown): value is DealsView =>
  (dealsViews as readonly unknown[]).includes(value);

function readView(userId: string | undefined): DealsView {
  if (!userId) return 'cards';
  try {
    const stored = window.localStorage.getItem(dealsViewStorageKey(userId));
    return isDealsView(stored) ? stored : 'cards';
  } catch {
    // Storage refused (private mode, quota): the default.
    return 'cards';
  }
}

/**
 * The view of Deal Management remembered for the signed-in user: cards until they choose the table.
 * A user's choice never leaks into another's (the key carries the user's id); without a user the
 * cards show and nothing is stored.
 */
export function useDealsView(userId: string | undefined): [DealsView, (next: DealsView) => void] {
  const [state, setState] = useState(() => ({ userId, view: readView(userId) }));
  // Another user signed in on the same page: read their choice (state updated during render).
  const current = state.userId === userId ? state : { userId, view: readView(userId) };
  if (current !== state) setState(current);
  const choose = useCallback(
    (next: DealsView) => {
      setState({ userId, view: next });
      if (!userId) return;
      try {
        window.localStorage.setItem(dealsViewStorageKey(userId), next);
      } catch {
        // Not remembered, still switched.
      }
    },
    [userId],
  );
  return [current.view, choose];
}
