/**
 * Every story of the built Storybook, played in Chromium once at least: its play function must
 * pass, axe-core must find nothing in the light theme, and the story is screenshotted in the modes
 * it asks for and compared with the committed baselines. This is `npm test`'s one pass over the
 * stories (the Vitest `storybook` project runs the same play functions and checks for a developer
 * working on one folder: `npm run test:stories`). Needs no token and no network (Chromatic takes the
 * same shots in the cloud for whoever has a token: `npm run chromatic`).
 *
 *   tsx tests/screenshots/run.ts            compare (a missing baseline is recorded for review;
 *                                           on CI it fails the run)
 *   tsx tests/screenshots/run.ts --update   re-record every baseline, drop the stale ones
 *   tsx tests/screenshots/run.ts --filter ui-button,ui-link   only stories whose id contains a text
 *   tsx tests/screenshots/run.ts --list     print the shots the matrix takes, take none
 *   tsx tests/screenshots/run.ts --prune    drop the baselines no shot of the matrix takes any more
 *                                           (a story gone or out of a mode), take none; with
 *                                           --filter, only among the baselines whose name matches
 *
 * The matrix: `parameters.chromatic` of each story (@petrobridge/story-kit's modes; docs/testing.md,
 * "Screenshots") — its `modes`, or none with `disableSnapshot`. Chromatic reads the same. A story
 * with no light shot is still played and checked, in a visit without a picture.
 *
 * A story fails when it throws, when its play function fails, or when axe-core finds a violation
 * (in its first light visit and in every dark shot, with the story's own `parameters.a11y`). A shot
 * fails when it differs from its baseline by more than SCREENSHOT_MAX_DIFF_PIXELS pixels
 * (default 10), when the page scrolls horizontally at its viewport, or when a word of a
 * navigation label (links and buttons in a <nav>, tabs, menu items, `[data-nowrap-words]`) is
 * broken across lines. Noise is removed at its source rather than by tolerance: fonts are loaded,
 * animations, transitions and the caret are off, and the page has stopped changing before the
 * shot.
 *
 * Baselines are content-addressed (store.ts); changed, new and failed shots are written with
 * before, after and diff to tests/screenshots/report/index.html.
 *
 * A failed story or shot is retried once in a fresh page; one that passes then is reported as flaky
 * (its picture depends on timing or on the stories before it) and does not fail the run.
 *
 * Speed: each worker keeps a page per mode for the whole run, and switches from story to story, a
 * file's and the next file's, over Storybook's channel rather than by reloading the iframe (see
 * runLane); addon-a11y's own axe pass is off (this runner
 * runs axe itself where it should); an unchanged shot is known by the hash of its pixels, without
 * decoding its baseline; requests the mock layer never answers are not waited for. The run ends
 * with the time per visit of each phase. Time limits are hang guards only (two minutes a story),
 * sized for a busy 2-core machine.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { repoRoot } from '../support/server.ts';
import { viewports } from '@petrobridge/story-kit';
import { BaselineStore } from './store.ts';
import { Report, type ReportItem } from './report.ts';
import { layoutChecksScript } from './checks.ts';

const args = process.argv.slice(2);
const update = args.includes('--update');
const listOnly = args.includes('--list');
const pruneOnly = args.includes('--prune');
const filterIndex = args.indexOf('--filter');
/** `--filter a,b`: only stories whose id contains one of the texts. */
const filters = filterIndex >= 0 ? (args[filterIndex + 1] ?? '').split(',').filter(Boolean) : [];
const filter = filters.length > 0;
const isCI = Boolean(process.env.CI) && process.env.CI !== 'false';

const staticDir = path.join(repoRoot, 'storybook-static');
const store = new BaselineStore(path.join(repoRoot, 'tests/screenshots/baselines'));
const report = new Report(path.join(repoRoot, 'tests/screenshots/report'));
/**
 * Pixels a shot may differ by. Small on purpose: a 1-px border around a small badge is ~100
 * pixels, and the noise this used to absorb is removed at its source (see freezeCss, showStory).
 */
