/**
 * Local visual regression: every story of the built Storybook, screenshotted in
 * Chromium and compared with the committed baselines in tests/screenshots/baselines.
 * Needs no token and no network (Chromatic does the same in the cloud for whoever
 * has a token: `npm run chromatic`).
 *
 *   tsx tests/screenshots/run.ts            compare (missing baselines are written, except on CI)
 *   tsx tests/screenshots/run.ts --update   rewrite every baseline
 *   tsx tests/screenshots/run.ts --filter ui-button   only stories whose id contains the text
 *
 * Modes: every story in light desktop and dark mobile (see modesFor). A story tagged
 * `no-screenshot` is skipped.
 *
 * Accessibility in the dark theme: the story tests (Vitest + addon-a11y) check every story in
 * the light theme; this pass runs the same axe-core checks, with the story's own
 * `parameters.a11y`, on every dark screenshot, so each story is checked in both themes.
 */
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { repoRoot } from '../support/server.ts';
import { allModes, viewports, type ModeName } from '../../.storybook/modes.ts';

const args = process.argv.slice(2);
const update = args.includes('--update');
const filterIndex = args.indexOf('--filter');
const filter = filterIndex >= 0 ? args[filterIndex + 1] : undefined;
const isCI = Boolean(process.env.CI) && process.env.CI !== 'false';

const staticDir = path.join(repoRoot, 'storybook-static');
const baselineDir = path.join(repoRoot, 'tests/screenshots/baselines');
const actualDir = path.join(repoRoot, 'tests/screenshots/__actual__');
const diffDir = path.join(repoRoot, 'tests/screenshots/__diff__');
/** Share of differing pixels a screenshot may have before it counts as changed. */
const maxDiffRatio = Number(process.env.SCREENSHOT_MAX_DIFF_RATIO ?? 0.002);
const concurrency = Number(process.env.SCREENSHOT_CONCURRENCY ?? 2);

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

function serveStatic(root: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(root, urlPath);
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}

/**
 * Every story in light desktop and dark mobile: both themes and both widths, in two
 * shots per story. SCREENSHOT_ALL_MODES=1 takes all four combinations for "UI/…" stories
 * (as Chromatic's modes do); it doubles the run, so CI keeps the two-shot default.
 */
function modesFor(entry: IndexEntry): ModeName[] {
  return process.env.SCREENSHOT_ALL_MODES === '1' && entry.title.startsWith('UI/')
    ? (Object.keys(allModes) as ModeName[])
    : ['light desktop', 'dark mobile'];
}

const fileName = (id: string, mode: ModeName) => `${id}.${mode.replace(' ', '-')}.png`;

const freezeCss = `*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;transition:none!important;caret-color:transparent!important;scroll-behavior:auto!important}`;

type Outcome = 'same' | 'new' | 'updated' | 'changed' | 'error';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface A11yParameters {
  test?: 'error' | 'todo' | 'off';
  disable?: boolean;
  config?: { rules?: Array<{ id: string; enabled?: boolean }> };
  options?: Record<string, unknown>;
  context?: unknown;
}

/** Runs axe-core in the page the way addon-a11y does, honouring the story's `parameters.a11y`. */
async function axeViolations(page: Page): Promise<string[]> {
  const params = await page.evaluate(
    () =>
      (
        window as unknown as {
          __STORYBOOK_PREVIEW__?: {
            currentRender?: { story?: { parameters?: { a11y?: unknown } } };
          };
        }
      ).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.a11y ?? {},
  );
  const a11y = params as A11yParameters;
  if (a11y.disable || a11y.test === 'off' || a11y.test === 'todo') return [];
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async (a11y: A11yParameters) => {
    const axe = (
      window as unknown as {
        axe: {
          configure(c: unknown): void;
          run(
            c: unknown,
            o: unknown,
          ): Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }>;
        };
      }
    ).axe;
    axe.configure({ rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])] });
    const result = await axe.run(
      {
        include: document.body,
        exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
      },
      a11y.options ?? {},
    );
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
  }, a11y);
}

