import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Icon sizes: sm sits in small text, md in body text and buttons, lg and xl stand alone. */
export const iconSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type IconSize = (typeof iconSizes)[number];
/** Icon colours by role; 'current' takes the surrounding text colour. */
export const iconTones = [
  'current',
  'muted',
  'brand',
  'success',
  'warning',
  'danger',
  'info',
] as const;
export type IconTone = (typeof iconTones)[number];

const sizeSpace = { sm: '4', md: '5', lg: '6', xl: '8' } as const;
const toneColor: Record<IconTone, string> = {
  current: 'currentColor',
  muted: vars.color.textMuted,
  brand: vars.color.tone.brand.onSubtle,
  success: vars.color.tone.success.onSubtle,
  warning: vars.color.tone.warning.onSubtle,
  danger: vars.color.tone.danger.onSubtle,
  info: vars.color.tone.info.onSubtle,
};

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: Object.fromEntries(
      iconSizes.map((size) => [
        size,
        { width: vars.space[sizeSpace[size]], height: vars.space[sizeSpace[size]] },
      ]),
    ) as Record<IconSize, object>,
    tone: Object.fromEntries(iconTones.map((tone) => [tone, { color: toneColor[tone] }])) as Record<
      IconTone,
      object
    >,
  },
  defaultVariants: { size: 'md', tone: 'current' },
});
