import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { pingDatabase } from './queries';

export function systemHandlers(services: Services) {
  return {
    async getHealth(request, reply) {
      try {
        await pingDatabase(services.database.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error, reqId: request.id }, 'database health check failed');
        return reply.status(503).send({ status: 'error', database: 'error' });
      }
    },
    async getPublicConfig() {
      return { demoData: services.demoData, oidcEnabled: services.config.oidc !== undefined };
    },
  } satisfies Partial<Handlers>;
}