const maxDiffPixels = Number(process.env.SCREENSHOT_MAX_DIFF_PIXELS ?? 10);
/**
 * pixelmatch's per-pixel colour distance (0–1). 0.05 notices a border one grey step darker
 * (#d0d5dd → #c0c5cd); anti-aliased edge pixels are told apart and ignored by pixelmatch.
 */
const pixelThreshold = Number(process.env.SCREENSHOT_PIXEL_THRESHOLD ?? 0.05);
const concurrency = Number(process.env.SCREENSHOT_CONCURRENCY ?? 2);
/** A hang guard, not a speed limit: a story that has not rendered in two minutes is stuck. */
const hangGuardMs = 120_000;
const progressEveryMs = 15_000;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

interface ModeValue {
  theme?: string;
  viewport?: keyof typeof viewports;
  disable?: boolean;
}

interface Shot {
  id: string;
  title: string;
  mode: string;
  theme: string;
  viewport: keyof typeof viewports;
  /** The baseline's key: `<story id>.<mode, with dashes>`. */
  name: string;
  /**
   * A visit without a picture, for a story the matrix photographs in no light mode: its play
   * function and the light theme's accessibility check only.
   */
  check?: boolean;
  /** Run axe-core after the play function: the story's first light visit, and every dark shot. */
  axe?: boolean;
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

const freezeCss = `*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;transition:none!important;caret-color:transparent!important;scroll-behavior:auto!important}`;

interface StoryShots {
  id: string;
  modes?: Record<string, ModeValue>;
  disableSnapshot?: boolean;
  /** The story's own viewport (`globals: { viewport: { value: 'mobile' } }`), as Vitest sizes it. */
  viewport?: string;
}

/**
 * Every story's `parameters.chromatic`, as Storybook has merged them from preview, meta and
 * story: the preview's `extract()` is what Chromatic reads too. Plain JavaScript (see
 * settleScript for why).
 */
const extractScript = `(async () => {
  const preview = window.__STORYBOOK_PREVIEW__;
  const stories = await preview.extract();
  return Object.values(stories).map((s) => ({
    id: s.id,
    modes: s.parameters?.chromatic?.modes,
    disableSnapshot: Boolean(s.parameters?.chromatic?.disableSnapshot),
    viewport: s.globals?.viewport?.value,
  }));
})()`;

async function readMatrix(browser: Browser, base: string, index: IndexEntry[]): Promise<Shot[]> {
  const page = await browser.newPage();
  try {
    await page.goto(`${base}/iframe.html`);
    await page.waitForFunction(
      () =>
        Boolean(
          (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } })
            .__STORYBOOK_PREVIEW__?.storyStoreValue,
        ),
      undefined,
      { timeout: hangGuardMs },
    );
    const stories = new Map(
      ((await page.evaluate(extractScript)) as StoryShots[]).map((s) => [s.id, s]),
    );
    return index.flatMap((entry) => {
      const story = stories.get(entry.id);
      if (!story) return [];
      const shots: Shot[] = story.disableSnapshot
        ? []
        : Object.entries(story.modes ?? {})
            .filter(([, mode]) => !mode.disable)
            .map(([mode, value]) => {
              const viewport = value.viewport ?? 'desktop';
              if (!(viewport in viewports))
                throw new Error(
                  `${entry.id}: mode "${mode}" has an unknown viewport "${viewport}"`,
                );
              const theme = value.theme ?? 'light';
              return {
                id: entry.id,
                title: entry.title,
                mode,
                theme,
                viewport,
                name: `${entry.id}.${mode.replaceAll(' ', '-')}`,
                axe: theme === 'dark',
              };
            });
      // Every story is played and checked in the light theme once: in its first light shot, or
      // in a visit of its own when it has none.
      const light = shots.find((shot) => shot.theme === 'light');
      if (light) light.axe = true;
      else
        shots.push({
          id: entry.id,
          title: entry.title,
          mode: 'check',
          theme: 'light',
          viewport:
            story.viewport && story.viewport in viewports
              ? (story.viewport as keyof typeof viewports)
              : 'desktop',
          name: `${entry.id}.check`,
          check: true,
          axe: true,
        });
      return shots;
    });
  } finally {
    await page.close();
  }
}

