/**
 * Request validation: the contract's JSON schemas (AJV, Fastify's own compiler and options) for every
 * part, and for a body that has a §5 domain schema one validation step that runs both, once each, before
 * the handler. The handler receives the domain schema's output; a 400 carries the §5 messages.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { toFieldProblems } from '@petrobridge/domain';
import { badRequest } from './errors';

type ValidatorFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildValidator'];

/** What Fastify asks a validator for (@fastify/ajv-compiler's RouteDefinition). */
interface RouteDefinition {
  method: string;
  url: string;
  httpPart: string;
  schema?: unknown;
}

/** What Fastify accepts from a validator: true, false with `errors`, or `{ value }` / `{ error }`. */
type ValidatorResult = boolean | { value: unknown } | { error: Error };

/**
 * Fastify's default validator compiler, with the body of each operation that `domainSchemaFor` names
 * validated by the contract and the domain schema together: the contract's checks (and its coercions)
 * run first; the domain schema then parses the result, and its §5 messages win whenever it fails; when
 * only the contract fails, its own errors are the answer (the error handler formats them).
 */
export function contractValidators(
  domainSchemaFor: (method: string, url: string) => z.core.$ZodType | undefined,
): ValidatorFactory {
  const ajvCompilers = AjvCompiler();
  type Pool = typeof ajvCompilers;
  const factory = (externalSchemas: Parameters<Pool>[0], options: Parameters<Pool>[1]) => {
    const compile = ajvCompilers(externalSchemas, options);
    return (route: RouteDefinition) => {
      const validate = compile(route as Parameters<typeof compile>[0]);
      const domain =
        route.httpPart === 'body' ? domainSchemaFor(String(route.method), route.url) : undefined;
      if (!domain) return validate;
      const both = (data: unknown): ValidatorResult => {
        const shapeOk = validate(data);
        const parsed = z.safeParse(domain, data ?? {});
        if (!parsed.success)
          return { error: badRequest('Invalid request', toFieldProblems(parsed.error)) };
        if (!shapeOk) {
          both.errors = validate.errors;
          return false;
        }
        return { value: parsed.data };
      };
      both.errors = null as typeof validate.errors;
      return both;
    };
  };
  // Fastify's type wants AJV's own function objects; it calls a validator only as documented above.
  return factory as unknown as ValidatorFactory;
}
