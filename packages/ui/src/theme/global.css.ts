import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTheme } from './dark.css';
import { lightTheme } from './light.css';

// Reduced motion: every duration in the contract drops to zero, so no component animates.
for (const theme of [lightTheme, darkTheme]) {
  globalStyle(theme, {
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        vars: {
          [vars.motion.durationFast]: '0ms',
          [vars.motion.durationNormal]: '0ms',
          [vars.motion.durationSlow]: '0ms',
        },
      },
    },
  });
  globalStyle(theme, {
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.text,
    colorScheme: theme === darkTheme ? 'dark' : 'light',
    WebkitFontSmoothing: 'antialiased',
  });
}

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0, background: vars.color.background });
