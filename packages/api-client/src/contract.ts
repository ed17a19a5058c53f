/**
 * Checks responses against openapi.yaml: every JSON body a test receives must match the response
 * schema of its operation and status. The API tests run every answer of the server through it
 * (apps/api/test/support/harness.ts), and the fake server's test every answer of the mocks
 * (packages/features/src/mocks/contract.test.ts), so both sides are held to the same contract.
 * Node only (it reads openapi.yaml from disk): `@petrobridge/api-client/contract`.
 */
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Operation {
  operationId: string;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
}
interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
}

const spec = parse(readFileSync(path.join(repoRoot, 'openapi.yaml'), 'utf8')) as Spec;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi', components: spec.components });

const rewriteRefs = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node))
      out[k] = k === '$ref' && typeof v === 'string' ? `openapi${v}` : rewriteRefs(v);
    return out;
  }
  return node;
};
// Component schemas reference each other with '#/components/…': point them at the added document.
ajv.removeSchema('openapi');
ajv.addSchema({ $id: 'openapi', components: rewriteRefs(spec.components) });

const routes = Object.entries(spec.paths).flatMap(([template, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({
      method: method.toUpperCase(),
      template,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      op,
    })),
);

export function findOperation(method: string, url: string) {
  const pathname = url.split('?')[0]!;
  return routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(pathname));
}

export const allOperations = () =>
  routes.map((r) => ({ method: r.method, path: r.template, operationId: r.op.operationId }));

const cache = new Map<string, ReturnType<typeof ajv.compile>>();

/** Throws when a JSON body does not match the operation's documented response for its status. */
export function assertMatchesContract(method: string, url: string, status: number, body: unknown) {
  const route = findOperation(method, url);
  if (!route) return; // not an operation (e.g. the 404 of an unknown path)
  let response = route.op.responses[String(status)];
  if (!response)
    throw new Error(
      `${method} ${url}: status ${status} is not documented for ${route.op.operationId}`,
    );
  if (response.$ref) {
    const name = response.$ref.split('/').pop()!;
    response = (spec.components.responses as Record<string, typeof response>)[name]!;
  }
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return;
  const key = `${route.op.operationId}:${status}`;
  let validate = cache.get(key);
  if (!validate) {
    validate = ajv.compile(rewriteRefs(schema) as object);
    cache.set(key, validate);
  }
  if (!validate(body))
    throw new Error(
      `${method} ${url} → ${status} does not match the contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 600)}`,
    );
}
