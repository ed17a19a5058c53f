import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { insetFocusRing, insetFocusShadow } from '../private/styleObjects';

/** Row height in px, set from the `rowHeight` prop (the virtualiser's unit). */
export const rowHeightVar = createVar();
/** Heights of the spacers that stand in for the rows above and below the rendered window. */
export const spaceBeforeVar = createVar();
export const spaceAfterVar = createVar();

export const frame = style({
  position: 'relative',
  minWidth: 0,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});

/**
 * The element that scrolls, both ways; the header sticks to its top. No scroll anchoring: the
 * virtual rows above the view are swapped for a spacer as it scrolls, and the browser's anchoring
 * would otherwise nudge the position by part of a row, differently from one scroll to the next.
 */
export const scroller = style({
  overflow: 'auto',
  overscrollBehavior: 'contain',
  overflowAnchor: 'none',
});

export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: insetFocusShadow },
  },
});

export const column = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  height: `calc(${rowHeightVar} - ${vars.space['2']})`,
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-focus-visible]': insetFocusRing,
    '&[aria-sort]': { cursor: 'pointer' },
    '&[data-hovered][aria-sort]': { color: vars.color.text },
  },
});

export const selectionColumn = style({
  width: vars.space['12'],
  paddingInline: 0,
  textAlign: 'center',
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  maxWidth: '100%',
  verticalAlign: 'middle',
});

export const sortIcon = style({
  flexShrink: 0,
  width: vars.space['4'],
  height: vars.space['4'],
  opacity: 0.5,
  selectors: { [`[aria-sort="ascending"] &, [aria-sort="descending"] &`]: { opacity: 1 } },
});

/** A block in a row group gets an anonymous row and cell around it, which take its height. */
const spacer = {
  content: '""',
  display: 'block',
} as const;

export const body = style({
  '::before': { ...spacer, height: spaceBeforeVar },
  '::after': { ...spacer, height: spaceAfterVar },
});

export const row = style({
  height: rowHeightVar,
  background: vars.color.surface,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-href], &[data-action]': { cursor: 'pointer' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.tone.brand.subtle },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const cell = style({
  paddingInline: vars.space['3'],
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&[data-focus-visible]': insetFocusRing },
});

export const selectionCell = style({ paddingInline: 0, textAlign: 'center' });

export const empty = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space['4'],
});

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
});

export const loadMore = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['2'],
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

/**
 * StaticTable's table: columns as wide as their content, so nothing is cut; when they do not fit,
 * the scroller scrolls sideways.
 */
export const staticTable = style({ tableLayout: 'auto' });

/** StaticTable's row: the Table row's height and surface, without the interactive states. */
export const staticRow = style({
  height: rowHeightVar,
  background: vars.color.surface,
});

/** StaticTable's row header cell (a `<th scope="row">`): set like any other cell. */
export const rowHeaderCell = style({ fontWeight: 'inherit' });

/** StaticTable's scroller, a tab stop while it overflows: the ring inside the frame's rounded clip. */
export const staticScroller = style({
  outline: 'none',
  selectors: { '&:focus-visible': insetFocusRing },
});

/**
 * StaticTable's `stickyEnd` column (a row's actions): it stays at the end of the view while the
 * table scrolls sideways, over the cells that pass under it, with a hairline on its start edge.
 */
export const stickyEndCell = style({
  position: 'sticky',
  insetInlineEnd: 0,
  zIndex: 1,
  background: vars.color.surface,
  boxShadow: `inset ${vars.borderWidth.hairline} 0 0 ${vars.color.border}`,
});

/** The header cell of a `stickyEnd` column: over the other headers, in the header's colour. */
export const stickyEndHeader = style({
  zIndex: 2,
  background: vars.color.surfaceSunken,
});
