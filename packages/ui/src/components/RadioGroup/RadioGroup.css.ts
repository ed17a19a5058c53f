import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleObjects';

export const options = recipe({
  base: { display: 'flex', gap: vars.space['2'], marginBlock: vars.space['1'] },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space['6'] },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const radioField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
});

/** The clickable label: the circle and the text. */
export const radioButton = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const circle = style({
  flexShrink: 0,
  width: vars.space['5'],
  height: vars.space['5'],
  // Centre the circle on the first line of the label.
  marginTop: `calc((1lh - ${vars.space['5']}) / 2)`,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${radioButton}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${radioButton}[data-selected] &`]: {
      borderColor: vars.color.tone.brand.solid,
      // A thick ring leaves a dot of the surface colour in the middle.
      borderWidth: `calc(${vars.space['5']} * 0.3)`,
    },
    [`${radioButton}[data-focus-visible] &`]: focusRing,
    [`${radioButton}[data-invalid] &`]: { borderColor: vars.color.tone.danger.solid },
    [`${radioButton}[data-disabled] &`]: {
      borderColor: vars.color.border,
      background: vars.color.surfaceSunken,
    },
  },
});

/** A radio's own help text, indented under its label. */
export const radioDescription = style({
  paddingInlineStart: `calc(${vars.space['5']} + ${vars.space['2']})`,
});
