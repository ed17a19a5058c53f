/**
 * What ui's parts do not already give the bell and the list (the layout comes from Stack and
 * Inline, the hidden "(unread)" from VisuallyHidden). Only `vars` of packages/ui.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@petrobridge/ui';

export const bell = style({ position: 'relative', display: 'inline-flex' });

export const bellBadge = style({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
  pointerEvents: 'none',
});

/** Wide enough to read a title on a line: the whole of a `md` popover, never wider than the screen. */
export const panel = style({ width: 'min(26rem, calc(100vw - 4rem))' });

/** The same height with or without its "Mark all as read" button. */
export const toolbar = style({ minHeight: vars.space['8'] });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '60vh',
  overflowY: 'auto',
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['2'],
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  selectors: { '&[data-unread]': { background: vars.color.surfaceSunken } },
});

export const rowBody = style({ flex: 1, minWidth: 0 });
