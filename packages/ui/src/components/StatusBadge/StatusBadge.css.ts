import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { tones, type Tone } from '../../css/tones';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    maxWidth: '100%',
    border: `${vars.borderWidth.hairline} solid`,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.xs, padding: `${vars.space['0.5']} ${vars.space['2']}` },
      md: { fontSize: vars.fontSize.sm, padding: `${vars.space['0.5']} ${vars.space['2']}` },
    },
    // The subtle pair of each tone: AA text on its fill in both themes.
    tone: Object.fromEntries(
      tones.map((tone) => [
        tone,
        {
          background: vars.color.tone[tone].subtle,
          color: vars.color.tone[tone].onSubtle,
          borderColor: vars.color.tone[tone].border,
        },
      ]),
    ) as Record<Tone, object>,
  },
  defaultVariants: { size: 'md', tone: 'neutral' },
});

export const dot = style({
  flexShrink: 0,
  width: `calc(${vars.space['1']} * 1.5)`,
  height: `calc(${vars.space['1']} * 1.5)`,
  borderRadius: vars.radius.full,
  background: 'currentColor',
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
