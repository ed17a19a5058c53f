import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

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

export const bar = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
});

export const color = styleVariants(vars.color.chart, (chart) => ({ background: chart }));
