import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { insetFocusRing } from '../../private/styleObjects';

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space['1']}))` },
  to: { opacity: 1, transform: 'none' },
});

/** The floating panel of a Select, ComboBox or DatePicker, at least as wide as its trigger. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: `calc(100vw - ${vars.space['4']})`,
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  fontFamily: vars.font.body,
  selectors: {
    '&[data-entering]': {
      animation: `${enter} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    },
  },
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  padding: vars.space['1'],
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.tone.neutral.subtle },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const itemDescription = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const check = style({ color: vars.color.tone.brand.onSubtle });

export const emptyState = style({
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
