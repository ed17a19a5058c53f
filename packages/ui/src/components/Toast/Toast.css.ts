import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { fadeOut, riseIn } from '../private/overlay.css';
import { focusRing } from '../private/styleObjects';

export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetBlockEnd: vars.space['4'],
  insetInlineEnd: vars.space['4'],
  insetInlineStart: vars.space['4'],
  marginInlineStart: 'auto',
  // docs/product.md#constants: the container is at most 420 px wide; expressed in rem so it follows the root font size.
  maxWidth: `calc(${vars.space['20']} * 5.25)`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, borderRadius: vars.radius.lg },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.hairline} solid`,
    boxShadow: vars.shadow.lg,
    touchAction: 'pan-y',
    userSelect: 'none',
    animation: `${riseIn} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}, opacity ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-swiping]': { transition: 'none' },
      '&[data-dismissing]': {
        animation: `${fadeOut} ${vars.motion.durationFast} ${vars.motion.easingStandard} forwards`,
      },
    },
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      success: {
        background: vars.color.tone.success.subtle,
        color: vars.color.tone.success.onSubtle,
        borderColor: vars.color.tone.success.border,
      },
      danger: {
        background: vars.color.tone.danger.solid,
        color: vars.color.tone.danger.onSolid,
        borderColor: vars.color.tone.danger.solid,
      },
    },
  },
});

export const icon = style({
  flexShrink: 0,
  width: vars.space['5'],
  height: vars.space['5'],
  marginBlockStart: vars.space['0.5'],
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  overflowWrap: 'anywhere',
});

export const title = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const close = style({ marginBlock: `calc(${vars.space['1']} * -1)` });
