import { useCallback, useState } from 'react';

/** localStorage key of one user's view of a page: per user, so a shared desk keeps each one's choice. */
export const rememberedViewKey = (page: string, userId: string) =>
  `petrobridge.${page}.view.${userId}`;

function readView<V extends string>(page: string, views: readonly V[], userId?: string): V {
  if (!userId) return views[0]!;
  try {
    const stored = window.localStorage.getItem(rememberedViewKey(page, userId));
    return (views as readonly (string | null)[]).includes(stored) ? (stored as V) : views[0]!;
  } catch {
    // Storage refused (private mode, quota): the default.
    return views[0]!;
  }
}

/**
 * How the signed-in user last chose to see `page` (e.g. cards or a table), the first of `views` until
 * they choose. One user's choice never reaches another's (the key carries the user's id); without a
 * user the default shows and nothing is stored.
 */
export function useRememberedView<V extends string>(
  page: string,
  views: readonly V[],
  userId: string | undefined,
): [V, (next: V) => void] {
  const [state, setState] = useState(() => ({ userId, view: readView(page, views, userId) }));
  // Another user signed in on the same page: read their choice (state updated during render).
  const current = state.userId === userId ? state : { userId, view: readView(page, views, userId) };
  if (current !== state) setState(current);
  const choose = useCallback(
    (next: V) => {
      setState({ userId, view: next });
      if (!userId) return;
      try {
        window.localStorage.setItem(rememberedViewKey(page, userId), next);
      } catch {
        // Not remembered, still switched.
      }
    },
    [page, userId],
  );
  return [current.view, choose];
}
