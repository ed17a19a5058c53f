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
  UNAUTHORIZED_MESSAGE,
  LOGIN_REDIRECT_DELAY_MS,
} from './unauthorized';
export {
  useApiMutation,
  type ApiMutation,
  type ApiMutationOptions,
  type RevalidateTarget,
} from './mutation';
export {
  SELECTED_ROLE_KEY,
  isRegistrableRole,
  type SignInMode,
  type SignInRequest,
  type SignInSlotProps,
  type RegisterPrefill,
  type RegistrableRole,
} from './sign-in';
export { failureText } from './errors';
export {
  FormTextField,
  FormNumberField,
  FormSelect,
  FormComboBox,
  FormDatePicker,
  FormRadioGroup,
} from './form';
export { productTypeLabels, volumeUnitNames } from './labels';
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
