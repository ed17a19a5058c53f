import { createThemeContract } from '@vanilla-extract/css';

const tone = {
  solid: null,
  solidHover: null,
  onSolid: null,
  subtle: null,
  onSubtle: null,
  border: null,
};

/**
 * The one shape every theme fills (light and dark fill it entirely).
 * Components read only these vars, never raw tokens.
 */
export const vars = createThemeContract({
  color: {
    /** Page background. */
    background: null,
    /** Cards, panels, inputs. */
    surface: null,
    /** Popovers, menus, dialogs (above surface). */
    surfaceRaised: null,
    /** Wells, table headers, skeletons. */
    surfaceSunken: null,
    /** Modal backdrop. */
    overlay: null,
    text: null,
    textMuted: null,
    /** Text on a dark surface in light theme and vice versa (tooltips). */
    textInverse: null,
    surfaceInverse: null,
    border: null,
    borderStrong: null,
    focusRing: null,
    link: null,
    linkHover: null,
    tone: {
      neutral: tone,
      brand: tone,
      accent: tone,
      success: tone,
      warning: tone,
      danger: tone,
      info: tone,
    },
    /** Categorical colours for charts (distributions). */
    chart: { c1: null, c2: null, c3: null, c4: null, c5: null, c6: null, c7: null },
  },
  font: { body: null, heading: null, mono: null },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    '2xl': null,
    '3xl': null,
    '4xl': null,
    '5xl': null,
  },
  lineHeight: { tight: null, snug: null, normal: null, relaxed: null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  space: {
    none: null,
    '0.5': null,
    '1': null,
    '2': null,
    '3': null,
    '4': null,
    '5': null,
    '6': null,
    '8': null,
    '10': null,
    '12': null,
    '16': null,
    '20': null,
  },
  radius: { none: null, sm: null, md: null, lg: null, xl: null, full: null },
  borderWidth: { hairline: null, focusRing: null },
  shadow: { sm: null, md: null, lg: null, overlay: null },
  zIndex: {
    base: null,
    dropdown: null,
    sticky: null,
    overlay: null,
    modal: null,
    popover: null,
    toast: null,
    tooltip: null,
  },
  motion: {
    durationFast: null,
    durationNormal: null,
    durationSlow: null,
    easingStandard: null,
    easingEmphasized: null,
  },
});
