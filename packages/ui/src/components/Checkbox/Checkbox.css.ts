import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleObjects';

export const checkboxField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
});

/** The clickable label: the box and the text. */
export const checkboxButton = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space['5'],
  height: vars.space['5'],
  marginTop: `calc((1lh - ${vars.space['5']}) / 2)`,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: 'transparent',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${checkboxButton}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkboxButton}:is([data-selected], [data-indeterminate]) &`]: {
      background: vars.color.tone.brand.solid,
      borderColor: vars.color.tone.brand.solid,
      color: vars.color.tone.brand.onSolid,
    },
    [`${checkboxButton}[data-focus-visible] &`]: focusRing,
    [`${checkboxButton}[data-invalid] &`]: { borderColor: vars.color.tone.danger.solid },
    [`${checkboxButton}[data-invalid]:is([data-selected], [data-indeterminate]) &`]: {
      background: vars.color.tone.danger.solid,
    },
    [`${checkboxButton}[data-disabled] &`]: {
      borderColor: vars.color.border,
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
    },
  },
});

/** A checkbox's own help text, indented under its label. */
export const checkboxDescription = style({
  paddingInlineStart: `calc(${vars.space['5']} + ${vars.space['2']})`,
});

export const groupOptions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  marginBlock: vars.space['1'],
});
