import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const segment = style({
  paddingInline: vars.space['0.5'],
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { paddingInline: 0, color: vars.color.textMuted },
    '&[data-focused]': {
      background: vars.color.tone.brand.solid,
      color: vars.color.tone.brand.onSolid,
    },
  },
});
