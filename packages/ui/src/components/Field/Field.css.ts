import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { insetFocusRing } from '../private/styleObjects';

/** The root of every field: label, input group, description and error, one under another. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  fontFamily: vars.font.body,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  cursor: 'default',
});

export const requiredMark = style({
  color: vars.color.tone.danger.onSubtle,
  marginInlineStart: vars.space['0.5'],
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.tone.danger.onSubtle,
});

export const fieldErrorIcon = style({
  // Centre the icon on the first line of the message.
  marginTop: `calc((1lh - ${vars.space['4']}) / 2)`,
});

/**
 * The input group: the bordered box holding the input and any icons or buttons. Invalid and disabled
 * come from the group itself (RAC fills its GroupContext) or from the field root around it.
 */
export const group = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.space['10'],
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&:is([data-focus-within], [data-focus-visible], :focus-within)': {
      borderColor: vars.color.focusRing,
      outline: `${vars.borderWidth.hairline} solid ${vars.color.focusRing}`,
    },
    '&[data-invalid], [data-invalid] > &': { borderColor: vars.color.tone.danger.solid },
    '&:is([data-invalid], [data-invalid] > *):is([data-focus-within], :focus-within)': {
      outlineColor: vars.color.tone.danger.solid,
    },
    '&[data-disabled], [data-disabled] > &': {
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

/** Leading icon inside a group (search, currency). */
export const adornment = style({
  display: 'flex',
  alignItems: 'center',
  paddingInlineStart: vars.space['3'],
  color: vars.color.textMuted,
});

export const input = style({
  flex: 1,
  alignSelf: 'stretch',
  minWidth: 0,
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
    // The search field draws its own clear button.
    '&::-webkit-search-cancel-button': { display: 'none' },
    [`${adornment} + &`]: { paddingInlineStart: vars.space['2'] },
  },
});

/** A small button inside a group: reveal password, clear search, open a picker, step a number. */
export const fieldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space['8'],
  height: vars.space['8'],
  marginInlineEnd: vars.space['1'],
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.tone.neutral.subtle, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.tone.neutral.subtle, color: vars.color.text },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
