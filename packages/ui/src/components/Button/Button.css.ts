import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const button = style({
  fontFamily: vars.font.body,
  background: vars.color.tone.brand.solid,
  color: vars.color.tone.brand.onSolid,
  border: 'none',
  borderRadius: vars.radius.md,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
