export { vars, lightTheme, darkTheme, themeNames, themeClass, type ThemeName } from './theme';
export { breakpoints, statusNames, type StatusName } from './tokens/raw';
export { media } from './tokens/media';
export { Button, type ButtonProps } from './components/Button';
