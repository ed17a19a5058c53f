import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import {
  fadeIn,
  fadeOut,
  raisedSurface,
  riseIn,
  slideInFromLeft,
  slideOutToLeft,
} from '../private/overlay.css';
import { focusRing, insetFocusShadow } from '../private/styleObjects';

/** Widths on the spacing scale (there is no separate size scale): 4rem steps. */
const measure = (steps: number) => `calc(${vars.space['16']} * ${steps})`;

export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space['4'],
    background: vars.color.overlay,
    // Dynamic viewport height so the modal fits above a mobile browser's toolbars.
    height: '100dvh',
    selectors: {
      '&[data-entering]': {
        animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
      },
      '&[data-exiting]': {
        animation: `${fadeOut} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
      },
    },
  },
  variants: {
    placement: {
      center: {},
      start: { justifyContent: 'flex-start', alignItems: 'stretch', padding: 0 },
    },
  },
});

export const modal = recipe({
  base: [
    raisedSurface,
    {
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      maxHeight: '100%',
      boxShadow: vars.shadow.overlay,
    },
  ],
  variants: {
    /** Widths of a centred modal (a drawer has its own). */
    size: {
      sm: { maxWidth: measure(6) },
      md: { maxWidth: measure(8) },
      lg: { maxWidth: measure(12) },
      xl: { maxWidth: measure(16) },
    },
    placement: {
      center: {
        selectors: {
          '&[data-entering]': {
            animation: `${riseIn} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
          },
        },
      },
      start: {
        maxWidth: `min(85%, ${measure(5)})`,
        borderRadius: 0,
        borderBlock: 'none',
        borderInlineStart: 'none',
        selectors: {
          '&[data-entering]': {
            animation: `${slideInFromLeft} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
          },
          '&[data-exiting]': {
            animation: `${slideOutToLeft} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
          },
        },
      },
    },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: 1,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, borderRadius: vars.radius.lg },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['5']} ${vars.space['5']} ${vars.space['3']}`,
});

export const headings = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  overflowWrap: 'anywhere',
});

export const closeButton = style({ marginBlockStart: `calc(${vars.space['1']} * -1)` });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space['2']} ${vars.space['5']} ${vars.space['5']}`,
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: insetFocusShadow } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['5']}`,
  borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  borderEndStartRadius: vars.radius.lg,
  borderEndEndRadius: vars.radius.lg,
});
