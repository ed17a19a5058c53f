/** What ui's parts do not give the deal page: its terms as a definition list. Only `vars`. */
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

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minWidth: 0,
});

export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
