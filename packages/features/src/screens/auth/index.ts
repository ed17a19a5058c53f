/** Sign-in: the login/register card and the landing page's sign-in dialog. Loaded lazily. */
export { LoginCard, type LoginCardProps } from './LoginCard';
export { SignInDialog, type SignInDialogProps } from './SignInDialog';
