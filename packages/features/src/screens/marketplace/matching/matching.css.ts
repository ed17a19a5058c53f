import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.75rem',
});

export const reasons = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.25rem',
});

export const reason = style({
  display: 'flex',
  gap: '0.5rem',
  alignItems: 'baseline',
  overflowWrap: 'anywhere',
});
