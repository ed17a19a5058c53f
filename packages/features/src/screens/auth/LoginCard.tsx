import { useId, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { DEMO_PASSWORD, demoAccounts } from '@petrobridge/domain';
import { Button, Card, Form, Grid, Heading, Inline, Stack, Text } from '@petrobridge/ui';
import { FormError, useApiForm } from '../../kit/form';
import { FormTextField } from '../../kit/form-text-field';
import { LOGIN_PATH, useBrowserNavigation } from '../../kit/navigation';
import type { RegisterPrefill, SignInMode } from '../../kit/sign-in';
import {
  loginSchema,
  registerSchema,
  useLogin,
  usePublicConfig,
  useRegister,
  type User,
} from '../../data/api/auth';
import { RoleField } from './RoleField';

const demoRoles = ['seller', 'buyer', 'broker'] as const;
const demoEmail = (role: (typeof demoRoles)[number]) => demoAccounts[role].email;

/** The e-mail and password fields both forms share; each form sets the password's autocomplete. */
const emailField = {
  name: 'email',
  label: 'Email',
  type: 'email',
  isRequired: true,
  autoComplete: 'email',
} as const;
const passwordField = {
  name: 'password',
  label: 'Password',
  type: 'password',
  isRequired: true,
} as const;

export interface LoginCardProps {
  /** The first mode. @default 'login' */
  initialMode?: SignInMode;
  /** Initial values of the register form (the landing's quick-start form). */
  prefill?: RegisterPrefill;
  /** Called after a successful sign-in, once the toast is up (the landing dialog reloads the page). */
  onLoginSuccess?: (user: User) => void;
  /**
   * Draw the card's own frame; off inside a dialog, which is the frame there.
   * @default true
   */
  framed?: boolean;
}

/**
 * The login / register card (docs/product.md#screens, §4, §5, §8): two modes and their toggle, the §5 messages,
 * the hosted identity provider, the §8 toasts, and the quick test-login helper when the server has
 * demo data. A successful registration returns the card to login mode with the e-mail filled in.
 */
export function LoginCard({
  initialMode = 'login',
  prefill,
  onLoginSuccess,
  framed = true,
}: LoginCardProps) {
  const [mode, setMode] = useState<SignInMode>(initialMode);
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  const navigation = useBrowserNavigation();
  const config = usePublicConfig();
  const isLogin = mode === 'login';

  const title = isLogin ? 'Sign in to your account' : 'Create your account';
  const description = isLogin
    ? 'Use the e-mail and password of your Petrobridge account.'
    : 'Register as a seller, buyer or broker.';

  const body = (
    <Stack gap="5">
      {isLogin ? (
        <LoginForm
          key={registeredEmail ?? 'login'}
          email={registeredEmail}
          onSuccess={onLoginSuccess}
        />
      ) : (
        <RegisterForm
          prefill={prefill}
          onRegistered={(email) => {
            setRegisteredEmail(email);
            setMode('login');
          }}
        />
      )}
      <Inline justify="center">
        <Button variant="ghost" size="sm" onPress={() => setMode(isLogin ? 'register' : 'login')}>
          {isLogin ? 'Need an account? Register' : 'Have an account? Login'}
        </Button>
      </Inline>
      {/* Only when an identity provider is configured: without one /api/login would come back here. */}
      {config.data?.oidcEnabled ? (
        <Stack gap="2">
          <Text size="sm" tone="muted">
            Or use your organisation&apos;s sign-in:
          </Text>
          <Button
            variant="outline"
            icon={KeyRound}
            isFullWidth
            onPress={() => navigation.assign(LOGIN_PATH)}
          >
            Continue with single sign-on
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );

  if (!framed)
    return (
      <Stack gap="4">
        <Stack gap="1">
          <Heading level={3} size="md">
            {title}
          </Heading>
          <Text size="sm" tone="muted">
            {description}
          </Text>
        </Stack>
        {body}
      </Stack>
    );
  return (
    <Card title={title} description={description} headingLevel={2}>
      {body}
    </Card>
  );
}

function LoginForm({ email, onSuccess }: { email?: string; onSuccess?: (user: User) => void }) {
  const helperId = useId();
  const config = usePublicConfig();
  const { form, control, onSubmit, isPending, formError } = useApiForm({
    schema: loginSchema,
    defaultValues: { email: email ?? '', password: '' },
    useMutation: useLogin,
    success: { title: 'Login successful', description: 'Welcome back!' },
    failure: { title: 'Login failed', fallback: 'Invalid credentials' },
    onSuccess: (user) => onSuccess?.(user),
  });
  const { setValue } = form;

  const fillDemo = (role: (typeof demoRoles)[number]) => {
    setValue('email', demoEmail(role), { shouldValidate: true });
    setValue('password', DEMO_PASSWORD, { shouldValidate: true });
  };

  return (
    <Form
      validationBehavior="aria"
      gap="4"
      aria-label="Sign in"
      onSubmit={(event) => void onSubmit(event)}
    >
      {/* The user opened sign-in to type here; focus would otherwise sit on the dialog. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <FormTextField control={control} {...emailField} autoFocus />
      <FormTextField control={control} {...passwordField} autoComplete="current-password" />
      <FormError message={formError} />
      <Button type="submit" isFullWidth isPending={isPending} pendingLabel="Signing in">
        Sign In
      </Button>
      {config.data?.demoData ? (
        <Stack gap="2" role="group" aria-labelledby={helperId}>
          <Text id={helperId} size="sm" tone="muted">
            Quick test login (demo accounts):
          </Text>
          <Inline gap="2">
            {demoRoles.map((role) => (
              <Button key={role} variant="secondary" size="sm" onPress={() => fillDemo(role)}>
                {role === 'seller' ? 'Seller' : role === 'buyer' ? 'Buyer' : 'Broker'}
              </Button>
            ))}
          </Inline>
        </Stack>
      ) : null}
    </Form>
  );
}

function RegisterForm({
  prefill,
  onRegistered,
}: {
  prefill?: RegisterPrefill;
  onRegistered: (email: string) => void;
}) {
  const { control, onSubmit, isPending, formError } = useApiForm({
    schema: registerSchema,
    defaultValues: {
      firstName: prefill?.firstName ?? '',
      lastName: prefill?.lastName ?? '',
      email: prefill?.email ?? '',
      password: '',
      role: prefill?.role ?? 'buyer',
    },
    useMutation: useRegister,
    success: {
      title: 'Registration successful',
      description: 'You can now login with your credentials',
    },
    failure: { title: 'Registration failed', fallback: 'Failed to create account' },
    onSuccess: (user) => onRegistered(user.email),
  });

  return (
    <Form
      validationBehavior="aria"
      gap="4"
      aria-label="Register"
      onSubmit={(event) => void onSubmit(event)}
    >
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="3">
        <FormTextField
          control={control}
          name="firstName"
          label="First name"
          isRequired
          // Registration was asked for: its first field takes focus (the dialog's own otherwise).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name="lastName"
          label="Last name"
          isRequired
          autoComplete="family-name"
        />
      </Grid>
      <FormTextField control={control} {...emailField} />
      <FormTextField
        control={control}
        {...passwordField}
        autoComplete="new-password"
        description="At least 6 characters."
      />
      <RoleField control={control} />
      <FormError message={formError} />
      <Button type="submit" isFullWidth isPending={isPending} pendingLabel="Creating account">
        Create Account
      </Button>
    </Form>
  );
}