/** Time spent in each phase of a shot, summed over the pages that run at once. */
const phaseMs = new Map<string, number>();
async function timed<T>(phase: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    phaseMs.set(phase, (phaseMs.get(phase) ?? 0) + performance.now() - started);
  }
}

function timedSync<T>(phase: string, work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    phaseMs.set(phase, (phaseMs.get(phase) ?? 0) + performance.now() - started);
  }
}

type Outcome = 'same' | 'new' | 'updated' | 'changed' | 'error' | 'checked';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface A11yParameters {
  test?: 'error' | 'todo' | 'off';
  disable?: boolean;
  config?: { rules?: Array<{ id: string; enabled?: boolean }> };
  options?: Record<string, unknown>;
  context?: unknown;
}

/**
 * Installed before the preview's own scripts (page.addInitScript). Counts the API requests in
 * flight, and records what went wrong in the story from Storybook's channel: a render that
 * threw, a play function that threw or failed an assertion, errors thrown while it played (a
 * setter on the global the preview assigns its channel to; the runner empties the list when it
 * switches stories). Plain JavaScript (see settleScript for why).
 */
const pageHooksScript = `(() => {
  window.__shotErrors = [];
  // API requests in flight (the mock layer answers them in the page's service worker), so that
  // a shot waits for data that arrives after the play function has ended.
  // A play function that clicks or types while a request is still loading races it: whether the
  // data came first decides what the screen ends in (a form that focuses its first invalid field
  // cannot while that field is disabled for loading). Such interactions are listed here with the
  // request, once it has answered (one that never answers is a loading state, meant).
  window.__shotRaces = [];
  // Only the story's own requests count: one page plays story after story, and a request an
  // earlier story left in flight and that answered during a later one used to be blamed on the
  // later story if it clicked meanwhile (ui stories that make no request at all were listed). A
  // request belongs to the render that was current when it started: Storybook's render of the
  // story, once the previous story is gone.
  // The preview makes the next story's render current before it loads the story's file and unmounts
  // the previous one (phase 'preparing', or none yet), so a request started then is the previous
  // story's, and none is anybody's before the preview has started.
  const story = () => {
    const render = window.__STORYBOOK_PREVIEW__ && window.__STORYBOOK_PREVIEW__.currentRender;
    return render && render.phase && render.phase !== 'preparing' ? render : undefined;
  };
  const pending = new Set();
  const fetch = window.fetch;
  window.fetch = function (...args) {
    const request = fetch.apply(this, args);
    const input = args[0];
    const method = ((args[1] && args[1].method) || (input && input.method) || 'GET').toUpperCase();
    const url = new URL(String((input && input.url) || input), location.href);
    const entry = { what: method + ' ' + url.pathname, key: method + ' ' + url.href, story: story(), racedBy: [] };
    pending.add(entry);
    const done = () => {
      pending.delete(entry);
      // Listed only while its story is still the one shown: __shotRaces is the current story's
      // (emptied at the switch), and a request that outlived its story is no longer its race.
      if (!entry.story || entry.story !== story()) return;
      for (const by of entry.racedBy) window.__shotRaces.push(by + ' while ' + entry.what + ' was loading');
    };
    // Counted until its body has been read and a task more has run: the screen updates after
    // the client has parsed the answer, not when its headers arrive.
    request
      .then((response) => response.clone().arrayBuffer())
      .then(() => new Promise((resolve) => setTimeout(resolve, 50)))
      .then(done, done);
    return request;
  };
  // The requests still waited for: those in flight, less those the mock layer said it never
  // answers (its neverAnswer() lists them in __pbNeverAnswered by method and URL).
  window.__shotOpenRequests = () => {
    const never = [...(window.__pbNeverAnswered || [])];
    let open = 0;
    for (const entry of pending) {
      const i = never.indexOf(entry.key);
      if (i >= 0) never.splice(i, 1);
      else open++;
    }
    return open;
  };
  for (const type of ['pointerdown', 'keydown'])
    document.addEventListener(type, (event) => {
      if (event.isTrusted) return;
      const target = event.target;
      const name = (target && target.getAttribute && (target.getAttribute('aria-label') || (target.textContent || '').trim().slice(0, 30))) || '';
      const current = story();
      for (const entry of pending)
        if (entry.story && entry.story === current && entry.racedBy.length < 3) entry.racedBy.push((type === 'keydown' ? 'typed in' : 'clicked') + ' ' + (target.tagName || 'document').toLowerCase() + (name ? ' "' + name + '"' : ''));
    }, true);
  const text = (e) => (e && (e.message || e.description || e.title)) || String(e);
  const record = (kind) => (payload) => {
    const errors = Array.isArray(payload) ? payload : [payload];
    for (const e of errors) window.__shotErrors.push(kind + ': ' + String(text(e)).split(String.fromCharCode(10))[0]);
  };
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      value.on('storyThrewException', record('the story threw'));
      value.on('storyErrored', record('the story errored'));
      value.on('playFunctionThrewException', record('the play function failed'));
      value.on('unhandledErrorsWhilePlaying', record('an error was thrown while the story played'));
    },
  });
})()`;

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string; story?: { parameters?: { a11y?: unknown } } };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
  /** Set by .storybook/preview.tsx: pauses the app-wide toast queue's timers. */
  __pbPauseToasts?: () => void;
  axe?: unknown;
  __shotErrors?: string[];
  __shotRaces?: string[];
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
 * has finished; returns the errors the story reported (none when it rendered and played). The first story of a page loads the iframe; the next ones are switched to
 * over Storybook's channel, which unmounts the previous story (its portals, scroll locks
 * and listeners) without the cost of a reload.
 */
