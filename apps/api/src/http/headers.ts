/**
 * Security headers on every response (docs/security.md, Headers), with helmet:
 * - CSP: scripts only from this origin (the Vite build has no inline script); styles from this origin
 *   plus inline, because react-aria inserts small <style> elements (press and scroll locking) and
 *   components set style attributes; fonts and images from this origin or data: URIs (Vite inlines
 *   small assets); no plugins, no <base>, forms only to this origin (and the identity provider); no
 *   framing by anyone (frame-ancestors 'none', and X-Frame-Options DENY for old browsers).
 * - Referrer-Policy strict-origin-when-cross-origin, X-Content-Type-Options nosniff.
 * - HSTS only when the request came over HTTPS (or PUBLIC_URL is https): over plain HTTP the header is
 *   meaningless and on localhost it would pin the developer's browser to HTTPS.
 * - Cache-Control: no-store on every /api response unless a handler chose otherwise: they carry
 *   personal data (session user, companies, KYC files) that no shared or browser cache may keep.
 *
 * helmet computes the header values once, at start-up: they are the same for every response (no
 * nonces), and @fastify/helmet, used before, rebuilt helmet's middleware — parsing the CSP directives —
 * on every request (about 6% of a detail read's CPU, docs/performance.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { isSecure } from '../auth/sessions';

/** The headers helmet sets for `options`, computed by running its middleware on a recording response. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  // helmet's middleware is synchronous; should a future version not be, fail at start-up, not later.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance, services: Services) {
  const formAction = ["'self'"];
  if (services.config.oidc) formAction.push(new URL(services.config.oidc.issuer).origin);
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction,
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    // The API is called from this origin only; the default same-origin keeps other sites from
    // embedding its responses.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const hsts = 'max-age=31536000; includeSubDomains';
  // On request, as the plugin did: a handler may still replace one for its response.
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isSecure(services, request)) void reply.header('strict-transport-security', hsts);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
