import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space['4'],
  marginBlock: vars.space['4'],
});

export const panel = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const panelTitle = style({
  margin: 0,
  marginBottom: vars.space['3'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});

export const list = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const swatchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
});

export const swatch = style({
  flexShrink: 0,
  width: vars.space['10'],
  height: vars.space['10'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const tokenName = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const tokenValue = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const toneGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space['2'],
});

export const toneCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  borderWidth: 1,
  borderStyle: 'solid',
  fontSize: vars.fontSize.sm,
});

export const solidSample = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
});

export const typeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 11rem) 1fr',
  alignItems: 'baseline',
  gap: vars.space['3'],
});

export const sample = style({
  margin: 0,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const bar = style({
  height: vars.space['4'],
  borderRadius: vars.radius.sm,
  background: vars.color.tone.brand.solid,
});

export const radiusSample = style({
  width: vars.space['12'],
  height: vars.space['12'],
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

export const shadowSample = style({
  width: vars.space['20'],
  height: vars.space['12'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const statusList = style([
  list,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))' },
]);

export const label = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
