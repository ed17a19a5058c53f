/** What ui's parts do not give the super admin panel. Only `vars`. */
import { style } from '@vanilla-extract/css';
import { vars } from '@petrobridge/ui';

/** One line of a card's list (active users, pending actions, recent activity). */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  listStyle: 'none',
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const list = style({ margin: 0, padding: 0 });

/** The Deal Details dialog's facts: label above value, two per row. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['3']} ${vars.space['4']}`,
  margin: 0,
});

/** A filter select: not wider than its options need. */
export const filter = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 16rem))',
  gap: vars.space['4'],
});
