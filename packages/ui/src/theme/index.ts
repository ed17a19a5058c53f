import '@fontsource-variable/inter';
import './global.css';

export { vars } from './contract.css';
export { lightTheme } from './light.css';
export { darkTheme } from './dark.css';
import { lightTheme } from './light.css';
import { darkTheme } from './dark.css';

/** Theme names, as the Storybook toolbar and the app use them. */
export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];
/** Class name of each theme: put it on a root element (and <body> for portals). */
export const themeClass: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };
