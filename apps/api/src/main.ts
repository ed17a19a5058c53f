import { loadConfig } from './config';
import { buildApp } from './app';

const config = loadConfig();
const app = await buildApp({ config });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

try {
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { address, database: config.databaseUrl ? 'postgres' : 'pglite' },
    `Petrobridge listening on ${address}`,
  );
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
