import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleObjects';

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: 'fit-content',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const navButton = style({
  marginInlineEnd: 0,
  color: vars.color.text,
});

export const grid = style({
  borderCollapse: 'collapse',
  borderSpacing: 0,
});

export const headerCell = style({
  paddingBottom: vars.space['1'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['10'],
  height: vars.space['10'],
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-today]': { fontWeight: vars.fontWeight.bold, textDecoration: 'underline' },
    '&[data-hovered]': { background: vars.color.tone.neutral.subtle },
    '&[data-pressed]': { background: vars.color.tone.neutral.subtle },
    '&[data-selected]': {
      background: vars.color.tone.brand.solid,
      color: vars.color.tone.brand.onSolid,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default', opacity: 0.6 },
    '&[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
    '&[data-invalid][data-selected]': {
      background: vars.color.tone.danger.solid,
      color: vars.color.tone.danger.onSolid,
    },
  },
});

export const errorMessage = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.tone.danger.onSubtle,
});
