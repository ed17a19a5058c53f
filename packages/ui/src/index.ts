export { vars, lightTheme, darkTheme, themeNames, type ThemeName } from './theme';
export { Button, type ButtonProps } from './components/Button';
