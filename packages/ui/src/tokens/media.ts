import { breakpoints } from './raw';

/** Media queries for vanilla-extract `'@media'` blocks (CSS variables cannot be used in media queries). */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
