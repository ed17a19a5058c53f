#!/usr/bin/env node
// Throw-away stories for measuring the suite at a multiple of today's size (docs/testing.md, "Cost
// and budget"). `node scripts/stress-stories.mjs 2` writes two copies of every story file into
// .data/stress-stories (git-ignored, not linted), each a wrapper that re-exports the original's
// stories under its own title; `.storybook/main.ts` includes them only when STORYBOOK_STRESS=1.
// `node scripts/stress-stories.mjs --clean` deletes them. Never product stories: nothing imports
// them and they are never committed.
//
//   node scripts/stress-stories.mjs 2
//   STORYBOOK_STRESS=1 npm test -- stories            # the story tests at 3x
//   STORYBOOK_STRESS=1 npm test -- Storybook           # build Storybook and take the screenshots
//   node scripts/stress-stories.mjs --clean
//
// The screenshots of the copies have no baselines: outside CI they are recorded as new shots in
// tests/screenshots/baselines, so run `git checkout tests/screenshots/baselines && git clean -fd
// tests/screenshots/baselines` afterwards (`--clean` does it).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.data/stress-stories');
const arg = process.argv[2] ?? '2';

rmSync(out, { recursive: true, force: true });
if (arg === '--clean') {
  execFileSync('git', ['checkout', '--', 'tests/screenshots/baselines'], { cwd: root });
  execFileSync('git', ['clean', '-fdq', '--', 'tests/screenshots/baselines'], { cwd: root });
  console.log('stress stories removed, baselines restored');
  process.exit(0);
}
const copies = Number(arg);
if (!Number.isInteger(copies) || copies < 1) {
  console.error('usage: node scripts/stress-stories.mjs <copies> | --clean');
  process.exit(1);
}

function storyFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(file).isDirectory()) return storyFiles(file);
    return name.endsWith('.stories.tsx') || name.endsWith('.stories.ts') ? [file] : [];
  });
}

const files = ['packages', 'apps/web/src'].flatMap((d) => storyFiles(path.join(root, d)));
let stories = 0;
for (let copy = 1; copy <= copies; copy++) {
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const names = [...source.matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
    const relative = path.relative(root, file);
    const target = path.join(out, `copy-${copy}`, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    const from = path.relative(path.dirname(target), file).replace(/\.tsx?$/, '');
    // No `title` or `id`: the copy takes its title from its path, so its story ids are its own.
    writeFileSync(
      target,
      [
        `import * as original from '${from}';`,
        `const { title: _title, id: _id, ...meta } = original.default as Record<string, unknown>;`,
        `export default { ...meta };`,
        ...names.map((n) => `export const ${n} = original.${n};`),
        '',
      ].join('\n'),
    );
    stories += names.length;
  }
}
console.log(
  `${copies} cop${copies === 1 ? 'y' : 'ies'} of ${files.length} story files (${stories} stories) in ${path.relative(root, out)}`,
);
