import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Heading sizes, largest last. */
export const headingSizes = ['sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'] as const;
export type HeadingSize = (typeof headingSizes)[number];

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
  },
  variants: {
    size: Object.fromEntries(
      headingSizes.map((size) => [size, { fontSize: vars.fontSize[size] }]),
    ) as Record<HeadingSize, { fontSize: string }>,
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      false: {},
    },
  },
  defaultVariants: { size: 'xl', truncate: false },
});
export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
