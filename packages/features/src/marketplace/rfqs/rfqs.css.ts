/** The RFQ page's header and filters. Only `vars`. */
import { style } from '@vanilla-extract/css';
import { media, vars } from '@petrobridge/ui';

/** Title left, Create RFQ right; stacked on a phone. */
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

/** Search, then the product filter. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

/** Search, product and the buyer's status filter. */
export const buyerFilters = style([
  filters,
  {
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' },
    },
  },
]);
