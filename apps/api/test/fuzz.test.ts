/**
 * Property-based tests over every operation of openapi.yaml (fast-check): parameters, query strings
 * and bodies generated from the contract's own schemas, salted with hostile values (U+0000, lone
 * surrogates, huge numbers, markup, SQL, long strings), sent as a role that may call the operation;
 * then every operation that takes JSON gets hostile shapes: ~2,200 levels of nesting (4 KB) and lone
 * surrogates in values and keys, each answered 400 with its message.
 * The property: never a 5xx, and every JSON answer matches its documented response (the harness checks
 * each response against openapi.yaml, so an undocumented status fails too).
 *
 * Deterministic: a fixed seed (FUZZ_SEED overrides it) and a bounded number of runs per operation
 * (FUZZ_RUNS, default 25); a failure names the seed and the shrunk counterexample.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { repoRoot } from '../src/config';
import { demo, startServer, type TestServer } from './support/harness';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { content: Record<string, { schema?: Schema }> };
  'x-roles'?: string[];
}
const spec = parse(readFileSync(path.join(repoRoot, 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
};

const deref = <T>(node: T | { $ref: string }): T => {
  if (node && typeof node === 'object' && '$ref' in node) {
    const [, , kind, name] = node.$ref.split('/');
    return deref((spec.components as unknown as Record<string, Record<string, T>>)[kind!]![name!]!);
  }
  return node as T;
};

// ───────────── hostile values ─────────────
const hostileStrings = fc.constantFrom(
  '\u0000',
  'name\u0000with nul',
  '\uD800',
  'a\uDFFFb',
  '%00',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '𝓟𝓮𝓽𝓻𝓸 🛢️',
  '\u202Eevil',
  ' ',
  '',
  'x'.repeat(5000),
  '1e19',
  '-1',
  'NaN',
  'null',
  '00000000-0000-0000-0000-000000000000',
  '2026-02-30',
  '9999-12-31T23:59:59.999Z',
);
const hostileNumbers = fc.constantFrom(
  1e19,
  -1e19,
  1e308,
  -0,
  0.1,
  -1,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
);

/** Real ids of this database, so generated requests also reach code past "not found". */
const knownIds: string[] = [];

/** A string of the schema's shape, sometimes with U+0000 slipped in (the classic 500 of PostgreSQL). */
function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const valid = shapedString(schema);
  if (Array.isArray(schema.enum) || schema.format)
    return fc.oneof({ arbitrary: valid, weight: 8 }, { arbitrary: hostileStrings, weight: 1 });
  return fc.oneof(
    { arbitrary: valid, weight: 6 },
    {
      arbitrary: valid.map((v) => `${v.slice(0, 1)}\u0000${v.slice(1)}`),
      weight: 2,
    },
    // A lone surrogate is valid JSON but no Unicode text: PostgreSQL's jsonb refuses it.
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF'))
        .map(([v, lone]) => `${v.slice(0, 1)}${lone}${v.slice(1)}`),
      weight: 2,
    },
    { arbitrary: hostileStrings, weight: 1 },
  );
}

function shapedString(schema: Schema): fc.Arbitrary<string> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as string[]));
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = Math.min((schema.maxLength as number | undefined) ?? 40, 300);
  switch (schema.format) {
    case 'uuid':
      return knownIds.length ? fc.oneof(fc.uuid(), fc.constantFrom(...knownIds)) : fc.uuid();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
    default:
      return fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'grapheme' });
  }
}

