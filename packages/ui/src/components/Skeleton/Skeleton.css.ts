import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../tokens/media';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    maxWidth: '100%',
    background: `linear-gradient(90deg, ${vars.color.surfaceSunken} 25%, ${vars.color.border} 50%, ${vars.color.surfaceSunken} 75%)`,
    backgroundSize: '400% 100%',
    // One sweep takes five slow beats: ambient, so slower than any interaction.
    animation: `${shimmer} calc(${vars.motion.durationSlow} * 5) linear infinite`,
    '@media': {
      [media.reducedMotion]: { animation: 'none', background: vars.color.surfaceSunken },
    },
  },
  variants: {
    variant: {
      text: {
        height: '1em',
        borderRadius: vars.radius.sm,
        // Sit in the line box like the text it replaces.
        marginBlock: `calc((${vars.lineHeight.normal} * 1em - 1em) / 2)`,
      },
      rect: { borderRadius: vars.radius.md, height: vars.space['20'] },
      circle: { borderRadius: vars.radius.full, flexShrink: 0 },
    },
    /** A circle's diameter (only circles take one). */
    circleSize: {
      sm: { width: vars.space['6'], height: vars.space['6'] },
      md: { width: vars.space['8'], height: vars.space['8'] },
      lg: { width: vars.space['10'], height: vars.space['10'] },
      xl: { width: vars.space['12'], height: vars.space['12'] },
    },
  },
});

export const lines = style({ display: 'flex', flexDirection: 'column', width: '100%' });
