/** Sign-in: the login/register card and the landing page's sign-in dialog. Loaded lazily. */
export { LoginCard, type LoginCardProps } from './components/LoginCard';
export { SignInDialog, type SignInDialogProps } from './components/SignInDialog';
export { login, useLogin, loginSchema, type LoginInput, type User } from './api/login';
export { register, useRegister, registerSchema, type RegisterInput } from './api/register';
export { usePublicConfig, type PublicConfig } from './api/get-config';
