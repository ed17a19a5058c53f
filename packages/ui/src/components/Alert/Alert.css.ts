import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.hairline} solid`,
    borderInlineStartWidth: vars.space['1'],
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: Object.fromEntries(
      (['info', 'success', 'warning', 'danger'] as const).map((name) => [
        name,
        {
          background: vars.color.tone[name].subtle,
          color: vars.color.tone[name].onSubtle,
          borderColor: vars.color.tone[name].border,
          borderInlineStartColor: vars.color.tone[name].solid,
        },
      ]),
    ) as Record<'info' | 'success' | 'warning' | 'danger', object>,
  },
});

export const icon = style({ marginBlockStart: vars.space['0.5'] });

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const body = style({ color: vars.color.text });

export const action = style({ marginBlockStart: vars.space['2'] });

export const close = style({ marginBlock: `calc(${vars.space['1']} * -1)` });
