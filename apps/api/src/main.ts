import { loadConfig } from './config';
import { buildApp } from './app';

// A server that dies must say so in its exit status, so a supervisor restarts it: startup failures,
// a failed listen, and errors nothing caught all end the process with 1.
const fail = (error: unknown, what: string) => {
  console.error(`Petrobridge: ${what}`, error);
  process.exit(1);
};
process.on('uncaughtException', (error) => fail(error, 'uncaught exception'));
process.on('unhandledRejection', (error) => fail(error, 'unhandled rejection'));

try {
  const config = loadConfig();
  const app = await buildApp({ config });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => fail(error, 'shutdown failed'),
      );
    });
  }
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      address,
      database: config.databaseUrl ? 'postgres' : 'pglite',
      storage: config.s3 ? 's3' : 'disk',
    },
    `Petrobridge listening on ${address}`,
  );
  if (config.production && !config.publicUrl && config.allowedOrigins.length === 0)
    app.log.warn(
      'production without PUBLIC_URL or ALLOWED_ORIGINS: browsers on any non-loopback address ' +
        'will be refused as cross-site; set PUBLIC_URL to the address users open',
    );
} catch (error) {
  fail(error, 'could not start');
}
