/**
 * The origins this server answers as. The Host header is the client's to choose, so it only names the
 * server when it is configured (PUBLIC_URL, ALLOWED_ORIGINS) or, outside production, a loopback address
 * (a developer's machine; a DNS-rebinding page's own host is never loopback).
 */
import type { FastifyRequest } from 'fastify';
import type { Services } from '../services';

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

function isLoopbackOrigin(origin: string): boolean {
  try {
    return LOOPBACK.test(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/** Whether requests from `origin` (scheme://host[:port]) count as this server's own. */
export function isTrustedOrigin(services: Services, origin: string): boolean {
  const { config } = services;
  if (config.publicUrl && new URL(config.publicUrl).origin === origin) return true;
  if (config.allowedOrigins.includes(origin)) return true;
  return !config.production && isLoopbackOrigin(origin);
}

/** The request's own origin from its Host header, whether trusted or not. */
function requestOrigin(request: FastifyRequest): string | undefined {
  const host = request.headers.host;
  if (!host) return undefined;
  try {
    return new URL(`${request.protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin this server is reached at, for absolute URLs (upload URLs, the sign-in callback):
 * PUBLIC_URL, else the Host when trusted, else the first allowed origin, else loopback on our port.
 */
export function serverOrigin(services: Services, request: FastifyRequest): string {
  const { config } = services;
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  const own = requestOrigin(request);
  if (own && isTrustedOrigin(services, own)) return own;
  return config.allowedOrigins[0] ?? `http://localhost:${config.port}`;
}

/**
 * Whether a browser request comes from this site. Fetch Metadata when the browser sends it:
 * `same-origin`, or `none` (a typed address or bookmark) is ours; `cross-site` is not; `same-site` (a
 * sibling subdomain: anything under the same registrable domain, which may be a customer's page or a
 * forgotten host) counts only with an Origin or Referer of a trusted origin. Without Fetch Metadata, an
 * Origin or Referer of a trusted origin. With no evidence at all the answer is `!strict`: a request
 * without any (curl, a script) is no browser's cross-site request, but a navigation that must prove
 * itself (GET /api/logout) cannot — and a `same-site` request never gets that benefit of the doubt.
 */
export function isSameSite(services: Services, request: FastifyRequest, strict = false): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') {
    if (site === 'same-origin' || site === 'none') return true;
    if (site !== 'same-site') return false;
    return trustedSource(services, request) === true;
  }
  return trustedSource(services, request) ?? !strict;
}

/** Whether the Origin (else the Referer) names a trusted origin; undefined when neither is sent. */
function trustedSource(services: Services, request: FastifyRequest): boolean | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin !== 'null' && isTrustedOrigin(services, origin);
  const referer = request.headers.referer;
  if (referer !== undefined) {
    try {
      return isTrustedOrigin(services, new URL(referer).origin);
    } catch {
      return false;
    }
  }
  return undefined;
}
