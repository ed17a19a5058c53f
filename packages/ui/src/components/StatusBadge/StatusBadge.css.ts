import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const badge = style({
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
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.xs, padding: `${vars.space['0.5']} ${vars.space['2']}` },
  md: { fontSize: vars.fontSize.sm, padding: `${vars.space['0.5']} ${vars.space['2']}` },
});

/** One class per status, straight from the contract's status colours. */
export const status = styleVariants(vars.color.status, (tone) => ({
  background: tone.background,
  color: tone.foreground,
  borderColor: tone.border,
}));

export const dot = style({
  flexShrink: 0,
  width: `calc(${vars.space['1']} * 1.5)`,
  height: `calc(${vars.space['1']} * 1.5)`,
  borderRadius: vars.radius.full,
  background: 'currentColor',
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
