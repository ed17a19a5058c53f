/**
 * Layout inside ui's AppShell header: the row, the header navigation and the bell. Only `vars` and
 * `media` of packages/ui.
 */
import { style } from '@vanilla-extract/css';
import { media, vars } from '@petrobridge/ui';

export const headerRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  width: '100%',
  minWidth: 0,
});

export const headerNav = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block' } },
});

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  marginInlineStart: 'auto',
});

export const onlyFromTablet = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'flex' } },
});

export const onlyBelowTablet = style({
  display: 'flex',
  '@media': { [media.tablet]: { display: 'none' } },
});

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  padding: vars.space['2'],
});

export const bellBadge = style({ position: 'absolute', top: 0, insetInlineEnd: 0 });

/** Header link states (ui's Link has no "current page" look). */
export const headerLink = style({
  display: 'inline-flex',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const hiddenHint = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});
