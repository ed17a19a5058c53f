/**
 * Security headers on every response (docs/security.md, Headers), with @fastify/helmet:
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
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { isSecure } from '../auth/sessions';

export async function registerSecurityHeaders(app: FastifyInstance, services: Services) {
  const formAction = ["'self'"];
  if (services.config.oidc) formAction.push(new URL(services.config.oidc.issuer).origin);
  await app.register(helmet, {
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
  app.addHook('onSend', async (request, reply) => {
    if (isSecure(services, request))
      void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', 'no-store');
  });
}
