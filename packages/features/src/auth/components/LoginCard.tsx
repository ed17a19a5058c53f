import { useId, useState } from 'react';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { DEMO_PASSWORD, demoAccounts } from '@petrobridge/domain';
import { Button, Card, Form, Grid, Heading, Inline, Stack, Text, toast } from '@petrobridge/ui';
import { failureText } from '../../shared/errors';
import { FormTextField } from '../../shared/form';
import { LOGIN_PATH, useBrowserNavigation } from '../../shared/navigation';
import type { RegisterPrefill, SignInMode } from '../../shared/sign-in';
import { loginSchema, useLogin, type LoginInput, type User } from '../api/login';
import { registerSchema, useRegister, type RegisterInput } from '../api/register';
import { usePublicConfig } from '../api/get-config';
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
 * The login / register card (client-spec §2, §4, §5, §8): two modes and their toggle, the §5 messages,
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
  const { control, handleSubmit, setValue } = useForm<
    LoginInput,
    unknown,
    z.output<typeof loginSchema>
  >({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: email ?? '', password: '' },
  });
  const config = usePublicConfig();
  const login = useLogin({
    onSuccess: (user) => {
      toast({ title: 'Login successful', description: 'Welcome back!', tone: 'success' });
      onSuccess?.(user);
    },
    onError: (error) =>
      toast({
        title: 'Login failed',
        description: failureText(error, 'Invalid credentials'),
        tone: 'danger',
      }),
  });

  const fillDemo = (role: (typeof demoRoles)[number]) => {
    setValue('email', demoEmail(role), { shouldValidate: true });
    setValue('password', DEMO_PASSWORD, { shouldValidate: true });
  };

  return (
    <Form
      validationBehavior="aria"
      gap="4"
      aria-label="Sign in"
      onSubmit={handleSubmit((values) => void login.trigger(values))}
    >
      <FormTextField control={control} {...emailField} />
      <FormTextField control={control} {...passwordField} autoComplete="current-password" />
      <Button type="submit" isFullWidth isPending={login.isPending} pendingLabel="Signing in">
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
  const { control, handleSubmit } = useForm<
    RegisterInput,
    unknown,
    z.output<typeof registerSchema>
  >({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstName: prefill?.firstName ?? '',
      lastName: prefill?.lastName ?? '',
      email: prefill?.email ?? '',
      password: '',
      role: prefill?.role ?? 'buyer',
    },
  });
  const register = useRegister({
    onSuccess: (user) => {
      toast({
        title: 'Registration successful',
        description: 'You can now login with your credentials',
        tone: 'success',
      });
      onRegistered(user.email);
    },
    onError: (error) =>
      toast({
        title: 'Registration failed',
        description: failureText(error, 'Failed to create account'),
        tone: 'danger',
      }),
  });

  return (
    <Form
      validationBehavior="aria"
      gap="4"
      aria-label="Register"
      onSubmit={handleSubmit((values) => void register.trigger(values))}
    >
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="3">
        <FormTextField
          control={control}
          name="firstName"
          label="First name"
          isRequired
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
      <Button
        type="submit"
        isFullWidth
        isPending={register.isPending}
        pendingLabel="Creating account"
      >
        Create Account
      </Button>
    </Form>
  );
}
