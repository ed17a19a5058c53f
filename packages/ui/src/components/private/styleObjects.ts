import { vars } from '../../theme/contract.css';

/**
 * Plain style fragments spread into `style()` calls of several components. A plain module (not
 * `.css.ts`) so that it generates no class of its own.
 */
/** Width of every focus ring. */
const focusRingWidth = vars.borderWidth.focusRing;

export const focusRing = {
  outline: `${focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: focusRingWidth,
} as const;

/** A focus ring drawn inside the element (rows, cells, tabs, items of a scrolling list). */
export const insetFocusRing = {
  outline: `${focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(${focusRingWidth} * -1)`,
} as const;

/** The same ring as a shadow, for elements whose outline is clipped by a scrolling parent. */
export const insetFocusShadow = `inset 0 0 0 ${focusRingWidth} ${vars.color.focusRing}`;
