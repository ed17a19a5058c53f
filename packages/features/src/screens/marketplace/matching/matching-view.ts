import { rememberedViewKey, useRememberedView } from '../../../kit/remembered-view';

/** How RFQ matching lists each RFQ's best offers: the cards (the default) or the desk's table. */
export const matchingViews = ['cards', 'table'] as const;
export type MatchingView = (typeof matchingViews)[number];

export const matchingViewStorageKey = (userId: string) => rememberedViewKey('rfq-matching', userId);

/** The view of RFQ matching remembered for the signed-in user (shared/remembered-view.ts). */
export const useMatchingView = (userId: string | undefined) =>
  useRememberedView('rfq-matching', matchingViews, userId);
