import { style } from '@vanilla-extract/css';

/** The root, so the clear button can hide while the field is empty. */
export const searchField = style({});

export const clearButton = style({
  selectors: { [`${searchField}[data-empty] &`]: { visibility: 'hidden' } },
});
