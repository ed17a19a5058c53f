#!/usr/bin/env node
// `npm test`: every check, in order, with a timing line each. A failed step fails the run;
// steps that depend on a failed build are skipped, the others still run so one run reports all.
import { spawnSync } from 'node:child_process';

const steps = [
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  { name: 'contract (redocly lint, generated client up to date)', cmd: ['npm', 'run', 'contract'] },
  {
    name: 'unit and API tests',
    cmd: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'api', '--passWithNoTests'],
  },
  {
    name: 'stories in Chromium (play functions, accessibility)',
    cmd: ['npx', 'vitest', 'run', '--project', 'storybook'],
  },
  { name: 'build Storybook', id: 'storybook-build', cmd: ['npm', 'run', 'build-storybook'] },
  {
    name: 'screenshots against baselines',
    needs: 'storybook-build',
    cmd: ['npm', 'run', 'test:screenshots'],
  },
  { name: 'build web app', id: 'web-build', cmd: ['npm', 'run', 'build'] },
  {
    name: 'end-to-end on the real server',
    needs: 'web-build',
    cmd: ['npx', 'vitest', 'run', '--project', 'e2e'],
  },
];

const only = process.argv.slice(2);
const results = [];
const failedIds = new Set();
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  if (step.needs && failedIds.has(step.needs)) {
    results.push({ name: step.name, status: 'skipped', seconds: 0 });
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env: process.env });
  const seconds = (Date.now() - started) / 1000;
  const ok = run.status === 0;
  if (!ok && step.id) failedIds.add(step.id);
  results.push({ name: step.name, status: ok ? 'passed' : 'FAILED', seconds });
}

console.log('\nnpm test summary');
for (const r of results)
  console.log(`  ${r.status.padEnd(7)} ${r.seconds.toFixed(1).padStart(6)} s  ${r.name}`);
const failed = results.filter((r) => r.status !== 'passed');
process.exit(failed.length ? 1 : 0);
