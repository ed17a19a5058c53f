#!/usr/bin/env node
/**
 * `npm run size`: the web app's JavaScript budgets, checked on the production build (docs/performance.md).
 *
 * Deterministic: no browser, no timing. For each page it takes the chunks the browser fetches — the
 * named modules' chunks plus everything they import statically, from Vite's manifest — gzips each
 * file once (level 9, as Vite reports sizes) and compares the sum, in kB of 1000 bytes, with the
 * budget. Builds apps/web first unless `--no-build` is given. Prints one line per page and exits 1 when
 * a page is over its budget or a named module has no chunk (then this file needs the new name).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');

/**
 * Each page names the manifest keys (paths relative to apps/web, or `index.html` for the entry) of
 * the modules that load for it; their static imports are added here.
 * `budgetKb` fails the check; `targetKb`, where given, is the goal the budget is ratcheted down to
 * (issue 9's figures) while the page is still above it: the check then fails on any growth and says how
 * far the page is from its goal.
 * @type {{ name: string, budgetKb: number, targetKb?: number, modules: string[] }[]}
 */
const pages = [
  {
    // Everything before `load` on `/` signed out.
    name: 'Landing / (before load)',
    budgetKb: 90,
    // The entry, and the landing chunk that theme-boot.js preloads beside it.
    modules: ['index.html', 'src/boot/Landing.tsx'],
  },
  {
    // All JavaScript by network idle on `/` signed out: the sign-in dialog is prefetched when idle.
    name: 'Landing / + prefetched sign-in',
    budgetKb: 180,
    modules: ['index.html', 'src/boot/Landing.tsx', 'src/boot/SignInSlot.tsx'],
  },
  {
    // Signed in: the full app, the shell and the dashboard, until the dashboard is interactive. The
    // landing chunk is not part of it: the boot skips it for a visitor with the signed-in hint.
    name: 'Signed-in dashboard',
    budgetKb: 160,
    modules: [
      'index.html',
      'src/app/App.tsx',
      '../../packages/features/src/screens/shell/index.ts',
      '../../packages/features/src/screens/dashboards/index.ts',
    ],
  },
];

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No ${path.relative(root, manifestFile)}: build apps/web first (npm run build).`);
  process.exit(1);
}
/** @type {Record<string, { file: string, imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** @type {Map<string, number>} */
const gzipCache = new Map();
/** @param {string} file */
const gzipKb = (file) => {
  let kb = gzipCache.get(file);
  if (kb === undefined) {
    kb = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1000;
    gzipCache.set(file, kb);
  }
  return kb;
};

let failed = false;
for (const page of pages) {
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  const missing = page.modules.filter((key) => !manifest[key]);
  if (missing.length > 0) {
    console.error(`✗ ${page.name}: no chunk for ${missing.join(', ')} — update scripts/size.mjs`);
    failed = true;
    continue;
  }
  page.modules.forEach(visit);
  const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const over = kb > page.budgetKb;
  failed ||= over;
  const goal =
    page.targetKb !== undefined && kb > page.targetKb
      ? `; goal ${page.targetKb} kB, ${(kb - page.targetKb).toFixed(1)} kB to cut`
      : '';
  console.log(
    `${over ? '✗' : '✓'} ${page.name.padEnd(34)} ${kb.toFixed(1).padStart(6)} kB gzip of ${page.budgetKb} kB (${files.length} scripts${goal})`,
  );
  if (over || process.argv.includes('--verbose')) {
    for (const file of files.sort((a, b) => gzipKb(b) - gzipKb(a))) {
      console.log(`    ${gzipKb(file).toFixed(1).padStart(6)} kB  ${file}`);
    }
  }
}
process.exit(failed ? 1 : 0);
