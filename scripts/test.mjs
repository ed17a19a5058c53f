#!/usr/bin/env node
// `npm test`: every check, in order, with a timing line each and, for the Vitest steps, their slowest
// files and tests. A failed step fails the run; steps that depend on a failed build are skipped, the
// others still run so one run reports all. `npm test -- <text>` runs only the steps whose name contains it.
// The summary at the end repeats what failed (failed tests, changed shots, error lines), so that the
// tail of a long CI log is enough to see why a run failed. Neighbouring steps of one `group` run at
// once (the static checks, the two builds): each keeps its output and prints it whole when it ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const vitest = (...projects) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--passWithNoTests',
];

const steps = [
  { name: 'lint', group: 'static', cmd: ['npm', 'run', 'lint'] },
  { name: 'typecheck', group: 'static', cmd: ['npm', 'run', 'typecheck'] },
  {
    name: 'contract (redocly lint, generated client up to date)',
    group: 'static',
    cmd: ['npm', 'run', 'contract'],
  },
  { name: 'unit and API tests', cmd: vitest('unit', 'api'), vitest: true },
  {
    name: 'build Storybook',
    id: 'storybook-build',
    group: 'builds',
    cmd: ['npm', 'run', 'build-storybook'],
  },
  { name: 'build web app', id: 'web-build', group: 'builds', cmd: ['npm', 'run', 'build'] },
  // One pass over every story: its play function, axe-core, and its shots against the baselines
  // (tests/screenshots/run.ts). `npm run test:stories` runs the same play functions in Vitest
  // for a developer working on one folder.
  {
    name: 'stories in Chromium (play functions, accessibility, screenshots)',
    needs: 'storybook-build',
    cmd: ['npm', 'run', 'test:screenshots'],
  },
  {
    name: 'bundle size (JavaScript budgets)',
    needs: 'web-build',
    cmd: ['npm', 'run', 'size', '--', '--no-build'],
  },
  {
    name: 'end-to-end on the real server',
    needs: 'web-build',
    cmd: vitest('e2e'),
    vitest: true,
  },
];

const reports = mkdtempSync(path.join(tmpdir(), 'pb-test-'));

/** A Vitest JSON report, or an empty one when the step wrote none (it crashed before the end). */
function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/** The slowest files and tests of a Vitest JSON report, as lines. */
function slowest(file, count = 5) {
  const report = readReport(file);
  if (!report.testResults) return [];
  const files = (report.testResults ?? []).map((f) => ({
    name: path.relative(process.cwd(), f.name),
    ms: (f.endTime ?? 0) - (f.startTime ?? 0),
  }));
  const tests = (report.testResults ?? []).flatMap((f) =>
    (f.assertionResults ?? []).map((t) => ({
      name: `${path.relative(process.cwd(), f.name)} › ${t.fullName ?? t.title}`,
      ms: t.duration ?? 0,
    })),
  );
  const top = (items) =>
    items
      .sort((a, b) => b.ms - a.ms)
      .slice(0, count)
      .map((i) => `    ${(i.ms / 1000).toFixed(1).padStart(6)} s  ${i.name}`);
  return ['  slowest files:', ...top(files), '  slowest tests:', ...top(tests)];
}

/** The failed tests of a Vitest JSON report, with the first line of their message. */
function failedTests(file) {
  const report = readReport(file);
  return (report.testResults ?? []).flatMap((f) =>
    (f.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => {
        const message = String(t.failureMessages?.[0] ?? '').split('\n')[0];
        return `${path.relative(process.cwd(), f.name)} › ${t.fullName ?? t.title}: ${message}`;
      }),
  );
}

/** Lines that say what failed: a failed test file, a changed or new shot, an error. */
const failureLine =
  /^\s*(FAIL\b|CHANGED |NEW |ERROR |FAILED\b|×|✗)|\b(Error|error TS\d+|ERR!)\b|^\s*\d+:\d+\s+error\b/;

/**
 * Runs a step with its output passed through as it comes (or, with `buffered`, kept and written when
 * it ends, for steps that run at once), keeping the lines that say what failed (the first 40) and the
 * last 20 lines, for the summary.
 */
function runStep(cmd, buffered = false) {
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const marked = [];
    const tail = [];
    const held = [];
    const keep = (chunk, out) => {
      if (buffered) held.push(chunk);
      else out.write(chunk);
      for (const raw of chunk.toString().split('\n')) {
        // eslint-disable-next-line no-control-regex
        const line = raw.replace(/\u001b\[[0-9;]*m/g, '').trimEnd();
        if (!line) continue;
        tail.push(line);
        if (tail.length > 20) tail.shift();
        if (marked.length < 40 && failureLine.test(line)) marked.push(line);
      }
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('close', (status) => {
      if (held.length) process.stdout.write(Buffer.concat(held));
      resolve({ status, marked, tail });
    });
  });
}

const only = process.argv.slice(2);
const results = [];
const failedIds = new Set();

/** Runs one step (buffering its output when others run beside it) and records its result. */
async function run(step, index, buffered) {
  if (step.needs && failedIds.has(step.needs)) {
    results[index] = { name: step.name, status: 'skipped', seconds: 0, details: [], failures: [] };
    return;
  }
  console.log(`\n▶ ${step.name}${buffered ? ' (beside the others of its group)' : ''}`);
  const json = path.join(reports, `step-${index}.json`);
  const cmd = step.vitest
    ? [...step.cmd, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`]
    : step.cmd;
  const started = Date.now();
  const outcome = await runStep(cmd, buffered);
  const seconds = (Date.now() - started) / 1000;
  const ok = outcome.status === 0;
  if (!ok && step.id) failedIds.add(step.id);
  const details = step.vitest ? slowest(json) : [];
  console.log(`◀ ${step.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  for (const line of details) console.log(line);
  const failures = ok
    ? []
    : (() => {
        const tests = step.vitest ? failedTests(json) : [];
        if (tests.length) return tests.slice(0, 40);
        return outcome.marked.length ? outcome.marked : outcome.tail;
      })();
  results[index] = {
    name: step.name,
    status: ok ? 'passed' : 'FAILED',
    seconds,
    details,
    failures,
  };
}

const chosen = steps
  .map((step, index) => ({ step, index }))
  .filter(({ step }) => !only.length || only.some((o) => step.name.includes(o)));
const started = Date.now();
for (let i = 0; i < chosen.length;) {
  const group = chosen[i].step.group;
  let j = i + 1;
  while (group && j < chosen.length && chosen[j].step.group === group) j++;
  const batch = chosen.slice(i, j);
  await Promise.all(batch.map(({ step, index }) => run(step, index, batch.length > 1)));
  i = j;
}
const wall = (Date.now() - started) / 1000;
rmSync(reports, { recursive: true, force: true });

console.log('\nnpm test summary');
const ran = results.filter(Boolean);
for (const r of ran)
  console.log(`  ${r.status.padEnd(7)} ${r.seconds.toFixed(1).padStart(6)} s  ${r.name}`);
const total = ran.reduce((sum, r) => sum + r.seconds, 0);
console.log(
  `  total   ${wall.toFixed(1).padStart(6)} s  (steps one after another: ${total.toFixed(1)} s)`,
);
for (const r of ran.filter((r) => r.failures?.length)) {
  console.log(`\nwhat failed in ${r.name}:`);
  for (const line of r.failures) console.log(`  ${line.trim()}`);
}
const failed = ran.filter((r) => r.status !== 'passed');
process.exit(failed.length ? 1 : 0);
