export {
  BrowserNavigationContext,
  useBrowserNavigation,
  windowNavigation,
  LOGIN_PATH,
  LOGOUT_PATH,
  type BrowserNavigation,
} from './navigation';
export {
  handleUnauthorized,
  useUnauthorizedHandler,
  useSignInAgain,
  UNAUTHORIZED_MESSAGE,
  LOGIN_REDIRECT_DELAY_MS,
} from './unauthorized';
export {
  SELECTED_ROLE_KEY,
  isRegistrableRole,
  type SignInMode,
  type SignInRequest,
  type SignInSlotProps,
  type RegisterPrefill,
  type RegistrableRole,
} from './sign-in';
export { failureText, loadFailureText } from './errors';
export {
  Loadable,
  LoadFailed,
  LoadFailedAlert,
  QueryFailure,
  allQueries,
  screenState,
  isEmptyData,
  type LoadableProps,
  type QueryLike,
  type ScreenState,
  type ScreenStateOptions,
} from './screen-state';
export { FormTextField } from './form-text-field';
export { FormNumberField } from './form-number-field';
export { FormSelect } from './form-select';
export { FormComboBox } from './form-combo-box';
export { FormDatePicker } from './form-date-picker';
export { FormRadioGroup } from './form-radio-group';
export {
  routes,
  routeIds,
  menuGroupTitles,
  getHref,
  canOpen,
  roleHome,
  menuForRole,
  headerLinks,
  isMenuItemActive,
  isMenuItemCurrent,
  signedInRouteOf,
  readyRouteOf,
  type RouteId,
  type ReadyRouteId,
  type RouteDefinition,
  type MenuGroup,
  type MenuGroupTitle,
  type MenuItem,
} from './routes';
export {
  THEME_STORAGE_KEY,
  themePreferences,
  readThemePreference,
  resolveTheme,
  applyTheme,
  startTheme,
  setThemePreference,
  useThemePreference,
  type ThemePreference,
} from './theme';
export {
  dealStatusDisplay,
  kycStatusDisplay,
  listingStatusDisplay,
  paymentStatusDisplay,
  subscriptionStatusDisplay,
  unknownStatusDisplay,
  statusDisplay,
  type StatusDisplay,
  type StatusKind,
} from './status';
