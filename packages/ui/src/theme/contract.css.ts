import { createThemeContract } from '@vanilla-extract/css';

/** The one shape every theme fills; components read only these vars. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    text: null,
    textMuted: null,
    border: null,
    brand: null,
    brandText: null,
    focusRing: null,
  },
  font: { body: null },
  space: { sm: null, md: null, lg: null },
  radius: { md: null },
});
