import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const input = style({ fontVariantNumeric: 'tabular-nums' });

/** The up/down steppers, stacked at the end of the group. */
export const steppers = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  borderInlineStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const stepper = style({
  flex: 1,
  height: 'auto',
  width: vars.space['8'],
  margin: 0,
  borderRadius: 0,
  selectors: {
    '&:first-child': { borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
  },
});
