/** One term and its value in a definition list of facts (a listing's, a deal's). Only `vars`. */
import { style } from '@vanilla-extract/css';
import { vars } from '@petrobridge/ui';

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minWidth: 0,
});

export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
