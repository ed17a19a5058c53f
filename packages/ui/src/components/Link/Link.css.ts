import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleObjects';

/** Link variants: inline sits in running text (always underlined), standalone stands on its own. */
export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export const link = recipe({
  base: {
    color: vars.color.link,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    textUnderlineOffset: vars.space['0.5'],
    transition: `color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.linkHover },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': {
        color: vars.color.textMuted,
        cursor: 'not-allowed',
        textDecoration: 'none',
      },
    },
  },
  variants: {
    variant: {
      inline: { textDecoration: 'underline' },
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space['1'],
        fontWeight: vars.fontWeight.semibold,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
