import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Badge colours by role; each pairs a subtle fill with its AA text colour. */
export const badgeTones = [
  'neutral',
  'brand',
  'accent',
  'success',
  'warning',
  'danger',
  'info',
] as const;
export type BadgeTone = (typeof badgeTones)[number];
export const badgeVariants = ['subtle', 'solid'] as const;
export type BadgeVariant = (typeof badgeVariants)[number];
export const badgeSizes = ['sm', 'md'] as const;
export type BadgeSize = (typeof badgeSizes)[number];

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    maxWidth: '100%',
    border: `${vars.borderWidth.hairline} solid transparent`,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: Object.fromEntries(badgeTones.map((tone) => [tone, {}])) as Record<BadgeTone, object>,
    variant: { subtle: {}, solid: {} },
    size: {
      sm: {
        fontSize: vars.fontSize.xs,
        padding: `${vars.space['0.5']} ${vars.space['2']}`,
      },
      md: {
        fontSize: vars.fontSize.sm,
        padding: `${vars.space['0.5']} ${vars.space['2']}`,
      },
    },
    /** A count alone is a compact pill of at least its own height. */
    count: {
      true: { justifyContent: 'center', minWidth: vars.space['5'], paddingInline: vars.space['1'] },
      false: {},
    },
  },
  compoundVariants: badgeTones.flatMap((tone) => [
    {
      variants: { tone, variant: 'subtle' as const },
      style: {
        background: vars.color.tone[tone].subtle,
        color: vars.color.tone[tone].onSubtle,
        borderColor: vars.color.tone[tone].border,
      },
    },
    {
      variants: { tone, variant: 'solid' as const },
      style: {
        background: vars.color.tone[tone].solid,
        color: vars.color.tone[tone].onSolid,
        borderColor: vars.color.tone[tone].solid,
      },
    },
  ]),
  defaultVariants: { tone: 'neutral', variant: 'subtle', size: 'md', count: false },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
