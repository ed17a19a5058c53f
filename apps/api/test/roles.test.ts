/**
 * Authorization declared in the contract: every operation of openapi.yaml that needs a session names its
 * roles in `x-roles`. For every such operation and every role, a role not listed gets 403 with the
 * operation's `x-roles-message` before the body is read or validated (the request carries an invalid
 * body, so a 400 would mean validation ran first); a listed role gets past the check (its invalid body is a
 * 400). The cases are derived from openapi.yaml, so a new operation is covered the day it is added.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { demoAccountByRole, roles, type Role } from '@petrobridge/domain';
import { startServer, type TestServer } from './support/harness';

interface Operation {
  operationId: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, unknown> };
  'x-roles'?: Role[];
  'x-roles-message'?: string;
}

const spec = parse(
  readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi.yaml'),
    'utf8',
  ),
) as { paths: Record<string, Record<string, Operation>> };

const operations = Object.entries(spec.paths).flatMap(([template, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({
      method: method.toUpperCase(),
      // Path parameters are ids: a random one is enough, the role check never looks the object up.
      url: template.replace(/\{[^}]+\}/g, () => crypto.randomUUID()),
      op,
      hasJsonBody: op.requestBody?.content?.['application/json'] !== undefined,
    })),
);
const guarded = operations.filter((o) => !(o.op.security && o.op.security.length === 0));

/** An array where every body is an object: no operation's body schema accepts it. */
const INVALID_BODY = ['not', 'an', 'object'];

let server: TestServer;
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  server = await startServer();
  for (const role of roles) cookies[role] = await server.login(demoAccountByRole[role].email);
});
afterAll(() => server?.close());

describe('x-roles in openapi.yaml', () => {
  test('every operation that needs a session lists at least one known role', () => {
    expect(guarded.length).toBeGreaterThan(40);
    for (const { op } of guarded) {
      expect(op['x-roles'], op.operationId).toBeInstanceOf(Array);
      expect(op['x-roles']!.length, op.operationId).toBeGreaterThan(0);
      for (const role of op['x-roles']!) expect(roles, op.operationId).toContain(role);
    }
  });

  const refused = guarded.flatMap(({ method, url, op, hasJsonBody }) =>
    roles
      .filter((role) => !op['x-roles']?.includes(role))
      .map((role) => ({ name: op.operationId, method, url, op, hasJsonBody, role })),
  );

  test.each(refused)(
    '$name refuses $role with 403 before validation',
    async ({ method, url, op, hasJsonBody, role }) => {
      const res = await server.request(method, `${url}?limit=not-a-number&offset=-1`, {
        cookie: cookies[role],
        ...(hasJsonBody ? { body: INVALID_BODY } : {}),
      });
      expect(res.status, res.text).toBe(403);
      expect(res.body).toEqual({ message: op['x-roles-message'] ?? 'Your role may not do this' });
    },
  );

  test('a refused role gets 403 before the body type is checked', async () => {
    const res = await server.request('POST', '/api/deals', {
      cookie: cookies.buyer,
      body: 'productType=diesel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(403);
  });

  // A listed role is let through to validation: its invalid body is a 400, not a 403.
  const admitted = guarded
    .filter((o) => o.hasJsonBody)
    .flatMap(({ method, url, op }) =>
      (op['x-roles'] ?? []).map((role) => ({ name: op.operationId, method, url, role })),
    );

  test.each(admitted)('$name lets $role through to validation', async ({ method, url, role }) => {
    const res = await server.request(method, url, {
      cookie: cookies[role],
      body: INVALID_BODY,
    });
    expect(res.status, res.text).toBe(400);
  });

  test('a request without a session is 401 whatever its roles', async () => {
    const res = await server.request('POST', '/api/deals', { body: INVALID_BODY });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });
});
