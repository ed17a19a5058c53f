import { createTheme } from '@vanilla-extract/css';
import { palette as p } from '../tokens/raw';
import { vars } from './contract.css';
import { sharedTokens } from './shared';

const tone = (hue: {
  200: string;
  300: string;
  400: string;
  700: string;
  900: string;
  950: string;
}) => ({
  solid: hue[300],
  solidHover: hue[200],
  onSolid: p.slate[950],
  subtle: hue[950],
  onSubtle: hue[200],
  border: hue[700],
});

/** Dark theme: every contract value, AA contrast for text on its surfaces. */
export const darkTheme = createTheme(vars, {
  color: {
    background: p.slate[950],
    surface: p.slate[900],
    surfaceRaised: p.slate[850],
    surfaceSunken: p.slate[800],
    overlay: 'rgba(2, 6, 23, 0.7)',
    text: p.slate[50],
    textMuted: p.slate[300],
    textInverse: p.slate[900],
    surfaceInverse: p.slate[100],
    border: p.slate[700],
    borderStrong: p.slate[500],
    focusRing: p.blue[300],
    link: p.blue[300],
    linkHover: p.blue[200],
    tone: {
      neutral: {
        solid: p.slate[200],
        solidHover: p.slate[100],
        onSolid: p.slate[950],
        subtle: p.slate[800],
        onSubtle: p.slate[100],
        border: p.slate[600],
      },
      brand: tone(p.blue),
      accent: tone(p.amber),
      success: tone(p.green),
      warning: tone(p.amber),
      danger: tone(p.red),
      info: tone(p.sky),
    },
    chart: {
      c1: p.blue[400],
      c2: p.amber[400],
      c3: p.teal[400],
      c4: p.violet[400],
      c5: p.red[400],
      c6: p.green[400],
      c7: p.slate[400],
    },
  },
  ...sharedTokens,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 2px 6px rgba(0, 0, 0, 0.45)',
    lg: '0 10px 24px rgba(0, 0, 0, 0.5)',
    overlay: '0 20px 48px rgba(0, 0, 0, 0.6)',
  },
});
