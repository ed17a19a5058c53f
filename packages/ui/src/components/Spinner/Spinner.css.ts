import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../tokens/media';

/** Spinner sizes on the spacing scale (sm 1rem, md 1.25rem, lg 2rem). */
export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];
/** Spinner colours: 'current' follows the text (inside buttons), 'brand' stands alone. */
export const spinnerTones = ['current', 'brand', 'muted'] as const;
export type SpinnerTone = (typeof spinnerTones)[number];

const sizeSpace = { sm: '4', md: '5', lg: '8' } as const;
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: { display: 'inline-flex', flexShrink: 0, lineHeight: 0 },
  variants: {
    size: Object.fromEntries(
      spinnerSizes.map((size) => [
        size,
        { width: vars.space[sizeSpace[size]], height: vars.space[sizeSpace[size]] },
      ]),
    ) as Record<SpinnerSize, object>,
    tone: {
      current: { color: 'currentColor' },
      brand: { color: vars.color.tone.brand.solid },
      muted: { color: vars.color.textMuted },
    },
  },
  defaultVariants: { size: 'md', tone: 'current' },
});

export const svg = style({
  width: '100%',
  height: '100%',
  // One turn per three slow motion steps; with reduced motion the arc stands still.
  animation: `${spin} calc(${vars.motion.durationSlow} * 3) linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const track = style({ opacity: 0.25 });
