import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** The figure: caption and table toggle in the first row, the chart or its table below. */
export const figure = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  columnGap: vars.space['3'],
  rowGap: vars.space['3'],
  margin: 0,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const caption = style({
  gridColumn: 1,
  gridRow: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const toggle = style({
  gridColumn: 2,
  gridRow: 1,
  selectors: {
    // Pressed: the table shows.
    '&[aria-pressed="true"]': {
      background: vars.color.tone.brand.subtle,
      color: vars.color.tone.brand.onSubtle,
      borderColor: vars.color.tone.brand.border,
    },
  },
});

export const body = style({ gridColumn: '1 / -1', minWidth: 0 });

/** The element whose width the chart follows. */
export const plot = style({ position: 'relative', width: '100%', minWidth: 0 });

export const svg = style({ display: 'block', overflow: 'visible' });

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  padding: vars.space['4'],
});

export const tickLabel = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: '11px',
  fontVariantNumeric: 'tabular-nums',
});

export const valueLabel = style([
  tickLabel,
  { fill: vars.color.text, fontWeight: vars.fontWeight.medium },
]);

export const axisLine = style({ stroke: vars.color.borderStrong });

export const gridLine = style({ stroke: vars.color.border, strokeDasharray: '3 3' });

type ChartColor = keyof typeof vars.color.chart;
const byColor = (property: 'fill' | 'stroke') =>
  Object.fromEntries(
    Object.entries(vars.color.chart).map(([name, value]) => [name, { [property]: value }]),
  ) as Record<ChartColor, Record<typeof property, string>>;

export const bar = recipe({
  base: { shapeRendering: 'crispEdges' },
  variants: { color: byColor('fill') },
});

export const line = recipe({
  base: { fill: 'none', strokeWidth: 2, strokeLinejoin: 'round', strokeLinecap: 'round' },
  variants: { color: byColor('stroke') },
});

export const dot = recipe({
  base: { strokeWidth: 2, stroke: vars.color.surface },
  variants: { color: byColor('fill') },
});