async function showStory(
  page: Page,
  base: string,
  theme: string,
  id: string,
  first: boolean,
): Promise<string[]> {
  if (first) {
    await timed('page load', async () => {
      // `a11y.manual`: addon-a11y would run axe-core after every story; the story tests check
      // the light theme already and this runner checks the dark shots itself (axeViolations).
      await page.goto(
        `${base}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`,
      );
      await page.addStyleTag({ content: freezeCss });
    });
  } else {
    await timed('story switch', () =>
      page.evaluate((id) => {
        // Back to the state of a fresh page: scrolled to the top, nothing focused, nothing
        // stored by an earlier story (a chosen theme, a dismissed notice). react-aria's input
        // modality (whether focus rings show) is reset by the preview's beforeEach, for the
        // story tests too; a synthetic keydown here used to set it to 'keyboard' instead, which
        // a fresh page is not.
        localStorage.clear();
        sessionStorage.clear();
        (window as unknown as PreviewWindow).__shotErrors = [];
        (window as unknown as PreviewWindow).__shotRaces = [];
        (document.activeElement as HTMLElement | null)?.blur?.();
        window.scrollTo(0, 0);
        (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
          storyId: id,
          viewMode: 'story',
        });
      }, id),
    );
  }
  // A condition, not a clock: the story's render has reached its last phase, `finished`, after
  // its play function (the 100,000-row table takes long on a busy machine); the time-out only
  // catches a story that hangs. `finished` comes after an error too, so a story that threw or
  // whose play function failed is known here rather than photographed half played.
  await timed('render and play', () =>
    page.waitForFunction(
      (id) => {
        const preview = window as unknown as PreviewWindow;
        const render = preview.__STORYBOOK_PREVIEW__?.currentRender;
        const ended = render?.id === id && ['finished', 'aborted'].includes(render.phase ?? '');
        // A toast's own timer must not close it between the end of the play and the shot.
        if (ended) preview.__pbPauseToasts?.();
        return ended;
      },
      id,
      { timeout: hangGuardMs },
    ),
  );
  return page.evaluate(() => {
    const w = window as unknown as PreviewWindow;
    const errors = [...(w.__shotErrors ?? [])];
    if (w.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'aborted')
      errors.push('the story was aborted before it finished');
    return errors;
  });
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

/**
 * How long a shot waits at most for API requests still in flight when the play function has ended:
 * data that arrives late (a list a dialog loads while its play function already clicked) changes
 * the picture, and whether it had arrived used to depend on the machine's speed. Requests the mock
 * layer never answers (a loading state's `slow` handler, which lists them in `__pbNeverAnswered`)
 * are not waited for: they used to cost this whole wait in every later shot of the same page too.
 */
const requestWaitMs = 2_000;

