import type { FastifyRequest } from 'fastify';
import type { Services } from '../services';

/** The origin this server is reached at (PUBLIC_URL, else the request's own). */
export function serverOrigin(services: Services, request: FastifyRequest): string {
  if (services.config.publicUrl) return new URL(services.config.publicUrl).origin;
  return `${request.protocol}://${request.headers.host ?? request.hostname}`;
}
