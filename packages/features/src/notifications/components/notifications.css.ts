/** The bell and the notification centre's list. Only `vars` of packages/ui. */
import { style } from '@vanilla-extract/css';
import { vars } from '@petrobridge/ui';

export const bell = style({ position: 'relative', display: 'inline-flex' });

export const bellBadge = style({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
  pointerEvents: 'none',
});

/** Wide enough to read a title on a line, never wider than the screen. */
export const panel = style({ width: 'min(26rem, calc(100vw - 2rem))' });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minHeight: vars.space['8'],
});

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

export const rowBody = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});
