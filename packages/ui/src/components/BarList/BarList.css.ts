import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { fillShape } from '../private/bar.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['3'],
});

export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const value = style({
  flexShrink: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  display: 'block',
  height: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

type ChartColor = keyof typeof vars.color.chart;

export const bar = recipe({
  base: fillShape,
  variants: {
    /** One of the theme's chart colours. */
    color: Object.fromEntries(
      Object.entries(vars.color.chart).map(([name, chart]) => [name, { background: chart }]),
    ) as Record<ChartColor, { background: string }>,
  },
});