/** An arbitrary for a JSON Schema (the subset openapi.yaml uses), mixing in hostile values. */
function arbitrary(node: Schema | { $ref: string }, depth = 0): fc.Arbitrary<unknown> {
  const schema = deref(node);
  if (schema.oneOf || schema.anyOf)
    return fc.oneof(
      ...((schema.oneOf ?? schema.anyOf) as Schema[]).map((s) => arbitrary(s, depth)),
    );
  if (schema.allOf)
    return arbitrary(
      Object.assign(
        {},
        ...(schema.allOf as Schema[]).map((s) => deref(s)),
        ...(schema.allOf as Schema[]).map((s) => {
          const d = deref(s);
          return { properties: { ...(d.properties as object) }, required: d.required };
        }),
      ) as Schema,
      depth,
    );
  if ('const' in schema) return fc.constant(schema.const);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  const options: fc.Arbitrary<unknown>[] = [];
  for (const type of types) {
    switch (type) {
      case 'null':
        options.push(fc.constant(null));
        break;
      case 'string':
        options.push(stringArbitrary(schema));
        break;
      case 'integer':
        options.push(
          fc.integer({
            min: (schema.minimum as number | undefined) ?? -1000,
            max: (schema.maximum as number | undefined) ?? 1_000_000,
          }),
        );
        break;
      case 'number':
        options.push(
          fc.double({
            min: (schema.minimum as number | undefined) ?? -1e6,
            max: (schema.maximum as number | undefined) ?? 1e9,
            noNaN: true,
            noDefaultInfinity: true,
          }),
        );
        break;
      case 'boolean':
        options.push(fc.boolean());
        break;
      case 'array':
        options.push(
          depth > 3
            ? fc.constant([])
            : fc.array(arbitrary((schema.items as Schema) ?? {}, depth + 1), { maxLength: 4 }),
        );
        break;
      case 'object':
      default: {
        const properties = (schema.properties ?? {}) as Record<string, Schema>;
        if (!Object.keys(properties).length || depth > 3) {
          options.push(fc.constant({}));
          break;
        }
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [k, v] of Object.entries(properties)) record[k] = arbitrary(v, depth + 1);
        options.push(
          fc.record(record, { requiredKeys: (schema.required as string[] | undefined) ?? [] }),
        );
      }
    }
  }
  const valid = options.length === 1 ? options[0]! : fc.oneof(...options);
  const hostile = fc.oneof(hostileStrings, hostileNumbers, fc.constant(null), fc.constant([]));
  // Mostly shaped like the contract, so that whole bodies often pass validation and reach the
  // handlers and the database; now and then a value of the wrong kind altogether.
  return fc.oneof({ arbitrary: valid, weight: 10 }, { arbitrary: hostile, weight: 1 });
}

// ───────────── the operations ─────────────
interface Target {
  operationId: string;
  method: string;
  template: string;
  parameters: Parameter[];
  body?: Schema;
  binaryBody: boolean;
  roles?: string[];
}

const targets: Target[] = Object.entries(spec.paths).flatMap(([template, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      return {
        operationId: op.operationId,
        method: method.toUpperCase(),
        template,
        parameters: (op.parameters ?? []).map((p) => deref(p)),
        body: content['application/json']?.schema,
        binaryBody: !content['application/json'] && Object.keys(content).length > 0,
        roles: op['x-roles'],
      };
    }),
);

const accounts: Record<string, string> = {
  super_admin: demo.superAdmin,
  admin: demo.admin,
  broker: demo.broker,
  seller: demo.seller,
  buyer: demo.buyer,
};

interface Generated {
  params: Record<string, unknown>;
  query: Array<[string, unknown]>;
  body: unknown;
}

function requestArbitrary(target: Target): fc.Arbitrary<Generated> {
  const params: Record<string, fc.Arbitrary<unknown>> = {};
  const query: fc.Arbitrary<[string, unknown] | null>[] = [];
  for (const p of target.parameters) {
    const value = arbitrary(p.schema);
    if (p.in === 'path') params[p.name] = value;
    else if (p.in === 'query')
      query.push(fc.option(value.map((v) => [p.name, v] as [string, unknown])));
  }
  const body: fc.Arbitrary<unknown> = target.body
    ? arbitrary(target.body)
    : target.binaryBody
      ? fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b))
      : fc.constant(undefined);
  return fc.record({
    params: fc.record(params),
    query: fc.tuple(...query).map((q) => q.filter((x): x is [string, unknown] => x !== null)),
    body,
  });
}

/** A value as URL text; lone surrogates become U+FFFD, as a browser's URL encoder makes them. */
const text = (v: unknown) =>
  (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );

function urlOf(target: Target, g: Generated): string {
  const pathname = target.template.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(text(g.params[name] ?? 'x')),
  );
  const qs = g.query
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]))
    .map(([k, v]) => `${encodeURIComponent(String(k))}=${encodeURIComponent(text(v))}`)
    .join('&');
  return qs ? `${pathname}?${qs}` : pathname;
}

// ───────────── the run ─────────────
let server: TestServer;
const roleOf = new Map<string, string>();

beforeAll(async () => {
  server = await startServer();
  const admin = await server.as(demo.superAdmin);
  for (const url of ['/api/offers', '/api/rfqs', '/api/deals', '/api/companies']) {
    const res = await admin.get(url);
    const items = Array.isArray(res.body) ? res.body : (res.body?.items ?? []);
    for (const item of items.slice(0, 5)) knownIds.push(item.id);
  }
  // The role each operation is fuzzed as: the contract's x-roles when present, else the first role
  // that is not refused outright (403) on an empty request.
  for (const target of targets) {
    const candidates = target.roles?.length ? target.roles : Object.keys(accounts);
    let chosen = candidates[0]!;
    if (
      !target.roles?.length &&
      target.operationId !== 'logout' &&
      target.operationId !== 'logoutApi'
    ) {
      for (const role of candidates) {
        const cookie = await server.login(accounts[role]!);
        const url = target.template.replace(/\{\w+\}/g, knownIds[0] ?? 'x');
        const res = await server.request(target.method, url, {
          cookie,
          body: target.body ? {} : undefined,
          unchecked: true,
        });
        if (res.status !== 403) {
          chosen = role;
          break;
        }
      }
    }
    roleOf.set(target.operationId, chosen);
  }
}, 600_000);
afterAll(() => server?.close());

