import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The trigger: a button drawn as an input group. */
export const trigger = style({
  width: '100%',
  paddingInline: vars.space['3'],
  gap: vars.space['2'],
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});
