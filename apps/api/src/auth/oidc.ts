/**
 * Sign-in through a hosted OpenID Connect provider (openid-client): authorization code flow with PKCE,
 * state and nonce. The flow's secrets live in `auth_flows`, keyed by the SHA-256 of a random value in the
 * short-lived HttpOnly cookie `pb_oidc`.
 */
import * as client from 'openid-client';
import type { Config } from '../config';

export const FLOW_COOKIE = 'pb_oidc';
export const FLOW_TTL_MS = 10 * 60_000;

let cached: { key: string; config: Promise<client.Configuration> } | undefined;

/** The provider's configuration (discovered once per issuer; retried after a failure). */
export function oidcConfiguration(
  oidc: NonNullable<Config['oidc']>,
): Promise<client.Configuration> {
  const key = `${oidc.issuer}|${oidc.clientId}`;
  if (cached?.key === key) return cached.config;
  const issuer = new URL(oidc.issuer);
  const config = client
    .discovery(
      issuer,
      oidc.clientId,
      oidc.clientSecret || undefined,
      undefined,
      // Plain http only for a provider on this machine (development and tests).
      issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
        ? { execute: [client.allowInsecureRequests] }
        : undefined,
    )
    .catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
  cached = { key, config };
  return config;
}

export { client };