async function shoot(
  browser: Browser,
  base: string,
  entry: IndexEntry,
  mode: ModeName,
): Promise<{ outcome: Outcome; detail?: string }> {
  const { theme, viewport } = allModes[mode];
  const context = await browser.newContext({
    viewport: viewports[viewport],
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  try {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=story&globals=theme:${theme}`);
    await page.addStyleTag({ content: freezeCss });
    await page.waitForFunction(
      () => {
        const phase = (
          window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
        ).__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return (
          phase === 'finished' ||
          phase === 'completed' ||
          phase === 'errored' ||
          phase === 'aborted'
        );
      },
      undefined,
      { timeout: 30_000 },
    );
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(150);
    if (theme === 'dark') {
      const violations = await axeViolations(page);
      if (violations.length)
        return {
          outcome: 'error',
          detail: `accessibility in the dark theme: ${violations.join(', ')}`,
        };
    }
    const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    const name = fileName(entry.id, mode);
    const baselinePath = path.join(baselineDir, name);
    if (update || !existsSync(baselinePath)) {
      if (!update && isCI) {
        mkdirSync(actualDir, { recursive: true });
        writeFileSync(path.join(actualDir, name), png);
        return {
          outcome: 'error',
          detail:
            'no baseline committed (run `npm run test:screenshots -- --update` and commit it)',
        };
      }
      const existed = existsSync(baselinePath);
      writeFileSync(baselinePath, png);
      return { outcome: existed ? 'updated' : 'new' };
    }
    const expected = PNG.sync.read(readFileSync(baselinePath));
    const actual = PNG.sync.read(png);
    if (expected.width !== actual.width || expected.height !== actual.height) {
      mkdirSync(actualDir, { recursive: true });
      writeFileSync(path.join(actualDir, name), png);
      return {
        outcome: 'changed',
        detail: `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`,
      };
    }
    const diff = new PNG({ width: actual.width, height: actual.height });
    const count = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
      threshold: 0.1,
    });
    const ratio = count / (actual.width * actual.height);
    if (ratio > maxDiffRatio) {
      mkdirSync(actualDir, { recursive: true });
      mkdirSync(diffDir, { recursive: true });
      writeFileSync(path.join(actualDir, name), png);
      writeFileSync(path.join(diffDir, name), PNG.sync.write(diff));
      return {
        outcome: 'changed',
        detail: `${count} pixels differ (${(ratio * 100).toFixed(2)}%)`,
      };
    }
    return { outcome: 'same' };
  } catch (error) {
    return {
      outcome: 'error',
      detail: error instanceof Error ? error.message.split('\n')[0] : String(error),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!existsSync(path.join(staticDir, 'index.json'))) {
    console.error('storybook-static/ is missing: run `npm run build-storybook` first.');
    process.exit(1);
  }
  mkdirSync(baselineDir, { recursive: true });
  rmSync(actualDir, { recursive: true, force: true });
  rmSync(diffDir, { recursive: true, force: true });
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const stories = Object.values(index.entries).filter(
    (e) =>
      e.type === 'story' &&
      !e.tags?.includes('no-screenshot') &&
      (!filter || e.id.includes(filter)),
  );
  const allJobs = stories.flatMap((entry) => modesFor(entry).map((mode) => ({ entry, mode })));
  // On CI only stories with a committed baseline are compared; the others are listed, so the
  // gap is visible (locally, a missing baseline is written for review and commit).
  const withoutBaseline = allJobs.filter(
    (j) => !existsSync(path.join(baselineDir, fileName(j.entry.id, j.mode))),
  );
  const jobs = isCI && !update ? allJobs.filter((j) => !withoutBaseline.includes(j)) : allJobs;

  const { server, url } = await serveStatic(staticDir);
  const browser = await launchBrowser();
  const results: Array<{ name: string; outcome: Outcome; detail?: string }> = [];
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const result = await shoot(browser, url, job.entry, job.mode);
        results.push({ name: fileName(job.entry.id, job.mode), ...result });
      }
    }),
  );
  await browser.close();
  server.close();

  const expectedNames = new Set(allJobs.map((j) => fileName(j.entry.id, j.mode)));
  const stale = filter
    ? []
    : readdirSync(baselineDir).filter((f) => f.endsWith('.png') && !expectedNames.has(f));
  if (update) for (const f of stale) rmSync(path.join(baselineDir, f));

  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  for (const r of results.filter((r) => r.outcome === 'changed' || r.outcome === 'error')) {
    console.error(`  ${r.outcome.toUpperCase()} ${r.name}: ${r.detail ?? ''}`);
  }
  if (isCI && !update && withoutBaseline.length) {
    console.warn(
      `  ${withoutBaseline.length} screenshot(s) have no committed baseline and were not compared (run \`npm run test:screenshots\` locally to create them)`,
    );
  }
  if (stale.length && !update)
    console.warn(
      `  ${stale.length} baseline(s) without a story: ${stale.slice(0, 5).join(', ')}… (run with --update to remove)`,
    );
  console.log(
    `screenshots: ${results.length} in ${((Date.now() - started) / 1000).toFixed(1)} s — ${count('same')} same, ${count('new')} new, ${count('updated')} updated, ${count('changed')} changed, ${count('error')} failed` +
      (count('changed')
        ? `\n  actual images in tests/screenshots/__actual__, diffs in tests/screenshots/__diff__`
        : ''),
  );
  if (count('changed') || count('error')) process.exit(1);
}

await main();
