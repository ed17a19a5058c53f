/** What ui's parts do not give the deal page: the grid of its terms. Only `vars`. */
import { style } from '@vanilla-extract/css';
import { media, vars } from '@petrobridge/ui';

/** Two terms per row on a phone, then as many 14rem columns as fit. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['4']} ${vars.space['4']}`,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' } },
});
