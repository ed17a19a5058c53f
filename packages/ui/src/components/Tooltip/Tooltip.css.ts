import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fadeIn, fadeOut } from '../private/overlay.css';

export const tooltip = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: `min(calc(100vw - ${vars.space['8']}), calc(${vars.space['16']} * 4))`,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    },
    '&[data-exiting]': {
      animation: `${fadeOut} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    },
  },
});
