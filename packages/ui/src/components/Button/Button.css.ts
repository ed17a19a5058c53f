import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleObjects';

/** Button variants, strongest first. Reused by ButtonLink and the stories. */
export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
/** Button sizes. */
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

/** A hover/press shade of a background, mixed towards the text colour (works in both themes). */
const shade = (background: string, amount: string) =>
  `color-mix(in srgb, ${background}, ${vars.color.text} ${amount})`;

const interactive = '&:is([data-hovered], :hover):not([data-disabled], [data-pending])';
const pressed = '&[data-pressed]';

/**
 * Shared by Button (RAC Button) and ButtonLink (RAC Link): both expose the same state attributes
 * ([data-hovered], [data-pressed], [data-focus-visible], [data-disabled], [data-pending]).
 */
export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: `${vars.borderWidth.hairline} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    paddingBlock: vars.space['1'],
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    transitionProperty: 'background-color, border-color, color, transform',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easingStandard,
    selectors: {
      '&[data-focus-visible]': focusRing,
      [pressed]: { transform: 'scale(0.98)' },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.tone.brand.solid,
        color: vars.color.tone.brand.onSolid,
        selectors: {
          [interactive]: { background: vars.color.tone.brand.solidHover },
        },
      },
      secondary: {
        background: vars.color.tone.neutral.subtle,
        color: vars.color.tone.neutral.onSubtle,
        borderColor: vars.color.tone.neutral.border,
        selectors: {
          [interactive]: { background: shade(vars.color.tone.neutral.subtle, '8%') },
        },
      },
      outline: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          [interactive]: { background: vars.color.tone.neutral.subtle },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          [interactive]: { background: vars.color.tone.neutral.subtle },
        },
      },
      danger: {
        background: vars.color.tone.danger.solid,
        color: vars.color.tone.danger.onSolid,
        selectors: {
          [interactive]: { background: vars.color.tone.danger.solidHover },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.space['8'],
        paddingInline: vars.space['3'],
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: vars.space['10'],
        paddingInline: vars.space['4'],
        fontSize: vars.fontSize.sm,
      },
      lg: {
        minHeight: vars.space['12'],
        paddingInline: vars.space['6'],
        fontSize: vars.fontSize.md,
      },
    },
    iconOnly: { true: { paddingInline: 0 }, false: {} },
    isFullWidth: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: [
    { variants: { iconOnly: true, size: 'sm' }, style: { width: vars.space['8'] } },
    { variants: { iconOnly: true, size: 'md' }, style: { width: vars.space['10'] } },
    { variants: { iconOnly: true, size: 'lg' }, style: { width: vars.space['12'] } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false, isFullWidth: false },
});
export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label and icons; transparent (still read by screen readers) while the spinner shows. */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
});
export const contentHidden = style({ opacity: 0 });
export const spinnerOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
