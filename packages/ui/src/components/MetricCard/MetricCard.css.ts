import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const layout = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const texts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const iconWell = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space['10'],
  height: vars.space['10'],
  borderRadius: vars.radius.md,
  background: vars.color.tone.brand.subtle,
  color: vars.color.tone.brand.onSubtle,
});

export const changeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  marginBlockStart: vars.space['3'],
  fontSize: vars.fontSize.sm,
});

export const change = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    paddingInline: vars.space['1'],
    borderRadius: vars.radius.sm,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      success: {
        background: vars.color.tone.success.subtle,
        color: vars.color.tone.success.onSubtle,
      },
      danger: { background: vars.color.tone.danger.subtle, color: vars.color.tone.danger.onSubtle },
      neutral: {
        background: vars.color.tone.neutral.subtle,
        color: vars.color.tone.neutral.onSubtle,
      },
    },
  },
});

export const changeDescription = style({ color: vars.color.textMuted });
