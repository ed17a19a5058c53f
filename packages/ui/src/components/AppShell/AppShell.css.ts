import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../tokens/media';
import { focusRing } from '../private/styleObjects';

/** Width of the side menu on desktop, on the spacing scale (16rem). */
const sideWidth = `calc(${vars.space['16']} * 4)`;
/** Height of the header bar. */
const headerHeight = vars.space['16'];

export const shell = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: `${headerHeight} minmax(0, 1fr)`,
  gridTemplateAreas: '"header" "main"',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: `${sideWidth} minmax(0, 1fr)`,
      gridTemplateAreas: '"header header" "side main"',
    },
  },
});

export const header = style({
  gridArea: 'header',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingInline: vars.space['4'],
  background: vars.color.surface,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  minWidth: 0,
});

export const headerContent = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
});

/** The menu button exists only below the desktop breakpoint, where the side menu is a drawer. */
export const menuButton = style({
  '@media': { [media.desktop]: { display: 'none' } },
});

export const side = style({
  gridArea: 'side',
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'block',
      position: 'sticky',
      top: headerHeight,
      alignSelf: 'start',
      height: `calc(100dvh - ${headerHeight})`,
      overflowY: 'auto',
      background: vars.color.surface,
      borderInlineEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    },
  },
});

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  padding: vars.space['4'],
  outline: 'none',
  '@media': {
    [media.tablet]: { padding: vars.space['6'] },
    [media.desktop]: { padding: vars.space['8'] },
  },
});

export const skipLink = style({
  selectors: {
    '&:focus': {
      position: 'fixed',
      insetBlockStart: vars.space['2'],
      insetInlineStart: vars.space['2'],
      zIndex: vars.zIndex.tooltip,
      padding: `${vars.space['2']} ${vars.space['3']}`,
      borderRadius: vars.radius.md,
      background: vars.color.surfaceRaised,
      color: vars.color.link,
      boxShadow: vars.shadow.md,
      ...focusRing,
    },
  },
});

/** The side menu inside the drawer uses the dialog's own padding. */
export const drawerNav = style({ marginInline: `calc(${vars.space['3']} * -1)` });
