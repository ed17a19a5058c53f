import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleObjects';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['6'],
  border: `${vars.borderWidth.hairline} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.tone.brand.solid,
      background: vars.color.tone.brand.subtle,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.tone.danger.solid },
    '&[data-disabled]': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
  },
});

export const prompt = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const hint = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fileItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['1'],
  paddingInlineStart: vars.space['3'],
  paddingInlineEnd: vars.space['1'],
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

/** A file with details under its name (`fileDetails`): the row, then the details. */
export const fileItemWithDetails = style([
  fileItem,
  {
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space['3'],
    paddingBlock: vars.space['2'],
    paddingInlineEnd: vars.space['3'],
  },
]);

export const fileRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
});

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fileSize = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