/**
 * Everything between the end of the play function and the shot, in one round trip to the page:
 * API requests answered (or left pending for requestWaitMs: a loading state); fonts loaded; scrolled to the top (a full-page picture shows everything but what is fixed or
 * sticky, which sits where the window is scrolled, so late layout after a play function scrolled
 * cannot move a sticky header between runs); the DOM settled; fonts again (a bold label that a
 * late render asked for); then the layout checks (checks.ts), whose problems it returns.
 */
const prepareScript = `(async () => {
  const waitStarted = performance.now();
  const open = window.__shotOpenRequests;
  while (open() > 0 && performance.now() - waitStarted < ${requestWaitMs})
    await new Promise((resolve) => setTimeout(resolve, 20));
  const waitedForRequests = performance.now() - waitStarted;
  const requestsLeft = open();
  await document.fonts.ready;
  window.scrollTo(0, 0);
  await ${settleScript};
  await document.fonts.ready;
  const root = document.scrollingElement || document.documentElement;
  return {
    problems: ${layoutChecksScript},
    fits: root.scrollHeight <= root.clientHeight && root.scrollWidth <= root.clientWidth,
    races: window.__shotRaces,
    waitedForRequests,
    requestsLeft,
  };
})()`;

/**
 * Compares (or records) one screenshot against its baseline. The baseline's name is the hash of
 * its pixels (store.ts), so a picture whose pixels hash the same is the baseline: no baseline to
 * decode and no pixelmatch for the shots that did not change, which are nearly all of them.
 */
function compare(
  shot: Shot,
  png: Buffer,
): { outcome: Outcome; detail?: string; entry?: ReportItem } {
  const actual = timedSync('decode', () => PNG.sync.read(png));
  if (!update && store.hashOf(shot.name) === BaselineStore.hash(actual)) return { outcome: 'same' };
  const expected = update ? undefined : store.read(shot.name);
  if (!expected) {
    if (!update && isCI) {
      return {
        outcome: 'error',
        detail: 'no baseline committed (run `npm run test:screenshots -- --update` and commit it)',
        entry: {
          shot: shot.name,
          story: shot.id,
          outcome: 'error',
          detail: 'no baseline committed',
          after: png,
        },
      };
    }
    const existed = Boolean(store.file(shot.name));
    store.write(shot.name, actual);
    return existed
      ? { outcome: 'updated' }
      : { outcome: 'new', entry: { shot: shot.name, story: shot.id, outcome: 'new', after: png } };
  }
  const before = store.file(shot.name);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    const detail = `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`;
    return {
      outcome: 'changed',
      detail,
      entry: { shot: shot.name, story: shot.id, outcome: 'changed', detail, before, after: png },
    };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const count = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: pixelThreshold,
  });
  if (count > maxDiffPixels) {
    const detail = `${count} pixels differ (at most ${maxDiffPixels})`;
    return {
      outcome: 'changed',
      detail,
      entry: {
        shot: shot.name,
        story: shot.id,
        outcome: 'changed',
        detail,
        before,
        after: png,
        diff: PNG.sync.write(diff),
      },
    };
  }
  return { outcome: 'same' };
}

interface Lane {
  viewport: keyof typeof viewports;
  theme: string;
  shots: Shot[];
}

type Result = { shot: Shot; outcome: Outcome; detail?: string; ms?: number };

/**
 * One lane is the stories of one file in one mode, shot in one page in index order. A story
 * only ever follows its siblings, so adding a story elsewhere cannot change its picture.
 */
interface Worker {
  /** The page of the lane the worker is on (by `theme viewport`); closed when the lane ends. */
  pages: Map<string, Page>;
}

/**
 * The lane's page: the one its earlier stories used (the next story is switched to over the
 * channel), or a new context and page for its first story or after one that hung or threw.
 */
async function pageFor(browser: Browser, worker: Worker, lane: Lane): Promise<[Page, boolean]> {
  const key = `${lane.theme} ${lane.viewport}`;
  const open = worker.pages.get(key);
  if (open) return [open, false];
  const context = await timed('new context', () =>
    browser.newContext({
      viewport: viewports[lane.viewport],
      reducedMotion: 'reduce',
      deviceScaleFactor: 1,
    }),
  );
  context.setDefaultTimeout(hangGuardMs);
  const page = await context.newPage();
  await page.addInitScript(pageHooksScript);
  worker.pages.set(key, page);
  return [page, true];
}

