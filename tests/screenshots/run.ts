/**
 * Local visual regression: every story of the built Storybook, screenshotted in
 * Chromium and compared with the committed baselines in tests/screenshots/baselines.
 * Needs no token and no network (Chromatic does the same in the cloud for whoever
 * has a token: `npm run chromatic`).
 *
 *   tsx tests/screenshots/run.ts            compare (a missing baseline is written for review;
 *                                           on CI it fails the run)
 *   tsx tests/screenshots/run.ts --update   rewrite every baseline
 *   tsx tests/screenshots/run.ts --filter ui-button,ui-link   only stories whose id contains a text
 *
 * Modes: every story in the four modes Chromatic takes (light and dark, desktop and mobile;
 * .storybook/modes.ts). A story tagged `no-screenshot` is skipped.
 *
 * Speed: the stories of one file share a page per mode and are switched over Storybook's
 * channel rather than by reloading the iframe (see runLane); SCREENSHOT_CONCURRENCY pages run
 * at once.
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
/** `--filter a,b`: only stories whose id contains one of the texts. */
const filters = filterIndex >= 0 ? (args[filterIndex + 1] ?? '').split(',').filter(Boolean) : [];
const filter = filters.length > 0;
const isCI = Boolean(process.env.CI) && process.env.CI !== 'false';

const staticDir = path.join(repoRoot, 'storybook-static');
const baselineDir = path.join(repoRoot, 'tests/screenshots/baselines');
const actualDir = path.join(repoRoot, 'tests/screenshots/__actual__');
const diffDir = path.join(repoRoot, 'tests/screenshots/__diff__');
/** Share of differing pixels a screenshot may have before it counts as changed. */
const maxDiffRatio = Number(process.env.SCREENSHOT_MAX_DIFF_RATIO ?? 0.003);
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
 * The modes of `parameters.chromatic.modes` (.storybook/modes.ts): every story in light and
 * dark at a desktop and a mobile width, exactly as Chromatic takes them.
 */
const modes = Object.keys(allModes) as ModeName[];

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

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string; story?: { parameters?: { a11y?: unknown } } };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
  axe?: unknown;
}

/** Runs axe-core in the page the way addon-a11y does, honouring the story's `parameters.a11y`. */
async function axeViolations(page: Page): Promise<string[]> {
  const params = await page.evaluate(
    () =>
      (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters
        ?.a11y ?? {},
  );
  const a11y = params as A11yParameters;
  if (a11y.disable || a11y.test === 'off' || a11y.test === 'todo') return [];
  if (!(await page.evaluate(() => Boolean((window as unknown as PreviewWindow).axe))))
    await page.addScriptTag({ path: axeSource });
  return page.evaluate(async (a11y: A11yParameters) => {
    const axe = (
      window as unknown as {
        axe: {
          configure(c: unknown): void;
          reset(): void;
          run(
            c: unknown,
            o: unknown,
          ): Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }>;
        };
      }
    ).axe;
    axe.reset();
    axe.configure({ rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])] });
    const result = await axe.run(
      {
        include: document.body,
        // react-aria's live announcer keeps a closed dialog's "pending" message for a few
        // seconds, pointing at a label that has gone: its own transient state, not the story's.
        exclude: [
          '.sb-wrapper',
          '#storybook-docs',
          '#storybook-highlights-root',
          '[data-live-announcer]',
        ],
      },
      a11y.options ?? {},
    );
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
  }, a11y);
}

/**
 * Shows a story in the open preview and waits until it has rendered and its play function
 * has finished. The first story of a page loads the iframe; the next ones are switched to
 * over Storybook's channel, which unmounts the previous story (its portals, scroll locks
 * and listeners) without the cost of a reload.
 */
