import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../private/styleObjects';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The whole cell-sized target is pressable; the box is drawn inside.
  width: vars.space['8'],
  height: vars.space['8'],
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['4'],
  height: vars.space['4'],
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.tone.brand.onSolid,
  transition: `background ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.tone.brand.solid,
      borderColor: vars.color.tone.brand.solid,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
  },
});

export const mark = style({ width: vars.space['3'], height: vars.space['3'] });
