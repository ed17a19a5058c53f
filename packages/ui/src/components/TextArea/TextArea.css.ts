import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textArea = style({
  minHeight: vars.space['20'],
  resize: 'vertical',
});
