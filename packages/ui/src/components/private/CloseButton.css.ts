import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from './styleObjects';

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space['8'],
  height: vars.space['8'],
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    // Tinted from the text colour so it reads on any surface (raised, tinted, solid).
    '&[data-hovered]': { background: 'color-mix(in srgb, currentColor 10%, transparent)' },
    '&[data-pressed]': { background: 'color-mix(in srgb, currentColor 18%, transparent)' },
    '&[data-focus-visible]': focusRing,
  },
});

export const icon = style({ width: vars.space['4'], height: vars.space['4'] });
