import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const icon = recipe({
  variants: {
    tone: {
      neutral: { color: vars.color.tone.brand.onSubtle },
      danger: { color: vars.color.tone.danger.onSubtle },
    },
  },
});
