/** The proof-of-product dialog's list of documents. Only `vars`. */
import { style } from '@vanilla-extract/css';
import { vars } from '@petrobridge/ui';

export const list = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  paddingBlock: vars.space['2'],
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
