#!/usr/bin/env node
// `npm start`: build the web app, then start the server (API + web) on PORT (default 3000).
// The exit status is the server's: a supervisor (systemd, Docker, pm2) sees a crash as a failure and
// restarts it. A stop we asked for (Ctrl-C, SIGTERM) is a clean exit.
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
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
}
server.on('error', (error) => {
  console.error('could not start the server:', error.message);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Killed by a signal: clean only when we forwarded it; otherwise (OOM killer, kill -9) a failure.
  process.exit(stopping && (signal === 'SIGINT' || signal === 'SIGTERM') ? 0 : 1);
});