async function showStory(page: Page, base: string, theme: string, id: string, first: boolean) {
  if (first) {
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
    await page.addStyleTag({ content: freezeCss });
  } else {
    await page.evaluate((id) => {
      // Back to the state of a fresh page: no pointer modality from the previous story's
      // clicks (react-aria hides focus rings after a pointer event), scrolled to the top.
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Unidentified', bubbles: true }));
      (document.activeElement as HTMLElement | null)?.blur?.();
      window.scrollTo(0, 0);
      (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
        storyId: id,
        viewMode: 'story',
      });
    }, id);
  }
  await page.waitForFunction(
    (id) => {
      const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return (
        render?.id === id &&
        ['finished', 'completed', 'errored', 'aborted'].includes(render.phase ?? '')
      );
    },
    id,
    { timeout: 30_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  // A full-page picture shows everything but what is fixed or sticky, which sits where the
  // window is scrolled: scroll to the top, so that late layout (a font, data that arrives after
  // a play function scrolled) cannot move a sticky header between runs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
}

/**
 * Waits until the page has stopped changing: no DOM mutation for 100 ms (deferred renders,
 * virtualised rows measured after a scroll, overlays positioned after a resize-observer round),
 * or 3 s at most for a story that never rests. Plain JavaScript rather than a function of this
 * file: tsx would wrap the inner functions in a `__name` helper that does not exist in the page.
 */
const settleScript = `new Promise((resolve) => {
  let quiet;
  let limit;
  let finished = false;
  const observer = new MutationObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(done, 100);
  });
  function done() {
    if (finished) return;
    finished = true;
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(limit);
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)));
  }
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  quiet = setTimeout(done, 100);
  limit = setTimeout(done, 3000);
})`;

async function settle(page: Page): Promise<void> {
  await page.evaluate(settleScript);
}

/** Compares (or records) one screenshot against its baseline. */
function compare(name: string, png: Buffer): { outcome: Outcome; detail?: string } {
  const baselinePath = path.join(baselineDir, name);
  if (update || !existsSync(baselinePath)) {
    if (!update && isCI) {
      mkdirSync(actualDir, { recursive: true });
      writeFileSync(path.join(actualDir, name), png);
      return {
        outcome: 'error',
        detail: 'no baseline committed (run `npm run test:screenshots -- --update` and commit it)',
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
    return { outcome: 'changed', detail: `${count} pixels differ (${(ratio * 100).toFixed(2)}%)` };
  }
  return { outcome: 'same' };
}

interface Lane {
  mode: ModeName;
  entries: IndexEntry[];
}

type Result = { name: string; outcome: Outcome; detail?: string; ms?: number };

/**
 * One lane is the stories of one file in one mode, shot in one page in index order. A story
 * only ever follows its siblings, so adding a story elsewhere cannot change its picture.
 */
async function runLane(browser: Browser, base: string, lane: Lane): Promise<Result[]> {
  const { theme, viewport } = allModes[lane.mode];
  const context = await browser.newContext({
    viewport: viewports[viewport],
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  const results: Result[] = [];
  let reload = true;
  try {
    for (const entry of lane.entries) {
      const name = fileName(entry.id, lane.mode);
      const started = Date.now();
      try {
        await showStory(page, base, theme, entry.id, reload);
        reload = false;
        if (theme === 'dark') {
          const violations = await axeViolations(page);
          if (violations.length) {
            results.push({
              name,
              outcome: 'error',
              detail: `accessibility in the dark theme: ${violations.join(', ')}`,
            });
            continue;
          }
        }
        const png = await page.screenshot({
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
        results.push({ name, ...compare(name, png), ms: Date.now() - started });
      } catch (error) {
        // A story that hangs or throws gets a fresh page, so it cannot spoil the next one.
        reload = true;
        results.push({
          name,
          outcome: 'error',
          detail: error instanceof Error ? error.message.split('\n')[0] : String(error),
        });
      }
    }
  } finally {
    await context.close();
  }
  return results;
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
      (!filter || filters.some((f) => e.id.includes(f))),
  );
  const allJobs = stories.flatMap((entry) => modes.map((mode) => ({ entry, mode })));
  const lanes = new Map<string, Lane>();
  for (const job of allJobs) {
    const key = `${job.entry.title}\u0000${job.mode}`;
    const lane = lanes.get(key) ?? { mode: job.mode, entries: [] };
    lane.entries.push(job.entry);
    lanes.set(key, lane);
  }
  const queue = [...lanes.values()];
  const total = queue.reduce((sum, lane) => sum + lane.entries.length, 0);

  const { server, url } = await serveStatic(staticDir);
  const browser = await launchBrowser();
  const results: Result[] = [];
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let lane = queue.shift(); lane; lane = queue.shift()) {
        results.push(...(await runLane(browser, url, lane)));
        if (process.stdout.isTTY)
          process.stdout.write(`\r  ${results.length}/${total} screenshots`);
      }
    }),
  );
  if (process.stdout.isTTY) process.stdout.write('\n');
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
  if (stale.length && !update)
    console.warn(
      `  ${stale.length} baseline(s) without a story: ${stale.slice(0, 5).join(', ')}… (run with --update to remove)`,
    );
  const slowest = results
    .filter((r) => r.ms !== undefined)
    .sort((a, b) => (b.ms ?? 0) - (a.ms ?? 0))
    .slice(0, 5);
  if (slowest.length)
    console.log(`  slowest: ${slowest.map((r) => `${r.name} ${r.ms} ms`).join(', ')}`);
  console.log(
    `screenshots: ${results.length} in ${((Date.now() - started) / 1000).toFixed(1)} s — ${count('same')} same, ${count('new')} new, ${count('updated')} updated, ${count('changed')} changed, ${count('error')} failed` +
      (count('changed')
        ? `\n  actual images in tests/screenshots/__actual__, diffs in tests/screenshots/__diff__`
        : ''),
  );
  if (count('changed') || count('error')) process.exit(1);
}

await main();
