/**
 * Handler types derived from the contract's generated `operations`: one handler per operationId, its path
 * parameters, query and body typed from the operation, its result from the operation's success response.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { operations } from '@petrobridge/api-client/schema';
import type { bodySchemas } from './bodies';

export type OperationId = keyof operations;

type Defined<T> = Exclude<T, undefined>;
/** `never` (the generator's "no such part") becomes an empty object, so the request type stays usable. */
type Part<T> = [Defined<T>] extends [never] ? Record<string, never> : Defined<T>;

export type PathParams<Op extends OperationId> = Part<operations[Op]['parameters']['path']>;
export type QueryParams<Op extends OperationId> = Part<operations[Op]['parameters']['query']>;

type ContractBody<Op extends OperationId> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : undefined;

/**
 * The body a handler receives: the output of the operation's §5 domain schema when it has one (the
 * request hook parses it once, see app.ts), else the contract's JSON body.
 */
export type RequestBody<Op extends OperationId> = Op extends keyof typeof bodySchemas
  ? z.output<(typeof bodySchemas)[Op]>
  : ContractBody<Op>;

type SuccessStatus = 200 | 201 | 202 | 204;
type Responses<Op extends OperationId> = operations[Op]['responses'];
/** The JSON of the operation's success responses (`undefined` for a 204 without content). */
export type SuccessBody<Op extends OperationId> = {
  [S in keyof Responses<Op>]: S extends SuccessStatus
    ? Responses<Op>[S] extends { content: { 'application/json': infer J } }
      ? J
      : undefined
    : never;
}[keyof Responses<Op>];

export type OperationRequest<Op extends OperationId> = FastifyRequest<{
  Params: PathParams<Op>;
  Querystring: QueryParams<Op>;
  Body: RequestBody<Op>;
}>;

/**
 * A handler returns its success body (sent with 200) or the reply it has sent itself (another status,
 * a stream, a redirect).
 */
export type OperationHandler<Op extends OperationId> = (
  request: OperationRequest<Op>,
  reply: FastifyReply,
) => Promise<SuccessBody<Op> | FastifyReply> | SuccessBody<Op> | FastifyReply;

/** Every operation's handler: a missing or misspelt operationId is a compile error. */
export type Handlers = { [Op in OperationId]: OperationHandler<Op> };
