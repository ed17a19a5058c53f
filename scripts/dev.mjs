#!/usr/bin/env node
// `npm run dev`: the API in watch mode on API_PORT (3001) and Vite with HMR on PORT (5173), proxying /api.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'apps/api/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      SEED_DEMO: process.env.SEED_DEMO ?? 'true',
      WEB_DIST: '/nonexistent',
    },
  }),
  spawn('node_modules/.bin/vite', ['--config', 'apps/web/vite.config.ts', 'apps/web'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
