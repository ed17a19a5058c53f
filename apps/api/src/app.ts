import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { HttpError } from './http/errors';
import type { Services } from './services';
import { systemHandlers } from './routes/system';

export interface BuildAppOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** Every operationId's handler, by operationId. */
function serviceHandlers(services: Services): Record<string, Handler> {
  return {
    ...systemHandlers(services),
  };
}

const notImplemented =
  (operationId: string): Handler =>
  async (_request, reply) =>
    reply.status(501).send({ message: `Operation ${operationId} is not implemented yet` });

export async function buildApp({ config, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined) ?? randomUUID(),
    trustProxy: false,
    // The contract types form inputs as [number, string]: numbers and decimal strings both arrive.
    ajv: { customOptions: { allowUnionTypes: true } },
  });

  const database = await openDatabase(config);
  app.addHook('onClose', async () => database.close());
  const services: Services = { config, database };

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
      message: string;
    };
    if (err.validation) {
      const errors = err.validation.map((v) => {
        const missing = v.params?.missingProperty;
        const base = `${err.validationContext ?? 'body'}${v.instancePath ?? ''}`
          .replace(/^\w+\//, '')
          .replaceAll('/', '.');
        const pathName =
          typeof missing === 'string'
            ? base && base !== err.validationContext
              ? `${base}.${missing}`
              : missing
            : base;
        return { path: pathName, message: v.message ?? 'is invalid' };
      });
      void reply.status(400).send({ message: 'Invalid request', errors });
      return;
    }
    const status =
      err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      void reply.status(500).send({ message: `Internal server error (request ${request.id})` });
      return;
    }
    void reply.status(status).send({ message: err.message });
  });

  // Upload bodies (PUT /api/uploads/{token}) stay a stream: the handler writes them to storage itself.
  app.addContentTypeParser(
    [
      'application/octet-stream',
      'application/pdf',
      'image/jpeg',
      'image/png',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    (_request, payload, done) => done(null, payload),
  );

  const handlers = serviceHandlers(services);
  await app.register(openapiGlue, {
    specification: config.openapiPath,
    operationResolver: (operationId: string) =>
      handlers[operationId] ?? notImplemented(operationId),
  });

  if (existsSync(path.join(config.webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false });
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
