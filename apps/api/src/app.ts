import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fastifyStatic from '@fastify/static';
import fastifyCookie from '@fastify/cookie';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { roles, type Role } from '@petrobridge/domain';
import {
  assertWebhookSecretSafe,
  DEV_WEBHOOK_SECRET_BANNER,
  usesDevWebhookSecret,
  type Config,
} from './config';
import { openDatabase } from './db/client';
import { HttpError } from './http/errors';
import { bodySchemas } from './http/bodies';
import { isSameSite } from './http/origin';
import { registerSecurityHeaders } from './http/headers';
import { assertJsonDepth, assertStorableText, registerInputGuards } from './http/input';
import type { Handlers, OperationId } from './http/handlers';
import { contractValidators } from './http/validation';
import type { Services } from './services';
import { openStorage } from './storage/open';
import { scheduleUploadSweep, sweepOrphanUploads } from './storage/sweep';
import { notifyExpiringDocuments, scheduleExpiryNotices } from './lib/kyc-expiry';
import { resolveSession, SESSION_COOKIE } from './auth/sessions';
import { seedDemoIfEmpty, hasDemoAccounts } from './seed/demo';
import { systemHandlers } from './system';
import { authHandlers } from './auth';
import { notificationHandlers } from './notifications';
import { companyHandlers } from './companies';
import { kycHandlers, UPLOAD_CONTENT_TYPES } from './kyc';
import { dealHandlers } from './deals';
import { marketplaceHandlers } from './marketplace';
import { offerDocumentHandlers } from './offer-documents';
import { matchingHandlers } from './matching';
import { analyticsHandlers } from './analytics';
import { sellerHandlers } from './seller';
import { buyerHandlers } from './buyer';
import { brokerHandlers } from './broker';
import { superAdminHandlers } from './super-admin';
import { commissionHandlers } from './commission';
import { userAdminHandlers } from './user-admin';
import { createPaymentProvider, paymentHandlers, WEBHOOK_OPERATION } from './payments';
import { oversightHandlers } from './oversight';
import { assertBrokerVerified } from './lib/access';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's services (database, storage, clock), for tests and tools. */
    services: Services;
  }
}

export interface BuildAppOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Clock override (tests). */
  now?: () => Date;
}

/** Every operationId's handler: the type requires each operation of the contract exactly once. */
function serviceHandlers(services: Services): Handlers {
  return {
    ...systemHandlers(services),
    ...authHandlers(services),
    ...notificationHandlers(services),
    ...companyHandlers(services),
    ...kycHandlers(services),
    ...dealHandlers(services),
    ...marketplaceHandlers(services),
    ...offerDocumentHandlers(services),
    ...matchingHandlers(services),
    ...analyticsHandlers(services),
    ...sellerHandlers(services),
    ...buyerHandlers(services),
    ...brokerHandlers(services),
    ...superAdminHandlers(services),
    ...commissionHandlers(services),
    ...userAdminHandlers(services),
    ...paymentHandlers(services),
    ...oversightHandlers(services),
  };
}

export interface OperationInfo {
  /** The route as Fastify declares it: `POST`, `/api/deals/:id`. */
  method: string;
  url: string;
  isPublic: boolean;
  /** `x-roles`: the roles that may call a non-public operation (empty for public ones). */
  roles: readonly Role[];
  /** `x-roles-message`: the 403 message for any other role. */
  forbiddenMessage: string;
  /** `x-unverified-brokers: true`: a broker an admin has not approved may still call it. */
  openToUnverifiedBrokers: boolean;
  /** `requestBody.required: true`: a request without a body is a 400, never reaches the handler. */
  bodyRequired: boolean;
}

interface SpecOperation {
  operationId?: string;
  security?: unknown[];
  'x-roles'?: unknown;
  'x-roles-message'?: unknown;
  'x-unverified-brokers'?: unknown;
  requestBody?: { required?: boolean };
}

