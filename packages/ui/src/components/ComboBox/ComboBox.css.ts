import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const chevron = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});
