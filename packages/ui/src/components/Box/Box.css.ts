import { style } from '@vanilla-extract/css';

/**
 * Element resets that never overlap a sprinkle (so the order of the two stylesheets does not matter):
 * lists lose their bullets, buttons and inputs inherit the font.
 */
export const reset = {
  list: style({ listStyle: 'none' }),
  control: style({ font: 'inherit', color: 'inherit' }),
};
