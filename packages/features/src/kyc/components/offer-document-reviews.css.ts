/** What ui's parts do not give the proof-of-product review queue. Only `vars`. */
import { style } from '@vanilla-extract/css';
import { vars } from '@petrobridge/ui';

/**
 * A review note in the queue's table: table cells stay on one line, but a note is a sentence or two,
 * so it wraps within a column of its own width instead of widening the table.
 */
export const notes = style({
  display: 'block',
  whiteSpace: 'normal',
  minWidth: '12rem',
  maxWidth: '22rem',
  paddingBlock: vars.space['2'],
});
