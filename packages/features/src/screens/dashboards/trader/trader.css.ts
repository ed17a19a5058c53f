/** What ui's parts do not give the trader dashboards. Only `vars`. */
import { style } from '@vanilla-extract/css';
import { vars } from '@petrobridge/ui';

/** An offer's facts in the View dialog: label above value, two per row. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['3']} ${vars.space['4']}`,
  margin: 0,
});

/** One matching offer in the Matches dialog: its facts, and Create Deal beside them (below at 390 px). */
export const match = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  listStyle: 'none',
});

/** A key figure's second line under its value (e.g. "$1,400,000 committed"): small, muted. */
export const figureNote = style({
  display: 'block',
  marginBlockStart: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});
