import { delay, http, HttpResponse } from 'msw';
import type { Schema } from '@petrobridge/api-client';
import { usersByRole } from '../../mocks/users';
import { DEMO_PASSWORD, makeRegisteredUser } from './fixtures';

const error = (status: number, message: string) => HttpResponse.json({ message }, { status });

const knownUsers = Object.values(usersByRole);

/** GET /api/config variants. */
export const configHandlers = {
  demoData: http.get('/api/config', () =>
    HttpResponse.json({ demoData: true, oidcEnabled: false } satisfies Schema<'PublicConfig'>),
  ),
  noDemoData: http.get('/api/config', () =>
    HttpResponse.json({ demoData: false, oidcEnabled: true } satisfies Schema<'PublicConfig'>),
  ),
};

/** POST /api/auth/login variants. */
export const loginHandlers = {
  /** The demo accounts with the demo password sign in; anything else is 'Invalid credentials'. */
  demoAccounts: http.post('/api/auth/login', async ({ request }) => {
    const body = (await request.json()) as Schema<'LoginRequest'>;
    const user = knownUsers.find((u) => u.email === body.email);
    await delay(150);
    return user && body.password === DEMO_PASSWORD
      ? HttpResponse.json(user)
      : error(401, 'Invalid credentials');
  }),
  rateLimited: http.post('/api/auth/login', () =>
    error(429, 'Too many sign-in attempts. Try again in 60 seconds.'),
  ),
  /** A failure without the API's JSON body: the toast falls back to 'Invalid credentials'. */
  bareFailure: http.post('/api/auth/login', () => new HttpResponse(null, { status: 502 })),
  pending: http.post('/api/auth/login', () => delay('infinite')),
};

/** POST /api/auth/register variants. */
export const registerHandlers = {
  /** Creates the account unless the e-mail belongs to a demo account (409). */
  success: http.post('/api/auth/register', async ({ request }) => {
    const body = (await request.json()) as Schema<'RegisterRequest'>;
    await delay(150);
    if (knownUsers.some((u) => u.email === body.email))
      return error(409, 'An account with this email already exists');
    return HttpResponse.json(
      makeRegisteredUser({
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        role: body.role,
      }),
      { status: 201 },
    );
  }),
  bareFailure: http.post('/api/auth/register', () => new HttpResponse(null, { status: 500 })),
};

/** The defaults of every auth story: demo data, demo accounts sign in, registration works. */
export const authHandlers = {
  config: configHandlers.demoData,
  login: loginHandlers.demoAccounts,
  register: registerHandlers.success,
};
