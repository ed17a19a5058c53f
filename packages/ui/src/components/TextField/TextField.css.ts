import { style } from '@vanilla-extract/css';

/** Password fields keep their reveal button; the browser's own reveal control would double it. */
export const passwordInput = style({
  selectors: { '&::-ms-reveal': { display: 'none' } },
});
