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
  /**
   * STORAGE=s3 (or S3_BUCKET set): uploaded files go to an S3-compatible bucket instead of uploadsDir,
   * so that several API instances share them. Undefined = disk.
   */
  s3: S3Config | undefined;
  /**
   * Sign-in throttling (progressive delay, docs/security.md): attempts without delay per account from
   * one address, per client address, and per account from all addresses together; then each further
   * attempt waits 1, 2, 4 … seconds up to `loginMaxDelaySeconds`. Forgotten after a quiet window.
   */
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerAddress: number;
  loginMaxFailuresAccountWide: number;
  loginMaxDelaySeconds: number;
  /** Registrations per client address within the window before 429. */
  registerMaxPerAddress: number;
  rateLimitWindowMinutes: number;
  /**
   * Origins (scheme://host[:port]) besides PUBLIC_URL that may send state-changing requests and that the
   * server may name itself by. Without PUBLIC_URL the Host header is trusted only when it is one of
   * these or (outside production) a loopback address.
   */
  allowedOrigins: string[];
  /** NODE_ENV=production: demo data is refused unless `seedDemoForced`; loopback Hosts not trusted. */
  production: boolean;
  /** SEED_DEMO=force: seed demo data even in production. */
  seedDemoForced: boolean;
  /** Upload URLs a user may hold unused at once. */
  maxPendingUploads: number;
  /** Uploaded files not recorded as a document within this time are deleted. */
  orphanUploadMinutes: number;
  /**
   * UPLOAD_QUOTA_MB (default 50): bytes one user may hold in uploaded files not yet recorded as a
   * document; past it a new upload URL is 429 and an upload 413.
   */
  uploadQuotaBytes: number;
  /**
   * REPLACED_FILE_RETENTION_DAYS (default 30): how long the file of a document version that was replaced
   * before anyone reviewed it is kept; then the sweep deletes the file (the record stays, as history).
   * Reviewed versions (approved or rejected) are evidence and are kept.
   */
  replacedFileRetentionDays: number;
  /**
   * PAYMENT_PROVIDER: the payment provider behind payment links. Only `simulator` (the default) ships: a
   * local stand-in that issues invoices and sends signed webhooks; no real provider is connected.
   */
  paymentProvider: 'simulator';
  /**
   * PAYMENT_WEBHOOK_SECRET: the HMAC-SHA256 key of the provider's webhook signatures. Outside production
   * a development default; in production undefined unless set, and then every webhook is refused.
   */
  paymentWebhookSecret: string | undefined;
}

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, R2 …) for uploaded files. */
export interface S3Config {
  /** S3_BUCKET: must exist; the server checks it at start. */
  bucket: string;
  /** S3_ENDPOINT: the service's URL for anything but AWS S3 (e.g. http://minio:9000). */
  endpoint: string | undefined;
  /** S3_REGION (default us-east-1). */
  region: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; absent = the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** S3_FORCE_PATH_STYLE: bucket in the path, not the host name (default on with S3_ENDPOINT). */
  forcePathStyle: boolean;
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const kind = env.STORAGE || (env.S3_BUCKET ? 's3' : 'disk');
  if (kind === 'disk') return undefined;
  if (kind !== 's3') throw new Error(`STORAGE must be "disk" or "s3", got "${kind}"`);
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET: the name of an existing bucket');
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !URL.canParse(endpoint))
    throw new Error(`S3_ENDPOINT must be a URL, got "${endpoint}"`);
  if (endpoint && !['http:', 'https:'].includes(new URL(endpoint).protocol))
    throw new Error(`S3_ENDPOINT must be an http:// or https:// URL, got "${endpoint}"`);
  return {
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, !!endpoint),
  };
}

/** The webhook secret outside production when PAYMENT_WEBHOOK_SECRET is not set. */
export const DEV_PAYMENT_WEBHOOK_SECRET = 'petrobridge-dev-webhook-secret';

