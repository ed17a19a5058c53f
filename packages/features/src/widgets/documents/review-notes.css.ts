/** What ui's parts do not give a review note in a table. Only `vars`. */
import { style } from '@vanilla-extract/css';
import { vars } from '@petrobridge/ui';

/**
 * Table cells stay on one line, but a note is a sentence or two, so it wraps within a column of its
 * own width instead of widening the table.
 */
export const notes = style({
  display: 'block',
  whiteSpace: 'normal',
  minWidth: '12rem',
  maxWidth: '22rem',
  paddingBlock: vars.space['2'],
});
