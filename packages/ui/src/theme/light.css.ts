import { createTheme } from '@vanilla-extract/css';
import { palette as p } from '../tokens/raw';
import { vars } from './contract.css';
import { sharedTokens } from './shared';

const tone = (hue: {
  50: string;
  100: string;
  300: string;
  600: string;
  700: string;
  800: string;
}) => ({
  solid: hue[700],
  solidHover: hue[800],
  onSolid: p.white,
  subtle: hue[50],
  onSubtle: hue[800],
  border: hue[300],
});

/** Light theme: every contract value, AA contrast for text on its surfaces. */
export const lightTheme = createTheme(vars, {
  color: {
    background: p.slate[50],
    surface: p.white,
    surfaceRaised: p.white,
    surfaceSunken: p.slate[100],
    overlay: 'rgba(15, 23, 42, 0.5)',
    text: p.slate[900],
    textMuted: p.slate[600],
    textInverse: p.slate[50],
    surfaceInverse: p.slate[900],
    border: p.slate[300],
    borderStrong: p.slate[500],
    focusRing: p.blue[600],
    link: p.blue[700],
    linkHover: p.blue[900],
    tone: {
      neutral: {
        solid: p.slate[700],
        solidHover: p.slate[800],
        onSolid: p.white,
        subtle: p.slate[100],
        onSubtle: p.slate[800],
        border: p.slate[300],
      },
      brand: tone(p.blue),
      accent: {
        ...tone(p.amber),
        solid: p.amber[400],
        solidHover: p.amber[500],
        onSolid: p.slate[900],
      },
      success: tone(p.green),
      warning: { ...tone(p.amber), onSubtle: p.amber[900] },
      danger: tone(p.red),
      info: tone(p.sky),
    },
    chart: {
      c1: p.blue[600],
      c2: p.amber[500],
      c3: p.teal[600],
      c4: p.violet[600],
      c5: p.red[500],
      c6: p.green[600],
      c7: p.slate[500],
    },
  },
  ...sharedTokens,
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 2px 6px rgba(15, 23, 42, 0.08), 0 1px 2px rgba(15, 23, 42, 0.06)',
    lg: '0 10px 24px rgba(15, 23, 42, 0.12), 0 2px 6px rgba(15, 23, 42, 0.08)',
    overlay: '0 20px 48px rgba(15, 23, 42, 0.22)',
  },
});