async function dropPage(worker: Worker, lane: Lane): Promise<void> {
  const key = `${lane.theme} ${lane.viewport}`;
  const page = worker.pages.get(key);
  worker.pages.delete(key);
  await page?.context().close();
}

/**
 * Plays one story in the lane's page and takes its shot (or only checks it): the outcome, and for a
 * failure the report entry, which runLane adds once it knows whether a retry passed.
 */
async function visit(
  browser: Browser,
  worker: Worker,
  base: string,
  lane: Lane,
  shot: Shot,
): Promise<Result & { entry?: ReportItem }> {
  const started = Date.now();
  const failed = (detail: string, after?: Buffer) => ({
    shot,
    outcome: 'error' as const,
    detail,
    ms: Date.now() - started,
    entry: { shot: shot.name, story: shot.id, outcome: 'error' as const, detail, after },
  });
  try {
    const [page, fresh] = await pageFor(browser, worker, lane);
    const storyErrors = await showStory(page, base, lane.theme, shot.id, fresh);
    if (shot.check) {
      // No picture: the play function has passed (or not), and the light theme's axe pass.
      const violations = await timed('axe', () => axeViolations(page));
      if (violations.length) storyErrors.push(`accessibility: ${violations.join(', ')}`);
      if (storyErrors.length) return failed(storyErrors.join(' · '));
      return { shot, outcome: 'checked', ms: Date.now() - started };
    }
    const prepared = (await timed('requests, fonts, settle, layout checks', () =>
      page.evaluate(prepareScript),
    )) as {
      problems: string[];
      fits: boolean;
      races: string[];
      waitedForRequests: number;
      requestsLeft: number;
    };
    phaseMs.set(
      '(of which requests in flight)',
      (phaseMs.get('(of which requests in flight)') ?? 0) + prepared.waitedForRequests,
    );
    if (prepared.requestsLeft) hanging.push(shot.name);
    const problems = [...storyErrors, ...prepared.problems];
    if (prepared.races.length) raced(shot, prepared.races);
    if (shot.axe) {
      const violations = await timed('axe', () => axeViolations(page));
      if (violations.length)
        problems.push(
          `accessibility${lane.theme === 'dark' ? ' in the dark theme' : ''}: ${violations.join(', ')}`,
        );
    }
    // The full page only when it is taller than the window (Playwright measures it and
    // resizes the view for that, two more round trips); animations and the caret are off
    // already (freezeCss), so Playwright's own passes for them, one more each, are not asked.
    const png = await timed('screenshot', () => page.screenshot({ fullPage: !prepared.fits }));
    if (problems.length) return failed(problems.join(' · '), png);
    const { entry, ...result } = timedSync('compare', () => compare(shot, png));
    return { shot, ...result, entry, ms: Date.now() - started };
  } catch (error) {
    // A story that hangs or throws gets a fresh page, so it cannot spoil the next one.
    await dropPage(worker, lane);
    return failed(error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
}

/**
 * Runs a lane's stories in order in the worker's page of that mode. The page stays open for the
 * worker's next lane of the same mode: the next file's first story is switched to over the channel
 * like its siblings, without reloading the preview (a reload and the preview's start cost about as
 * much as the story itself). Each story starts from the preview's reset (mock database, role, toasts,
 * react-aria's input modality: .storybook/preview.tsx) and the runner's (storage, focus, scroll:
 * showStory). A story whose picture still depends on what ran before fails once, passes in the
 * fresh page of its retry, and is reported as flaky.
 */
async function runLane(
  browser: Browser,
  worker: Worker,
  base: string,
  lane: Lane,
  done: (r: Result) => void,
): Promise<void> {
  for (const shot of lane.shots) {
    let outcome = await visit(browser, worker, base, lane, shot);
    // A failure is tried once more, in a fresh page. Passing then means the picture or the play
    // depends on timing or on the stories before it: reported as flaky (a story to fix, see
    // docs/testing.md, "Deterministic shots") rather than failing the run at random.
    if ((outcome.outcome === 'changed' || outcome.outcome === 'error') && !update) {
      await dropPage(worker, lane);
      const retry = await visit(browser, worker, base, lane, shot);
      if (retry.outcome === 'same' || retry.outcome === 'checked') {
        flaky.push(shot.name);
        console.warn(
          `  FLAKY ${shot.name}: ${outcome.detail ?? outcome.outcome}; passed when retried in a fresh page`,
        );
      }
      outcome = retry;
    }
    const { entry, ...result } = outcome;
    if (entry) report.add(entry);
    done(result);
  }
}

/**
 * Shots whose play function clicked or typed while a request was loading (pageHooksScript): their
 * picture depends on which came first. Reported, not failed, so far: the story should wait for
 * its data (`findBy…`, `toBeEnabled`) before it interacts (docs/testing.md, "Deterministic shots").
 */
const races = new Map<string, string[]>();
/**
 * Shots with a request still pending after requestWaitMs that the mock layer did not mark as never
 * answered (its neverAnswer()): a story to look at, since its picture may be taken before its data.
 */
const hanging: string[] = [];
/** Shots that failed and then passed when retried in a fresh page (runLane). */
const flaky: string[] = [];
function raced(shot: Shot, what: string[]) {
  if (races.has(shot.id)) return;
  races.set(shot.id, what);
  console.warn(`  RACE ${shot.id}: ${what.slice(0, 2).join('; ')}`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  if (!existsSync(path.join(staticDir, 'index.json'))) {
    console.error('storybook-static/ is missing: run `npm run build-storybook` first.');
    process.exit(1);
  }
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const entries = Object.values(index.entries).filter(
    (e) => e.type === 'story' && (!filter || filters.some((f) => e.id.includes(f))),
  );

  const { server, url } = await serveStatic(staticDir);
  const browser = await launchBrowser();
  const started = Date.now();
  const visits = await timed('reading the matrix', () => readMatrix(browser, url, entries));
  const shots = visits.filter((v) => !v.check);
  const byMode = new Map<string, number>();
  for (const s of shots) byMode.set(s.mode, (byMode.get(s.mode) ?? 0) + 1);
  console.log(
    `stories: ${entries.length}, each played and checked for accessibility; ${shots.length} shots (${[
      ...byMode,
    ]
      .map(([m, n]) => `${n} ${m}`)
      .join(
        ', ',
      )}); ${visits.length - shots.length} stories take none and are played without one; every story in all four modes would be ${entries.length * 4}`,
  );
  if (listOnly || pruneOnly) {
    await browser.close();
    server.close();
  }
  if (listOnly) {
    for (const s of shots) console.log(`  ${s.name}`);
    return;
  }
  if (pruneOnly) {
    const taken = new Set(shots.map((s) => s.name));
    const stale = store
      .stale(taken)
      .filter((name) => !filter || filters.some((f) => name.includes(f)));
    store.prune(stale);
    store.save();
    console.log(`  ${stale.length} baseline(s) that no shot takes any more, removed`);
    return;
  }

  const lanes = new Map<string, Lane>();
  // Stories played without a picture have lanes of their own, so a lane of shots is exactly what
  // it was before they were played here (a story follows only the siblings photographed before it).
  for (const shot of visits) {
    const key = `${shot.title}\u0000${shot.theme}\u0000${shot.viewport}\u0000${shot.check ? 'check' : 'shot'}`;
    const lane = lanes.get(key) ?? { viewport: shot.viewport, theme: shot.theme, shots: [] };
    lane.shots.push(shot);
    lanes.set(key, lane);
  }
  const queue = [...lanes.values()];
  const results: Result[] = [];
  const failures = () => results.filter((r) => r.outcome === 'changed' || r.outcome === 'error');
  const progress = () => {
    const elapsed = Date.now() - started;
    const rate = results.length / (elapsed / 1000);
    const left = rate > 0 ? (visits.length - results.length) / rate : 0;
    console.log(
      `  ${results.length}/${visits.length} stories and shots · ${rate.toFixed(2)}/s · ${failures().length} failed so far · ${seconds(elapsed)} elapsed, about ${Math.ceil(left)} s left`,
    );
  };
  const ticker = setInterval(progress, progressEveryMs);
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        const worker: Worker = { pages: new Map() };
        try {
          for (let lane = queue.shift(); lane; lane = queue.shift())
            await runLane(browser, worker, url, lane, (r) => {
              results.push(r);
              if (r.outcome === 'changed' || r.outcome === 'error')
                console.error(`  ${r.outcome.toUpperCase()} ${r.shot.name}: ${r.detail ?? ''}`);
            });
        } finally {
          await Promise.all([...worker.pages.values()].map((page) => page.context().close()));
        }
      }),
    );
  } finally {
    clearInterval(ticker);
    await browser.close();
    server.close();
  }
  progress();

  const stale = filter ? [] : store.stale(new Set(shots.map((s) => s.name)));
  // Pictures no shot refers to any more go with every re-record, a filtered one too.
  if (update) store.prune(stale);
  store.save();
  if (stale.length && !update)
    console.warn(
      `  ${stale.length} baseline(s) without a shot: ${stale.slice(0, 5).join(', ')}… (run with --update to remove)`,
    );

  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  const slowest = results
    .filter((r) => r.ms !== undefined)
    .sort((a, b) => (b.ms ?? 0) - (a.ms ?? 0))
    .slice(0, 8);
  if (slowest.length)
    console.log(
      `  slowest: ${slowest.map((r) => `${r.shot.name} ${seconds(r.ms ?? 0)}`).join(', ')}`,
    );
  if (update) {
    const { shots: stored, images, bytes } = store.stats();
    console.log(
      `  baselines: ${stored} shots stored as ${images} distinct images, ${(bytes / 1024 / 1024).toFixed(1)} MiB`,
    );
  }
  // Visits by package (ui, features, app): their count and the mean time a visit held a page, for
  // the budget's arithmetic (docs/testing.md, "Cost and budget").
  const byPackage = new Map<string, { visits: number; ms: number }>();
  for (const r of results) {
    const key = r.shot.id.split('-')[0]!;
    const entry = byPackage.get(key) ?? { visits: 0, ms: 0 };
    entry.visits++;
    entry.ms += r.ms ?? 0;
    byPackage.set(key, entry);
  }
  console.log(
    `  visits by package: ${[...byPackage]
      .map(([key, { visits, ms }]) => `${key} ${visits} × ${(ms / visits / 1000).toFixed(2)} s`)
      .join(', ')} (time a visit holds its page; ${concurrency} pages at once)`,
  );
  const busy = [...phaseMs.values()].reduce((a, b) => a + b, 0);
  if (busy > 0)
    console.log(
      `  time per visit by phase (pages together): ${[...phaseMs]
        .sort(([, a], [, b]) => b - a)
        .map(([phase, ms]) => `${phase} ${(ms / Math.max(results.length, 1) / 1000).toFixed(3)} s`)
        .join(', ')}`,
    );
  if (races.size)
    console.warn(
      `  ${races.size} ${races.size === 1 ? 'story interacts' : 'stories interact'} while data loads (their pictures may vary): ${[...races.keys()].join(', ')}`,
    );
  if (flaky.length)
    console.warn(
      `  ${flaky.length} flaky (failed, then passed in a fresh page; fix the story): ${flaky.join(', ')}`,
    );
  if (hanging.length)
    console.log(
      `  ${hanging.length} shots left a request pending after ${requestWaitMs / 1000} s that the mock layer did not mark as never answered (look at these stories): ${hanging.slice(0, 8).join(', ')}${hanging.length > 8 ? '…' : ''}`,
    );
  const reportFile = report.write(undefined);
  const elapsed = Date.now() - started;
  console.log(
    `stories and screenshots: ${results.length} in ${seconds(elapsed)} (${(elapsed / Math.max(results.length, 1) / 1000).toFixed(2)} s each, ${concurrency} at once) — ${count('checked')} played without a shot, ${count('same')} same, ${count('new')} new, ${count('updated')} updated, ${count('changed')} changed, ${count('error')} failed, ${flaky.length} flaky` +
      (reportFile ? `\n  review: ${path.relative(process.cwd(), reportFile)}` : ''),
  );
  if (count('changed') || count('error')) process.exit(1);
}

await main();
