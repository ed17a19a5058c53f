/** The owner's parts of a listing card. Only `vars`. */
import { style } from '@vanilla-extract/css';
import { media, vars } from '@petrobridge/ui';

/** The deals under a listing: one line each, wrapping on a phone. */
export const deals = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const deal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
});

/** Title left, the main action right; stacked on a phone. */
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  '@media': {
    [media.tablet]: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'flex-start',
    },
  },
});
