/**
 * Layout inside ui's AppShell header: the row, the header navigation and the bell. Only `vars` and
 * `media` of packages/ui.
 */
import { globalStyle, style } from '@vanilla-extract/css';
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
  },
});

/** The side menu fills the sidebar's height (its background runs to the bottom). */
export const sideMenu = style({ minHeight: '100%', boxSizing: 'border-box' });

// Menu labels wrap only between words, never inside one ("Commissi|on"), at any width.
globalStyle(`${sideMenu} [data-menu-item], ${sideMenu} [data-menu-item] *`, {
  overflowWrap: 'normal',
  wordBreak: 'normal',
  hyphens: 'manual',
});

/** A page outside the signed-in frame (the 404 signed out): brand bar and a centred body. */
export const standalonePage = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
});

export const standaloneHeader = style({
  display: 'flex',
  alignItems: 'center',
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  background: vars.color.surface,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const standaloneMain = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['4'],
});

export const notFound = style({ textAlign: 'center', paddingBlock: vars.space['12'] });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});
