import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof avatarSizes)[number];
export const avatarTones = ['brand', 'accent', 'neutral'] as const;
export type AvatarTone = (typeof avatarTones)[number];

const box = { sm: '6', md: '8', lg: '10', xl: '12' } as const;
const font = { sm: 'xs', md: 'sm', lg: 'md', xl: 'lg' } as const;

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.hairline} solid`,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
    overflow: 'hidden',
  },
  variants: {
    size: Object.fromEntries(
      avatarSizes.map((size) => [
        size,
        {
          width: vars.space[box[size]],
          height: vars.space[box[size]],
          fontSize: vars.fontSize[font[size]],
        },
      ]),
    ) as Record<AvatarSize, object>,
    tone: Object.fromEntries(
      avatarTones.map((tone) => [
        tone,
        {
          background: vars.color.tone[tone].subtle,
          color: vars.color.tone[tone].onSubtle,
          borderColor: vars.color.tone[tone].border,
        },
      ]),
    ) as Record<AvatarTone, object>,
  },
  defaultVariants: { size: 'md', tone: 'brand' },
});
