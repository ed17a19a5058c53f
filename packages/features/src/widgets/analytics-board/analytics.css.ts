import { style } from '@vanilla-extract/css';
import { vars } from '@petrobridge/ui';

/** Label–value pairs in two columns, one at 390 px and below. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space['4'],
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});
