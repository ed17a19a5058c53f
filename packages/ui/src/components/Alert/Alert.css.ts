import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const alert = style({
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
});

export const tone = styleVariants(
  { info: 'info', success: 'success', warning: 'warning', danger: 'danger' } as const,
  (name) => ({
    background: vars.color.tone[name].subtle,
    color: vars.color.tone[name].onSubtle,
    borderColor: vars.color.tone[name].border,
    borderInlineStartColor: vars.color.tone[name].solid,
  }),
);

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
