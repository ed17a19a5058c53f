/** The public config and the session: sign-in as a demo user, sign-out, registration. */
import type { Schema } from '@petrobridge/api-client';
import { DEMO_PASSWORD, loginSchema, registerSchema } from '@petrobridge/domain';
import { mockDb, type User } from './db';
import { caller, http, json, noContent, parseBody, problem } from './http';
import { setMockRole } from './role';

export const authHandlers = [
  http.get('/api/config', () =>
    json({ demoData: true, oidcEnabled: false } satisfies Schema<'PublicConfig'>),
  ),
  http.get('/api/auth/user', () => {
    const user = caller();
    return user instanceof Response ? user : json(user);
  }),
  http.post('/api/auth/login', async ({ request }) => {
    const body = await parseBody(request, loginSchema);
    if (body instanceof Response) return body;
    const user = mockDb().users.find((u) => u.email === body.email);
    if (!user || body.password !== DEMO_PASSWORD) return problem(401, 'Invalid credentials');
    // Like the server's new session: later requests answer as this user (the mock session holds a
    // role, so this covers the demo accounts, one per role).
    setMockRole(user.role);
    return json(user);
  }),
  http.post('/api/auth/logout', () => {
    setMockRole('signed-out');
    return noContent();
  }),
  http.post('/api/auth/register', async ({ request }) => {
    const body = await parseBody(request, registerSchema);
    if (body instanceof Response) return body;
    const db = mockDb();
    if (db.users.some((u) => u.email === body.email))
      return problem(409, 'An account with this email already exists');
    const user: User = {
      ...db.users[0]!,
      id: `00000000-0000-4000-8000-${String(100 + db.users.length).padStart(12, '0')}`,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      role: body.role,
      authProvider: 'local',
      isEmailVerified: false,
    };
    db.users.push(user);
    return json(user, 201);
  }),
];
