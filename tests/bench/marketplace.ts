/**
 * `npm run bench:marketplace`: the marketplace in Chromium on the real server with a large market
 * (issue 12's speed goals). Builds the web app (unless `--no-build`), starts the server on a temporary
 * PGlite with the demo data, stops it to add BENCH_OFFERS active offers (default 100,000) straight
 * into its database, starts it again, and as the demo buyer (Chromium, 1280 × 800) measures over
 * `--runs N` (default 5), printing the median, p95 and slowest of each figure:
 *
 * - first page: from navigation start to the moment the first offer card is in the DOM, read in the
 *   page itself (a MutationObserver of the init script notes `performance.now()`, which counts from
 *   the navigation's start, when the first `<li>` of the offers list appears), and LCP. Before 26 Nov
 *   the figure was wall time in Node from `page.goto` to Playwright's polling finding the card, which
 *   also counted the browser's navigation set-up and the polling's round trips;
 * - search: SEARCHES_PER_RUN (10) searches a run in one page, each a different product or place
 *   (50 ms between keys), the box cleared between them (the unfiltered list comes back from SWR's
 *   cache). In the page's clock, from the last keydown: until the status line shows the new results
 *   (printed with the 300 ms debounce and without it), until the search's offers request is sent
 *   (Resource Timing), the request itself, and from its response to the new results in the DOM; and
 *   the long tasks (over 50 ms) from the first key. Median, nearest-rank p95 and slowest over all
 *   the runs' searches;
 * - scroll: the list loads 50 cards a request as its end nears the viewport; the page is scrolled to
 *   the end until 1,000 cards are loaded, back to the top, then down through them by SCROLL_STEP
 *   (100) px per requestAnimationFrame (window.scrollBy), stopping before the end would load the next
 *   page. Printed: frames rendered, frames dropped (a frame interval longer than 1.5× the run's
 *   median interval counts as round(interval ÷ median) − 1 dropped frames), the longest interval,
 *   long tasks (over 50 ms) during the scroll, and the cards in the DOM at its end.
 *   `BENCH_DEBUG_SCROLL=1` lists the long frames and tasks; `BENCH_PROFILE=<file>` writes the
 *   renderer's CPU profile of the (last) scroll.
 *
 * `--only first,search,scroll` measures only those parts. `BENCH_DEBUG_SEARCH=1` prints each search as it
 * is measured: its word, its parts, and when the RFQs' request of the same search started and ended
 * (relative to the offers' request; not yet sent when the offers' results are measured shows as NaN).
 *
 * `--waterfall` loads `/marketplace` once more after the warm-up and prints its waterfall: the start and end, relative
 * to navigation start, of the document, every script and stylesheet and every /api request (Resource
 * Timing), and the moment the first offer card appeared. Load moves the figures; it does not change the
 * waterfall's structure (what waits for what). `WEB_DIST=<folder> … --no-build` measures another build
 * (the server's setting), e.g. the one before a change, back to back on the same machine.
 *
 * Loopback only, bounded in count; prints progress and a Markdown table. A benchmark prints figures;
 * it fails only when it cannot measure.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, demoAccounts } from '@petrobridge/domain';
import { launchBrowser } from '../support/browser.ts';
import { repoRoot, startServer } from '../support/server.ts';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const build = !args.includes('--no-build');
const waterfall = args.includes('--waterfall');
/** `--only first,search,scroll`: the parts to measure (all by default). */
const only = new Set(
  args.includes('--only')
    ? args[args.indexOf('--only') + 1]!.split(',')
    : ['first', 'search', 'scroll'],
);
const offerCount = Number(process.env.BENCH_OFFERS ?? 100_000);

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const slowest = (values: number[]) => Math.max(...values);
/** Nearest-rank 95th percentile. */
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * 0.95) - 1)]!;

