import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const space = { sm: vars.space['2'], md: vars.space['4'], lg: vars.space['6'] } as const;

export const separator = recipe({
  base: { flexShrink: 0, margin: 0, border: 'none', background: vars.color.border },
  variants: {
    orientation: {
      horizontal: { height: vars.borderWidth.hairline, width: '100%' },
      vertical: {
        width: vars.borderWidth.hairline,
        alignSelf: 'stretch',
        minHeight: vars.space['4'],
      },
    },
    spacing: { none: {}, sm: {}, md: {}, lg: {} },
  },
  // Space on both sides of the line, along the axis it separates.
  compoundVariants: (['sm', 'md', 'lg'] as const).flatMap((spacing) => [
    {
      variants: { orientation: 'horizontal' as const, spacing },
      style: { marginBlock: space[spacing] },
    },
    {
      variants: { orientation: 'vertical' as const, spacing },
      style: { marginInline: space[spacing] },
    },
  ]),
});
