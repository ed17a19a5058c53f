import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Repository root (apps/api/src → ../../..). */
export const repoRoot = path.resolve(here, '../../..');

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export interface Config {
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Interface to listen on. */
  host: string;
  /** Folder for the embedded database and uploaded files. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  /** Seed demo accounts and data into an empty database. */
  seedDemo: boolean;
  /** Built web app to serve (apps/web/dist); absent folder = API only. */
  webDist: string;
  /** The OpenAPI contract the routes and validation come from. */
  openapiPath: string;
  logLevel: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Public origin used for absolute URLs (upload URLs, OIDC redirect). Defaults to the request's. */
  publicUrl: string | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /** Where uploaded files are stored (default DATA_DIR/uploads; a temp folder for ':memory:'). */
  uploadsDir: string | undefined;
  /** Failed sign-ins per account, and per client address, within `rateLimitWindowMinutes` before 429. */
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerAddress: number;
  /** Registrations per client address within the window before 429. */
  registerMaxPerAddress: number;
  rateLimitWindowMinutes: number;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const oidcIssuer = env.OIDC_ISSUER;
  return {
    port: int(env.PORT, 3000, 'PORT'),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    seedDemo: bool(env.SEED_DEMO, true),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    openapiPath: path.join(repoRoot, 'openapi.yaml'),
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 30, 'SESSION_IDLE_MINUTES'),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12, 'SESSION_ABSOLUTE_HOURS'),
    publicUrl: env.PUBLIC_URL || undefined,
    oidc: oidcIssuer
      ? {
          issuer: oidcIssuer,
          clientId: env.OIDC_CLIENT_ID ?? '',
          clientSecret: env.OIDC_CLIENT_SECRET ?? '',
        }
      : undefined,
    uploadsDir: env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : undefined,
    loginMaxFailuresPerAccount: int(
      env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      5,
      'LOGIN_MAX_FAILURES_PER_ACCOUNT',
    ),
    loginMaxFailuresPerAddress: int(
      env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      20,
      'LOGIN_MAX_FAILURES_PER_ADDRESS',
    ),
    registerMaxPerAddress: int(env.REGISTER_MAX_PER_ADDRESS, 20, 'REGISTER_MAX_PER_ADDRESS'),
    rateLimitWindowMinutes: int(env.RATE_LIMIT_WINDOW_MINUTES, 15, 'RATE_LIMIT_WINDOW_MINUTES'),
    ...overrides,
  };
}