/** Active offers of the demo sellers' approved companies, every product, straight into the database. */
async function addOffers(dataDir: string) {
  // The migrations' extensions (apps/api/src/db/client.ts, pgliteExtensions).
  const db = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
  const started = Date.now();
  await db.exec(`
    with c as (
      select array_agg(id order by id) as ids, array_agg(owner_id order by id) as owners
      from companies
      where kyc_status = 'approved' and owner_id in (select id from users where role = 'seller'))
    insert into offers (seller_id, company_id, product_type, volume, volume_unit, price_per_unit,
                        currency, delivery_location, delivery_date, terms, created_at, updated_at)
    select c.owners[1 + g % cardinality(c.ids)], c.ids[1 + g % cardinality(c.ids)],
           (array['crude_oil_wti','crude_oil_brent','natural_gas','diesel','gasoline','jet_fuel',
                  'heating_oil'])[1 + g % 7]::product_type,
           1000 + (g * 37) % 500000, 'MT', round((400 + (g % 4000) / 10.0)::numeric, 2), 'USD',
           (array['Lagos, Nigeria','Luanda, Angola','Tema, Ghana','Bonny Island'])[1 + g % 4],
           current_date + (g % 120), 'FOB', now() - (g || ' seconds')::interval,
           now() - (g || ' seconds')::interval
    from generate_series(1, ${offerCount}) g, c`);
  await db.exec('vacuum analyze');
  await db.close();
  console.log(
    `${fmt(offerCount)} offers inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const offerCards = (page: Page) => page.getByRole('list', { name: 'offers' }).getByRole('listitem');

async function signedInPage(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // tsx names the functions of the callbacks handed to the page (`__name`), a helper the page lacks.
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  await context.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __longTasks: number[]; __firstCard: number };
    w.__lcp = 0;
    w.__longTasks = [];
    w.__firstCard = 0;
    // Every request of a long session (1,000 cards are 20 of them) stays in Resource Timing.
    performance.setResourceTimingBufferSize(2000);
    // The first offer card: the first <li> of the list named "offers", noted in the mutation that adds it.
    const cards = new MutationObserver(() => {
      if (!document.querySelector('ul[aria-label="offers"] > li')) return;
      w.__firstCard = performance.now();
      cards.disconnect();
    });
    cards.observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const login = await context.request.post(`${origin}/api/auth/login`, {
    data: { email: demoAccounts.buyer.email, password: DEMO_PASSWORD },
  });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  return context.newPage();
}

/** Navigation start → first offer card, in the page's own clock (see the doc comment). */
async function firstPage(browser: Browser, origin: string) {
  const page = await signedInPage(browser, origin);
  await page.goto(`${origin}/marketplace`);
  await offerCards(page).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const { ms, lcp } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __firstCard: number };
    return { ms: w.__firstCard, lcp: w.__lcp };
  });
  await page.context().close();
  return { ms, lcp };
}

/** One first-page load's waterfall: what was fetched when, relative to navigation start. */
async function printWaterfall(browser: Browser, origin: string) {
  const page = await signedInPage(browser, origin);
  await page.goto(`${origin}/marketplace`);
  await offerCards(page).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000);
  // Plain data out of the page (no named functions inside: tsx would wrap them in a helper the page lacks).
  const { entries, firstCard, lcp } = await page.evaluate(() => ({
    entries: [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ].map((e) => {
      const t = e as PerformanceResourceTiming;
      return {
        url: t.name,
        type: t.entryType === 'navigation' ? 'document' : t.initiatorType,
        start: t.startTime,
        requestStart: t.requestStart,
        responseStart: t.responseStart,
        end: t.responseEnd,
      };
    }),
    firstCard: (window as unknown as { __firstCard: number }).__firstCard,
    lcp: (window as unknown as { __lcp: number }).__lcp,
  }));
  const rows = entries
    .map((e) => {
      const url = new URL(e.url);
      const api = url.pathname.startsWith('/api/');
      return {
        name: url.pathname + url.search,
        kind: api ? 'api' : e.type,
        shown: api || e.type === 'document' || /\.(js|css)$/.test(url.pathname),
        start: e.start,
        // The request as the server saw it: from sending it to the first byte of the answer.
        waiting: e.responseStart > 0 ? e.responseStart - e.requestStart : 0,
        end: e.end,
      };
    })
    .filter((r) => r.shown)
    .sort((a, b) => a.start - b.start);
  await page.context().close();
  const pad = (n: number) => fmt(n).padStart(6);
  console.log('\nWaterfall of one first page (ms from navigation start):\n');
  console.log('| start | end | server | kind | resource |\n| ---: | ---: | ---: | --- | --- |');
  for (const r of rows)
    console.log(`| ${pad(r.start)} | ${pad(r.end)} | ${pad(r.waiting)} | ${r.kind} | ${r.name} |`);
  console.log(`| | ${pad(firstCard)} | | **first offer card** | |`);
  console.log(`| | ${pad(lcp)} | | LCP | |\n`);
}

/** The "N of M offers loaded" status line's N and M, in the page. */
const loadedCount = (page: Page) =>
  page.evaluate(() => {
    const status = [...document.querySelectorAll('[role="status"]')].find((el) =>
      /offers loaded/.test(el.textContent ?? ''),
    );
    const [count = 0, total = 0] = (status?.textContent ?? '')
      .match(/[\d,]+/g)
      ?.map((n) => Number(n.replace(/,/g, ''))) ?? [0, 0];
    return { count, total, text: status?.textContent ?? '' };
  });

/** Pixels scrolled per animation frame in the scroll measure (about 6,000 px/s at 60 Hz: a fast fling). */
const SCROLL_STEP = 100;
/** Cards loaded before the scroll measure. */
const SCROLL_CARDS = 1000;

/**
 * Loads cards by scrolling to the end until SCROLL_CARDS are loaded, back to the top, then scrolls
 * down through them by SCROLL_STEP px per requestAnimationFrame, stopping before the end would ask
 * for the next page (the list loads more when its end is within 1.5 viewports), and reports the
 * frames: rendered, dropped (a frame interval longer than 1.5× the median interval counts as
 * round(interval ÷ median) − 1 dropped frames), the longest interval, long tasks (> 50 ms) during
 * the scroll, and the cards in the DOM at its end.
 */
async function scrollMeasure(browser: Browser, origin: string) {
  const page = await signedInPage(browser, origin);
  await page.goto(`${origin}/marketplace`);
  await offerCards(page).first().waitFor({ timeout: 60_000 });
  const loadStarted = Date.now();
  let { count } = await loadedCount(page);
  while (count < SCROLL_CARDS) {
    const before = count;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      (n) =>
        [...document.querySelectorAll('[role="status"]')].some((el) => {
          const m = /^([\d,]+) of/.exec(el.textContent ?? '');
          return m !== null && Number(m[1]!.replace(/,/g, '')) > n;
        }),
      before,
      { timeout: 60_000, polling: 50 },
    );
    ({ count } = await loadedCount(page));
  }
  const loadMs = Date.now() - loadStarted;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(1000);
  // BENCH_PROFILE=<file>: the renderer's CPU profile of the scroll (open it in DevTools).
  const cdp = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const result = await page.evaluate(
    ({ step }) =>
      new Promise<{
        times: number[];
        longTasks: number[];
        longAt: number[];
        ys: number[];
        cards: number;
        distance: number;
      }>((resolve) => {
        const list = document.querySelector('ul[aria-label="offers"]')!;
        const listBottom = list.getBoundingClientRect().bottom + window.scrollY;
        // Stop before the Load more observer (150% of the viewport below it) would fire.
        const stopAt = listBottom - window.innerHeight * 2.7;
        const longTasks: number[] = [];
        const longAt: number[] = [];
        const observer = new PerformanceObserver((entries) => {
          for (const e of entries.getEntries()) {
            longTasks.push(e.duration);
            longAt.push(e.startTime);
          }
        });
        observer.observe({ type: 'longtask' });
        const times: number[] = [];
        const ys: number[] = [];
        const start = window.scrollY;
        const tick = (t: number) => {
          times.push(t);
          ys.push(window.scrollY);
          if (window.scrollY >= stopAt) {
            observer.disconnect();
            resolve({
              times,
              longTasks,
              longAt,
              ys,
              cards: list.querySelectorAll(':scope > li').length,
              distance: window.scrollY - start,
            });
            return;
          }
          window.scrollBy(0, step);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { step: SCROLL_STEP },
  );
  const loadedAtEnd = (await loadedCount(page)).count;
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
    console.log(`scroll profile written to ${process.env.BENCH_PROFILE}`);
  }
  if (process.env.BENCH_DEBUG_SCROLL) {
    const t0 = result.times[0]!;
    result.times.forEach((t, i) => {
      if (i > 0 && t - result.times[i - 1]! > 40)
        console.log(
          `  long frame at ${fmt(t - t0)} ms: ${fmt(t - result.times[i - 1]!)} ms, y ${result.ys[i]}`,
        );
    });
    result.longAt.forEach((t, i) =>
      console.log(`  long task at ${fmt(t - t0)} ms: ${fmt(result.longTasks[i]!)} ms`),
    );
  }
  await page.context().close();
  const intervals = result.times.slice(1).map((t, i) => t - result.times[i]!);
  const frame = median(intervals);
  const dropped = intervals
    .filter((d) => d > 1.5 * frame)
    .reduce((sum, d) => sum + Math.round(d / frame) - 1, 0);
  return {
    loadMs,
    frames: result.times.length,
    dropped,
    frameMs: frame,
    longestFrame: Math.max(...intervals),
    longTasks: result.longTasks.filter((d) => d > 50).length,
    cardsInDom: result.cards,
    loaded: loadedAtEnd,
    seconds: (result.times.at(-1)! - result.times[0]!) / 1000,
    distance: result.distance,
  };
}

/** Searches per run, each a different text; the words of a run are all different. */
const WORDS = [
  'diesel',
  'jet fuel',
  'luanda',
  'gasoline',
  'tema',
  'lagos',
  'bonny',
  'brent',
  'heating',
  'natural gas',
  'wti',
  'crude',
];
const SEARCHES_PER_RUN = 10;

interface SearchSample {
  /** Last keydown → the status line shows the new results (in the page's clock). */
  total: number;
  /** Last keydown → the search's offers request sent (the debounce and what runs before the fetch). */
  toRequest: number;
  /** The request itself (Resource Timing: start → response end). */
  request: number;
  /** Response end → the new results in the DOM (React's render). */
  render: number;
  /** Long tasks (> 50 ms) from the first key to the new results. */
  longTasks: number;
  /** The word searched, and its RFQs request's start and end relative to the offers request's start. */
  word: string;
  rfqsStart: number;
  rfqsEnd: number;
}

/**
 * SEARCHES_PER_RUN searches in one page: each clears the box (the unfiltered list comes back from
 * SWR's cache), types a word (50 ms between keys) and waits for the status line to change; the
 * figures are in the page's clock (see SearchSample).
 */
async function searches(browser: Browser, origin: string, run: number): Promise<SearchSample[]> {
  const page = await signedInPage(browser, origin);
  await page.goto(`${origin}/marketplace`);
  await offerCards(page).first().waitFor({ timeout: 60_000 });
  const box = page.getByRole('searchbox', { name: 'Search' });
  const status = page.getByRole('status').filter({ hasText: /offers loaded/ });
  const unfiltered = await status.textContent();
  await page.evaluate(() => {
    const w = window as unknown as { __lastKey: number };
    document.addEventListener('keydown', () => (w.__lastKey = performance.now()), true);
  });
  const samples: SearchSample[] = [];
  for (let i = 0; i < SEARCHES_PER_RUN; i += 1) {
    const word = WORDS[(run * 3 + i) % WORDS.length]!;
    if ((await box.inputValue()) !== '') {
      await box.fill('');
      await page.waitForFunction(
        (old) =>
          [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent === old),
        unfiltered,
        { timeout: 60_000 },
      );
      await page.waitForTimeout(300);
    }
    const before = await status.textContent();
    await page.evaluate(
      ({ old, q }) => {
        const w = window as unknown as { __longTasks: number[]; __shown: number };
        w.__longTasks = [];
        w.__shown = 0;
        // The results of this word: the address has it (a stall between two keys on a busy
        // machine can send a part of it first), the list is not busy, and the status changed.
        new MutationObserver((_, observer) => {
          if (new URLSearchParams(location.search).get('q') !== q) return;
          if (document.querySelector('ul[aria-label="offers"][aria-busy="true"]')) return;
          const changed = [...document.querySelectorAll('[role="status"]')].some(
            (el) => /offers loaded/.test(el.textContent ?? '') && el.textContent !== old,
          );
          if (!changed) return;
          w.__shown = performance.now();
          observer.disconnect();
        }).observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
          attributes: true,
          attributeFilter: ['aria-busy'],
        });
      },
      { old: before, q: word },
    );
    await box.pressSequentially(word, { delay: 50 });
    await page.waitForFunction(() => (window as unknown as { __shown: number }).__shown > 0, null, {
      timeout: 60_000,
    });
    const sample = await page.evaluate((q) => {
      const w = window as unknown as {
        __longTasks: number[];
        __lastKey: number;
        __shown: number;
      };
      const requestOf = (pathname: string) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => {
            const u = new URL(e.name);
            return u.pathname === pathname && u.searchParams.get('q') === q;
          })
          .at(-1);
      const request = requestOf('/api/offers');
      const rfqs = requestOf('/api/rfqs');
      const start = request?.startTime ?? Number.NaN;
      return {
        word: q,
        rfqsStart: (rfqs?.startTime ?? Number.NaN) - start,
        rfqsEnd: (rfqs?.responseEnd ?? Number.NaN) - start,
        total: w.__shown - w.__lastKey,
        toRequest: (request?.startTime ?? Number.NaN) - w.__lastKey,
        request: (request?.responseEnd ?? Number.NaN) - (request?.startTime ?? Number.NaN),
        render: w.__shown - (request?.responseEnd ?? Number.NaN),
        longTasks: w.__longTasks.filter((d) => d > 50).length,
      };
    }, word);
    samples.push(sample);
    if (process.env.BENCH_DEBUG_SEARCH)
      console.log(
        `  ${JSON.stringify(word).padEnd(14)} after debounce ${fmt(sample.total - 300)} ms: ` +
          `to request ${fmt(sample.toRequest - 300)}, request ${fmt(sample.request)}, ` +
          `render ${fmt(sample.render)}; RFQs request ${fmt(sample.rfqsStart)} → ${fmt(sample.rfqsEnd)} ms`,
      );
  }
  await page.context().close();
  return samples;
}

async function main() {
  const startLoad = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  if (build) execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petrobridge-bench-market-'));
  try {
    console.log('seeding the demo data…');
    const seeding = await startServer({ env: { DATA_DIR: dataDir } });
    await seeding.stop();
    await addOffers(dataDir);
    const server = await startServer({ seedDemo: false, env: { DATA_DIR: dataDir } });
    const browser = await launchBrowser();
    try {
      await firstPage(browser, server.url); // warm-up: the server's first-request costs
      if (waterfall) await printWaterfall(browser, server.url);
      const first: Array<{ ms: number; lcp: number }> = [];
      const samples: SearchSample[] = [];
      const scrolls: Array<Awaited<ReturnType<typeof scrollMeasure>>> = [];
      for (let i = 0; i < runs; i += 1) {
        if (only.has('first')) first.push(await firstPage(browser, server.url));
        if (only.has('search')) samples.push(...(await searches(browser, server.url, i)));
        if (only.has('scroll')) scrolls.push(await scrollMeasure(browser, server.url));
        const sc = scrolls.at(-1);
        console.log(
          `run ${i + 1}/${runs} done` +
            (sc
              ? `: scroll ${sc.frames} frames, ${sc.dropped} dropped, longest ` +
                `${fmt(sc.longestFrame)} ms, ${sc.cardsInDom} cards in the DOM of ${sc.loaded}`
              : ''),
        );
      }
      const row = (label: string, all: number[], unit = 'ms') => {
        // A sample whose request Resource Timing lost is left out of that figure (and counted).
        const values = all.filter((v) => Number.isFinite(v));
        const lost = all.length - values.length;
        if (!values.length) return `| ${label} | not measured | | |`;
        return `| ${label}${lost ? ` (${lost} not measured)` : ''} | ${fmt(median(values))} ${unit} | ${fmt(p95(values))} ${unit} | ${fmt(slowest(values))} ${unit} |`;
      };
      const scroll = (label: string, pick: (s: (typeof scrolls)[number]) => number, unit = '') =>
        row(label, scrolls.map(pick), unit);
      console.log(`
Marketplace in Chromium, demo buyer, ${fmt(offerCount)} extra active offers on PGlite; ${runs} runs
(${samples.length} searches); Node ${process.version}, ${cpus().length} CPUs; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (at the start: ${startLoad}).

| measure | median | p95 | slowest |
| --- | ---: | ---: | ---: |
${row(
  'first page: navigation start → first offer card (in the page)',
  first.map((f) => f.ms),
)}
${row(
  'first page: LCP',
  first.map((f) => f.lcp),
)}
${row(
  'search: last key → new results, minus the 300 ms debounce',
  samples.map((x) => x.total - 300),
)}
${row(
  'search: last key → new results (incl. debounce)',
  samples.map((x) => x.total),
)}
${row(
  'search: last key → request sent, minus the debounce',
  samples.map((x) => x.toRequest - 300),
)}
${row(
  'search: the request itself',
  samples.map((x) => x.request),
)}
${row(
  'search: response → new results in the DOM',
  samples.map((x) => x.render),
)}
${row(
  'search: long tasks over 50 ms, first key → new results',
  samples.map((x) => x.longTasks),
  '',
)}
${scroll(`scroll: loading ${fmt(SCROLL_CARDS)} cards (scrolling to the end, 50 a request)`, (x) => x.loadMs, 'ms')}
${scroll(`scroll through them at ${SCROLL_STEP} px a frame: frames rendered`, (x) => x.frames)}
${scroll('scroll: frames dropped (interval > 1.5× the median, counted in frames)', (x) => x.dropped)}
${scroll('scroll: median frame interval', (x) => x.frameMs, 'ms')}
${scroll('scroll: longest frame interval', (x) => x.longestFrame, 'ms')}
${scroll('scroll: long tasks over 50 ms during the scroll', (x) => x.longTasks)}
${scroll('scroll: cards in the DOM at the end', (x) => x.cardsInDom)}
${scroll('scroll: cards loaded at the end', (x) => x.loaded)}
${scroll('scroll: distance', (x) => x.distance, 'px')}`);
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
