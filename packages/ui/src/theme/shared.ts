import {
  borderWidth,
  duration,
  easing,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
  zIndex,
} from '../tokens/raw';

/** The parts of the contract that do not change between light and dark. */
export const sharedTokens = {
  font: fontFamily,
  fontSize,
  lineHeight,
  fontWeight,
  space,
  radius,
  borderWidth,
  zIndex,
  motion: {
    durationFast: duration.fast,
    durationNormal: duration.normal,
    durationSlow: duration.slow,
    easingStandard: easing.standard,
    easingEmphasized: easing.emphasized,
  },
};
