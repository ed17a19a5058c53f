import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleObjects';

export const popover = style({
  // At most 20rem wide, and never wider than the viewport.
  maxWidth: `min(calc(100vw - ${vars.space['8']}), calc(${vars.space['16']} * 5))`,
  overflow: 'visible',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  outline: 'none',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  selectors: { '&[data-focus-visible]': { ...focusRing, borderRadius: vars.radius.lg } },
});