function paymentProvider(value: string | undefined): 'simulator' {
  if (value === undefined || value === '' || value === 'simulator') return 'simulator';
  throw new Error(
    `PAYMENT_PROVIDER must be "simulator" (the only provider of this build), got "${value}"`,
  );
}

function webhookSecret(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.PAYMENT_WEBHOOK_SECRET;
  if (value) {
    if (value.length < 16) throw new Error('PAYMENT_WEBHOOK_SECRET must be at least 16 characters');
    return value;
  }
  // A published secret would let anyone forge payments: production must set its own.
  return env.NODE_ENV === 'production' ? undefined : DEV_PAYMENT_WEBHOOK_SECRET;
}

/** Whether HOST names a loopback interface (only this machine can connect). */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase();
  return h === 'localhost' || h === '::1' || h === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(h);
}

/** Whether the webhook accepts signatures made with the secret published in this repository. */
export const usesDevWebhookSecret = (config: Pick<Config, 'paymentWebhookSecret'>) =>
  config.paymentWebhookSecret === DEV_PAYMENT_WEBHOOK_SECRET;

export const DEV_WEBHOOK_SECRET_BANNER =
  'DEVELOPMENT PAYMENT WEBHOOK SECRET IN USE: anyone who has read this repository can sign payment ' +
  'webhooks and mark invoices paid. Set PAYMENT_WEBHOOK_SECRET (at least 16 characters) before anyone ' +
  'else can reach this server.';

/**
 * Refuses a start that would let the network forge payments: the published development webhook secret
 * on an interface other machines can reach.
 */
export function assertWebhookSecretSafe(config: Pick<Config, 'paymentWebhookSecret' | 'host'>) {
  if (usesDevWebhookSecret(config) && !isLoopbackHost(config.host))
    throw new Error(
      `HOST=${config.host} is reachable from other machines, but the payment webhook would accept ` +
        'signatures made with the development secret published in the repository: set ' +
        'PAYMENT_WEBHOOK_SECRET (at least 16 characters) or listen on 127.0.0.1',
    );
}

function origins(value: string | undefined, name: string): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => {
      try {
        return new URL(v).origin;
      } catch {
        throw new Error(`${name} must be a comma-separated list of origins, got "${v}"`);
      }
    });
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
    // Demo accounts share a published password: never in production unless asked for by name.
    seedDemo:
      env.SEED_DEMO === 'force' || (bool(env.SEED_DEMO, true) && env.NODE_ENV !== 'production'),
    seedDemoForced: env.SEED_DEMO === 'force',
    production: env.NODE_ENV === 'production',
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
    s3: s3Config(env),
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
    loginMaxFailuresAccountWide: int(
      env.LOGIN_MAX_FAILURES_ACCOUNT_WIDE,
      100,
      'LOGIN_MAX_FAILURES_ACCOUNT_WIDE',
    ),
    loginMaxDelaySeconds: int(env.LOGIN_MAX_DELAY_SECONDS, 900, 'LOGIN_MAX_DELAY_SECONDS'),
    rateLimitWindowMinutes: int(env.RATE_LIMIT_WINDOW_MINUTES, 15, 'RATE_LIMIT_WINDOW_MINUTES'),
    allowedOrigins: origins(env.ALLOWED_ORIGINS, 'ALLOWED_ORIGINS'),
    maxPendingUploads: int(env.MAX_PENDING_UPLOADS, 20, 'MAX_PENDING_UPLOADS'),
    orphanUploadMinutes: int(env.ORPHAN_UPLOAD_MINUTES, 24 * 60, 'ORPHAN_UPLOAD_MINUTES'),
    uploadQuotaBytes: int(env.UPLOAD_QUOTA_MB, 50, 'UPLOAD_QUOTA_MB') * 1024 * 1024,
    replacedFileRetentionDays: int(
      env.REPLACED_FILE_RETENTION_DAYS,
      30,
      'REPLACED_FILE_RETENTION_DAYS',
    ),
    paymentProvider: paymentProvider(env.PAYMENT_PROVIDER),
    paymentWebhookSecret: webhookSecret(env),
    ...overrides,
  };
}
