import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleObjects';

export const switchField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
});

export const switchButton = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

const trackHeight = vars.space['6'];
const thumbSize = `calc(${vars.space['6']} - ${vars.space['1']})`;

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: vars.space['10'],
  height: trackHeight,
  marginTop: `calc((1lh - ${trackHeight}) / 2)`,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${switchButton}[data-selected] &`]: { background: vars.color.tone.brand.solid },
    [`${switchButton}[data-focus-visible] &`]: focusRing,
    [`${switchButton}[data-disabled] &`]: { background: vars.color.border },
  },
});

export const thumb = style({
  position: 'absolute',
  top: `calc(${vars.space['1']} / 2)`,
  left: `calc(${vars.space['1']} / 2)`,
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${switchButton}[data-selected] &`]: {
      transform: `translateX(calc(${vars.space['10']} - ${vars.space['6']}))`,
    },
  },
});

export const switchDescription = style({
  paddingInlineStart: `calc(${vars.space['10']} + ${vars.space['3']})`,
});
