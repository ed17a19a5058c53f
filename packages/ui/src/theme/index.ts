export { vars } from './contract.css';
export { lightTheme, darkTheme } from './themes.css';
export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];
