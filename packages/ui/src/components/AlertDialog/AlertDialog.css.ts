import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const icon = styleVariants({
  neutral: { color: vars.color.tone.brand.onSubtle },
  danger: { color: vars.color.tone.danger.onSubtle },
});
