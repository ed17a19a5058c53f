import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../tokens/media';

/** Shared by ProgressBar and Meter: label row, track and fill. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  width: '100%',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['3'],
});

export const label = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const value = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = recipe({
  base: {
    display: 'block',
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.surfaceSunken,
    boxShadow: `inset 0 0 0 ${vars.borderWidth.hairline} ${vars.color.border}`,
  },
  variants: {
    size: {
      sm: { height: vars.space['1'] },
      md: { height: vars.space['2'] },
      lg: { height: vars.space['3'] },
    },
  },
});

/** A bar's filled part: ProgressBar's and Meter's fill below, and BarList's bars. */
export const fillShape = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
});

export const fill = recipe({
  base: fillShape,
  variants: {
    tone: {
      brand: { background: vars.color.tone.brand.solid },
      success: { background: vars.color.tone.success.solid },
      warning: { background: vars.color.tone.warning.solid },
      danger: { background: vars.color.tone.danger.solid },
      neutral: { background: vars.color.tone.neutral.solid },
    },
  },
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const indeterminate = style({
  width: '40%',
  animation: `${slide} calc(${vars.motion.durationSlow} * 4) ${vars.motion.easingStandard} infinite`,
  '@media': {
    // Without motion, a still, half-full bar says "working" without moving.
    [media.reducedMotion]: { animation: 'none', width: '50%' },
  },
});
