import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Shared by every overlay (Dialog, Popover, Menu, Tooltip, Toast): entrance and exit motion. */
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
export const riseIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['2']})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});
export const slideInFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
export const slideOutToLeft = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-100%)' },
});

/** The raised surface popovers, menus and dialogs sit on. */
export const raisedSurface = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

/** RAC Popover: placement-aware motion, scrolling when taller than the viewport. */
export const popover = style([
  raisedSurface,
  {
    zIndex: vars.zIndex.popover,
    overflow: 'auto',
    selectors: {
      '&[data-entering]': {
        animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
      },
      '&[data-exiting]': {
        animation: `${fadeOut} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
      },
    },
  },
]);

export const arrowContainer = style({ display: 'flex' });

/** The small arrow of popovers and tooltips (RAC OverlayArrow), pointing at the trigger. */
export const arrow = recipe({
  base: {
    display: 'block',
    width: vars.space['3'],
    height: vars.space['3'],
    strokeWidth: 1,
    selectors: {
      '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
      '[data-placement=left] &': { transform: 'rotate(-90deg)' },
      '[data-placement=right] &': { transform: 'rotate(90deg)' },
    },
  },
  variants: {
    tone: {
      raised: { fill: vars.color.surfaceRaised, stroke: vars.color.border },
      inverse: { fill: vars.color.surfaceInverse, stroke: vars.color.surfaceInverse },
    },
  },
});
