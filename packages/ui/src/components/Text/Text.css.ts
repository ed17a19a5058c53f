import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Text sizes. */
export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export type TextSize = (typeof textSizes)[number];
/** Text colours by role; every tone meets AA on the page, surface and sunken backgrounds. */
export const textTones = [
  'default',
  'muted',
  'brand',
  'success',
  'warning',
  'danger',
  'info',
  'inherit',
] as const;
export type TextTone = (typeof textTones)[number];
/** Font weights. */
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

const toneColor: Record<TextTone, string> = {
  default: vars.color.text,
  muted: vars.color.textMuted,
  brand: vars.color.tone.brand.onSubtle,
  success: vars.color.tone.success.onSubtle,
  warning: vars.color.tone.warning.onSubtle,
  danger: vars.color.tone.danger.onSubtle,
  info: vars.color.tone.info.onSubtle,
  inherit: 'inherit',
};

const map = <K extends string>(keys: readonly K[], fn: (key: K) => object) =>
  Object.fromEntries(keys.map((key) => [key, fn(key)])) as Record<K, object>;

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body },
  variants: {
    size: map(textSizes, (size) => ({
      fontSize: vars.fontSize[size],
      lineHeight: size === 'lg' ? vars.lineHeight.relaxed : vars.lineHeight.normal,
    })),
    tone: map(textTones, (tone) => ({ color: toneColor[tone] })),
    weight: map(textWeights, (weight) => ({ fontWeight: vars.fontWeight[weight] })),
    tabular: { true: { fontVariantNumeric: 'tabular-nums' }, false: {} },
    truncate: {
      true: {
        display: 'block',
        maxWidth: '100%',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      },
      false: {},
    },
  },
  defaultVariants: {
    size: 'md',
    tone: 'default',
    weight: 'regular',
    tabular: false,
    truncate: false,
  },
});
