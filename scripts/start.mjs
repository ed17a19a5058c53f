#!/usr/bin/env node
// `npm start`: build the web app, then start the server (API + web) on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env };
env.SEED_DEMO ??= 'true';

if (env.SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