/** Operations that hash a password on every call get fewer runs: scrypt is deliberately slow. */
const SLOW = new Set(['login', 'register', 'logoutApi', 'logout']);

describe('every operation: no 5xx, every answer as documented', () => {
  test.each(targets.map((t) => [t.operationId, t] as const))(
    '%s',
    async (_id, target) => {
      const runs = SLOW.has(target.operationId) ? Math.min(RUNS, 6) : RUNS;
      try {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(target), async (g) => {
            const role = roleOf.get(target.operationId) ?? 'super_admin';
            const cookie = await server.login(accounts[role]!);
            const url = urlOf(target, g);
            const headers: Record<string, string> = {};
            let body = g.body;
            if (target.binaryBody) headers['content-type'] = 'application/octet-stream';
            if (target.body && body === undefined) body = {};
            const res = await server.request(target.method, url, { cookie, body, headers });
            expect(res.status, `${target.method} ${url} → ${res.status} ${res.text}`).toBeLessThan(
              500,
            );
          }),
          { seed: SEED, numRuns: runs, endOnFailure: true },
        );
      } catch (error) {
        throw new Error(
          `fuzz seed ${SEED} (FUZZ_SEED=${SEED} to replay): ${(error as Error).message}`,
        );
      }
    },
    300_000,
  );
});

/** 4 KB of nesting, as in issue 28: every JSON-body operation answered 500 to it. */
const deepArrays = `${'['.repeat(2200)}${']'.repeat(2200)}`;
const deepObjects = `${'{"a":'.repeat(700)}1${'}'.repeat(700)}`;
const DEPTH = 'JSON nesting is too deep: at most 64 levels of arrays and objects';
const SURROGATE =
  'Text must be valid Unicode: it contains a lone UTF-16 surrogate (e.g. \\ud800 without its pair)';

describe('every operation with a JSON body: hostile shapes are 400s, never 5xx', () => {
  const withBody = targets.filter((t) => t.body);
  test.each(withBody.map((t) => [t.operationId, t] as const))(
    '%s',
    async (_id, target) => {
      const role = roleOf.get(target.operationId) ?? 'super_admin';
      const cookie = await server.login(accounts[role]!);
      const url = target.template.replace(/\{\w+\}/g, knownIds[0] ?? 'x');
      const send = (raw: string) =>
        server.request(target.method, url, {
          cookie,
          body: raw,
          headers: { 'content-type': 'application/json' },
        });
      // A role the operation refuses outright (403) never has its body read: fine, and no 5xx either.
      const read = (status: number) => status !== 401 && status !== 403;
      for (const raw of [deepArrays, deepObjects]) {
        const res = await send(raw);
        expect(res.status, `${target.method} ${url} → ${res.status} ${res.text}`).toBeLessThan(500);
        if (read(res.status)) {
          expect(res.status, res.text).toBe(400);
          expect(res.body.errors).toEqual([{ path: 'body', message: DEPTH }]);
        }
      }
      // Nesting up to the bound is parsed as usual (the contract may still refuse the shape).
      const allowed = await send(`${'['.repeat(64)}${']'.repeat(64)}`);
      expect(allowed.status).toBeLessThan(500);
      if (read(allowed.status))
        expect(allowed.body.errors ?? []).not.toContainEqual({ path: 'body', message: DEPTH });

      // A lone surrogate in each of the body's top-level text fields, and in a key.
      const properties = Object.keys((deref(target.body!).properties ?? {}) as object);
      for (const name of [...properties, 'extra']) {
        const res = await send(`{${JSON.stringify(name)}:"a\\ud800b"}`);
        expect(res.status, `${target.method} ${url} → ${res.status} ${res.text}`).toBeLessThan(500);
        if (read(res.status)) {
          expect(res.status, res.text).toBe(400);
          expect(res.body.errors).toContainEqual({ path: name, message: SURROGATE });
        }
      }
      const key = await send('{"note\\udc00":"x","nested":{"list":["ok","\\udfff"]}}');
      expect(key.status, key.text).toBeLessThan(500);
      if (read(key.status))
        expect(key.body.errors).toEqual([
          { path: 'note\ufffd', message: SURROGATE },
          { path: 'nested.list.1', message: SURROGATE },
        ]);
    },
    60_000,
  );
});
