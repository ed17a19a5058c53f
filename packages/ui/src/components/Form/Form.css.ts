import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Space between a form's fields. */
export const formGaps = ['4', '5', '6'] as const;
export type FormGap = (typeof formGaps)[number];

export const form = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    gap: {
      '4': { gap: vars.space['4'] },
      '5': { gap: vars.space['5'] },
      '6': { gap: vars.space['6'] },
    },
  },
  defaultVariants: { gap: '5' },
});