/**
 * operationId → who may call it: `security: []` marks public operations, `x-roles` lists the roles of
 * every other one. An operation that needs a session but names no valid roles stops the server at start,
 * so a new operation cannot ship open to every role by omission.
 */
export function readOperations(openapiPath: string): Map<string, OperationInfo> {
  const spec = parseYaml(readFileSync(openapiPath, 'utf8')) as {
    security?: unknown[];
    paths: Record<string, Record<string, SpecOperation>>;
  };
  const out = new Map<string, OperationInfo>();
  for (const [template, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method) || !op.operationId) continue;
      const security = op.security ?? spec.security ?? [];
      const isPublic = security.length === 0;
      const declared = op['x-roles'];
      if (!isPublic) {
        if (
          !Array.isArray(declared) ||
          declared.length === 0 ||
          !declared.every((r) => (roles as readonly unknown[]).includes(r))
        )
          throw new Error(
            `openapi.yaml: ${op.operationId} needs a session but has no valid x-roles (${roles.join(', ')})`,
          );
      }
      const message = op['x-roles-message'];
      out.set(op.operationId, {
        method: method.toUpperCase(),
        url: template.replace(/\{(\w+)\}/g, ':$1'),
        isPublic,
        roles: isPublic ? [] : (declared as Role[]),
        forbiddenMessage: typeof message === 'string' ? message : 'Your role may not do this',
        openToUnverifiedBrokers: op['x-unverified-brokers'] === true,
        bodyRequired: op.requestBody?.required === true,
      });
    }
  }
  return out;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The 414 answer's message (openapi.yaml UriTooLong). */
export const URI_TOO_LONG_MESSAGE =
  'The URL is too long: a path parameter may have at most 100 characters';

