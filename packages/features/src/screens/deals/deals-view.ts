import { rememberedViewKey, useRememberedView } from '../../kit/remembered-view';

/** How Deal Management lists the deals: the spec's cards (the default) or the desk's table. */
export const dealsViews = ['cards', 'table'] as const;
export type DealsView = (typeof dealsViews)[number];

export const dealsViewStorageKey = (userId: string) => rememberedViewKey('deals', userId);

/** The view of Deal Management remembered for the signed-in user (shared/remembered-view.ts). */
export const useDealsView = (userId: string | undefined) =>
  useRememberedView('deals', dealsViews, userId);
