/** What ui's parts do not give the marketplace: the card grid and the facts of a card. Only `vars`. */
import { style } from '@vanilla-extract/css';
import { media, vars } from '@petrobridge/ui';

/** One column on a phone, then as many 20rem columns as fit. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))' } },
});

/** Label above value, two per row: short enough to read at 390 px. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['3']} ${vars.space['4']}`,
  margin: 0,
});

/** The filters: the search takes the room that is left, the pickers their own width. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

/** The filters with a third picker. */
export const filtersOfThree = style([
  filters,
  {
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' },
    },
  },
]);

/** The end of the loaded cards: the Load more button, centred, with what went wrong above it. */
export const loadMore = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
});