export async function buildApp({ config, logger, now }: BuildAppOptions): Promise<FastifyInstance> {
  const operations = readOperations(config.openapiPath);
  const domainSchemas = new Map<string, z.core.$ZodType>();
  for (const [operationId, op] of operations) {
    const schema = (bodySchemas as Partial<Record<string, z.core.$ZodType>>)[operationId];
    if (schema) domainSchemas.set(`${op.method} ${op.url}`, schema);
  }
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Always the server's own id: a client's `x-request-id` is logged beside it (clientRequestId), never
    // taken as the id that error bodies name.
    genReqId: () => randomUUID(),
    // The router's own refusals in the API's one error shape (and without echoing the URL back): a path
    // parameter longer than maxParamLength (100) is 414, a malformed URL 400.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      // Answered before any route's hooks run: the headers every API answer has, set here.
      void (reply as FastifyReply)
        .headers({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' })
        .status(tooLong ? 414 : 400)
        .send({ message: tooLong ? URI_TOO_LONG_MESSAGE : 'Invalid URL' });
    },
    trustProxy: false,
    // The contract types form inputs as [number, string]: numbers and decimal strings both arrive.
    ajv: { customOptions: { allowUnionTypes: true } },
    schemaController: {
      compilersFactory: {
        buildValidator: contractValidators((method, url) =>
          domainSchemas.get(`${method.toUpperCase()} ${url}`),
        ),
      },
    },
  });

  // Before anything opens: the published webhook secret on a reachable interface is no way to start.
  assertWebhookSecretSafe(config);
  // Storage first: a wrong bucket or endpoint stops the start here, with a message naming the settings.
  const files = await openStorage(config);
  const database = await openDatabase(config).catch((error: unknown) => {
    files.close();
    throw error;
  });
  const clock = now ?? (() => new Date());
  const services: Services = {
    config,
    database,
    storage: files.storage,
    now: clock,
    demoData: false,
    // The Simulator delivers its signed events to this server's own webhook, through the whole request
    // pipeline (body parsing, signature check, validation) as a provider's delivery would come.
    payments: createPaymentProvider(config, clock, async (rawBody, signature) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'payment-signature': signature },
        payload: rawBody,
      });
      let body: unknown = res.body;
      try {
        body = JSON.parse(res.body);
      } catch {
        // not JSON: keep the text
      }
      return { status: res.statusCode, body };
    }),
  };
  // Uploads never recorded as documents go after a while: at start, then a few times per time-out.
  await sweepOrphanUploads(services).catch((error: unknown) =>
    app.log.warn({ err: error }, 'upload sweep failed'),
  );
  const stopSweep = scheduleUploadSweep(
    services,
    Math.max(60_000, Math.min(15 * 60_000, (config.orphanUploadMinutes * 60_000) / 4)),
    (error) => app.log.warn({ err: error }, 'upload sweep failed'),
  );
  // Owners of KYC documents that expire soon are told once: at start, then hourly.
  await notifyExpiringDocuments(services).catch((error: unknown) =>
    app.log.warn({ err: error }, 'expiry notices failed'),
  );
  const stopExpiryNotices = scheduleExpiryNotices(services, 60 * 60_000, (error) =>
    app.log.warn({ err: error }, 'expiry notices failed'),
  );
  app.addHook('onClose', async () => {
    stopSweep();
    stopExpiryNotices();
    await database.close();
    files.close();
  });

  if (config.seedDemo) {
    const started = Date.now();
    const seeded = await seedDemoIfEmpty(services);
    if (seeded) app.log.info({ ms: Date.now() - started }, 'seeded demo data');
  }
  const demoPresent = await hasDemoAccounts(services);
  services.demoData = config.seedDemo && demoPresent;
  if (demoPresent)
    app.log.warn(
      { demoAccounts: true, production: config.production },
      'DEMO ACCOUNTS EXIST: anyone can sign in to them with the published demo password. ' +
        'Never expose this database to the internet; start on an empty database with SEED_DEMO=false.',
    );

  if (usesDevWebhookSecret(config))
    app.log.warn({ devWebhookSecret: true, host: config.host }, DEV_WEBHOOK_SECRET_BANNER);

  app.decorate('services', services);
  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, services);
  registerInputGuards(app);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      void reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, ...error.extra });
      return;
    }
    const err = error as {
      validation?: Array<{
        instancePath?: string;
        message?: string;
        params?: Record<string, unknown>;
      }>;
      validationContext?: string;
      statusCode?: number;
      code?: string;
      message: string;
    };
    if (err.validation) {
      // The contract's errors; a body's §5 messages come as an HttpError from http/validation.ts.
      const errors = err.validation.map((v) => {
        const missing = v.params?.missingProperty;
        const additional = v.params?.additionalProperty;
        const base = `${err.validationContext ?? 'body'}${v.instancePath ?? ''}`
          .replace(/^\w+\//, '')
          .replaceAll('/', '.');
        const leaf = typeof missing === 'string' ? missing : additional;
        const pathName =
          typeof leaf === 'string'
            ? base && base !== err.validationContext
              ? `${base}.${leaf}`
              : leaf
            : base;
        return { path: pathName, message: v.message ?? 'is invalid' };
      });
      void reply.status(400).send({ message: 'Invalid request', errors });
      return;
    }
    const status =
      err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) {
      const given = request.headers['x-request-id'];
      request.log.error(
        {
          err: error,
          reqId: request.id,
          ...(typeof given === 'string' ? { clientRequestId: given.slice(0, 128) } : {}),
        },
        'request failed',
      );
      void reply.status(500).send({ message: `Internal server error (request ${request.id})` });
      return;
    }
    const message =
      status === 413
        ? 'Request body is too large'
        : status === 415
          ? 'Unsupported body type: send JSON (application/json)'
          : err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'Invalid JSON body'
            : err.message;
    void reply.status(status).send({ message });
  });

  // JSON bodies: an empty body is "no body" (the client may send the header without one).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    // The payment webhook's signature covers the body as sent: keep it.
    if (request.routeOptions.config.operationId === WEBHOOK_OPERATION) request.rawBody = text;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    let parsed: unknown;
    try {
      // Depth first, on the text: nothing after this walks a hostile nesting.
      assertJsonDepth(text);
    } catch (error) {
      done(error as HttpError, undefined);
      return;
    }
    try {
      parsed = JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value));
    } catch {
      done(new HttpError(400, 'Invalid JSON body'), undefined);
      return;
    }
    try {
      assertStorableText(parsed);
    } catch (error) {
      done(error as HttpError, undefined);
      return;
    }
    done(null, parsed);
  });
  // Upload bodies (PUT /api/uploads/{token}) stay a stream: the handler writes them to storage itself.
  app.addContentTypeParser([...UPLOAD_CONTENT_TYPES], (_request, payload, done) =>
    done(null, payload),
  );

  // Fastify validates a body only when one came: an operation whose contract requires one answers 400
  // to a request without it (its handler would otherwise read an undefined body: a 500 from input).
  app.addHook('preValidation', async (request) => {
    const operationId = request.routeOptions.config.operationId;
    if (!operationId || request.body !== undefined) return;
    if (operations.get(operationId)?.bodyRequired)
      throw new HttpError(400, 'Invalid request', {
        errors: [{ path: 'body', message: 'A JSON request body is required' }],
      });
  });

  // Cross-site refusal, session, body type — before any body is read.
  app.addHook('onRequest', async (request) => {
    const operationId = request.routeOptions.config.operationId;
    if (!operationId) return;
    if (STATE_CHANGING.has(request.method) && !isSameSite(services, request))
      throw new HttpError(403, 'Cross-site requests are not allowed');
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const user = await resolveSession(services, token);
      if (user) {
        request.user = user;
        request.sessionToken = token;
      }
    }
    const operation = operations.get(operationId);
    if (!operation?.isPublic) {
      if (!request.user) throw new HttpError(401, 'Unauthorized');
      // The contract's x-roles, before the body is read: a role that may not call it never gets a 400.
      if (!operation?.roles.includes(request.user.role))
        throw new HttpError(403, operation?.forbiddenMessage ?? 'Your role may not do this');
      // A broker an admin has not approved keeps only the operations marked x-unverified-brokers.
      assertBrokerVerified(request.user, operation?.openToUnverifiedBrokers ?? false);
    }
    if (STATE_CHANGING.has(request.method) && hasBody(request)) {
      const type = mediaType(request);
      if (operationId === 'uploadFile') {
        if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(type))
          throw new HttpError(
            415,
            'Only .pdf, .jpg, .jpeg, .png, .doc and .docx files are allowed',
          );
      } else if (type !== 'application/json') {
        throw new HttpError(415, 'Unsupported body type: send JSON (application/json)');
      }
    }
  });

  const handlers = serviceHandlers(services);
  await app.register(openapiGlue, {
    specification: config.openapiPath,
    // Route options beyond the handler: the glue merges them into the route it declares.
    operationResolver: (operationId: string) =>
      ({
        handler: handlers[operationId as OperationId],
        config: { operationId, isPublic: operations.get(operationId)?.isPublic ?? false },
        // The upload body is a stream the contract types as a binary string: the handler checks the
        // parameters' validation itself and streams the body.
        ...(operationId === 'uploadFile' ? { attachValidation: true } : {}),
        // The payment webhook checks its signature before it looks at (and validates) the body.
        ...(operationId === WEBHOOK_OPERATION ? { attachValidation: true } : {}),
      }) as unknown as RouteOptions,
  });

  if (existsSync(path.join(config.webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each asset; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite names assets by their content: a new build gets new names, so cache them for good.
        // Everything else (index.html, favicon) is checked with the server on each use.
        const immutable = filePath.startsWith(path.join(config.webDist, 'assets') + path.sep);
        void reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // The web app routes on the client: any non-API GET that is not a file gets index.html.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/api/')) {
        void reply.type('text/html').sendFile('index.html');
        return;
      }
      void reply.status(404).send({ message: 'Not found' });
    });
  } else {
    app.log.warn({ webDist: config.webDist }, 'web app not built: serving the API only');
    app.setNotFoundHandler((_request, reply) => {
      void reply.status(404).send({ message: 'Not found' });
    });
  }

  return app;
}
