import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleObjects';

const cardPadding = createVar();

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    overflowWrap: 'anywhere',
  },
  variants: {
    variant: {
      outlined: { background: vars.color.surface },
      elevated: { background: vars.color.surface, boxShadow: vars.shadow.md },
      sunken: { background: vars.color.surfaceSunken },
    },
    padding: {
      sm: { vars: { [cardPadding]: vars.space['3'] } },
      md: { vars: { [cardPadding]: vars.space['5'] } },
      lg: { vars: { [cardPadding]: vars.space['6'] } },
    },
    interactive: {
      true: {
        transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
        selectors: {
          '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.lg },
          '&:has([data-card-link][data-focus-visible])': focusRing,
          '&:has([data-card-link][data-pressed])': { boxShadow: vars.shadow.sm },
        },
      },
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: cardPadding,
});

export const headings = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

/** The title link of an interactive card stretches over the whole card. */
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
});

/** Actions and footer stay pressable above the stretched link. */
export const raised = style({ position: 'relative', zIndex: 1 });

export const actions = style([raised, { display: 'flex', gap: vars.space['2'], flexShrink: 0 }]);

export const body = style({
  flex: 1,
  padding: cardPadding,
  selectors: { [`${header} + &`]: { paddingBlockStart: 0 } },
});

export const footer = style([
  raised,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['2'],
    padding: `${vars.space['3']} ${cardPadding}`,
    borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  },
]);
