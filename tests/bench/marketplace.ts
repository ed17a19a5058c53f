/**
 * `npm run bench:marketplace`: the marketplace in Chromium on the real server with a large market
 * (issue 12's speed goals). Builds the web app (unless `--no-build`), starts the server on a temporary
 * PGlite with the demo data, stops it to add BENCH_OFFERS active offers (default 100,000) straight
 * into its database, starts it again, and as the demo buyer measures, as the median and the slowest
 * of `--runs N` (default 5):
 *
 * - first page: navigation to `/marketplace` until the first offer card is on screen, and LCP;
 * - search: typing a product name (50 ms between keys) until the results have changed, counted from
 *   the last key (so it includes the 300 ms debounce), the search request's own time, and the long
 *   tasks (over 50 ms) on the main thread meanwhile;
 * - a deep page: the middle one (`/marketplace?page=2500`, offset 49,980, of 100,000) until its cards
 *   are on screen.
 *
 * Loopback only, bounded in count; prints progress and a Markdown table. A benchmark prints figures;
 * it fails only when it cannot measure.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
const offerCount = Number(process.env.BENCH_OFFERS ?? 100_000);

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const slowest = (values: number[]) => Math.max(...values);

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
  await context.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __longTasks: number[] };
    w.__lcp = 0;
    w.__longTasks = [];
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

async function firstPage(browser: Browser, origin: string) {
  const page = await signedInPage(browser, origin);
  const started = Date.now();
  await page.goto(`${origin}/marketplace`);
  await offerCards(page).first().waitFor({ timeout: 60_000 });
  const ms = Date.now() - started;
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  await page.context().close();
  return { ms, lcp };
}

async function search(browser: Browser, origin: string, word: string) {
  const page = await signedInPage(browser, origin);
  await page.goto(`${origin}/marketplace`);
  await offerCards(page).first().waitFor({ timeout: 60_000 });
  const status = page.getByRole('status').filter({ hasText: /of .* offers/ });
  const before = await status.textContent();
  await page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks = [];
  });
  let requestMs = 0;
  page.on('requestfinished', (request) => {
    if (request.url().includes('/api/offers?') && request.url().includes('q=')) {
      const t = request.timing();
      requestMs = t.responseEnd - t.requestStart;
    }
  });
  await page.getByRole('searchbox', { name: 'Search' }).pressSequentially(word, { delay: 50 });
  const typed = Date.now();
  await page.waitForFunction(
    (old) =>
      [...document.querySelectorAll('[role="status"]')].some(
        (el) => /of .* offers/.test(el.textContent ?? '') && el.textContent !== old,
      ),
    before,
    { timeout: 60_000 },
  );
  const ms = Date.now() - typed;
  const longTasks = await page.evaluate(
    () => (window as unknown as { __longTasks: number[] }).__longTasks,
  );
  await page.context().close();
  return { ms, requestMs, longTasks: longTasks.filter((d) => d > 50).length };
}

/** The middle page of the added offers: page 2,500 (offset 49,980) of 100,000. */
const deep = Math.max(2, Math.floor(offerCount / 20 / 2));

async function deepPage(browser: Browser, origin: string) {
  const page = await signedInPage(browser, origin);
  const started = Date.now();
  await page.goto(`${origin}/marketplace?page=${deep}`);
  await page
    .getByText(`${fmt((deep - 1) * 20 + 1)}–`, { exact: false })
    .first()
    .waitFor({ timeout: 60_000 });
  const ms = Date.now() - started;
  await page.context().close();
  return ms;
}

async function main() {
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
      const first: Array<{ ms: number; lcp: number }> = [];
      const searches: Array<{ ms: number; requestMs: number; longTasks: number }> = [];
      const deepTimes: number[] = [];
      const words = ['diesel', 'jet fuel', 'luanda', 'gasoline', 'tema'];
      for (let i = 0; i < runs; i += 1) {
        first.push(await firstPage(browser, server.url));
        searches.push(await search(browser, server.url, words[i % words.length]!));
        deepTimes.push(await deepPage(browser, server.url));
        console.log(`run ${i + 1}/${runs} done`);
      }
      const row = (label: string, values: number[], unit = 'ms') =>
        `| ${label} | ${fmt(median(values))} ${unit} | ${fmt(slowest(values))} ${unit} |`;
      console.log(`
Marketplace in Chromium, demo buyer, ${fmt(offerCount)} extra active offers on PGlite; ${runs} runs;
Node ${process.version}, ${cpus().length} CPUs; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}.

| measure | median | slowest |
| --- | ---: | ---: |
${row(
  'first page: navigation → first offer card',
  first.map((f) => f.ms),
)}
${row(
  'first page: LCP',
  first.map((f) => f.lcp),
)}
${row(
  'search: last key → new results (incl. 300 ms debounce)',
  searches.map((s) => s.ms),
)}
${row(
  'search: the request itself',
  searches.map((s) => s.requestMs),
)}
${row(
  'search: long tasks over 50 ms while typing and updating',
  searches.map((s) => s.longTasks),
  '',
)}
${row(`page ${fmt(deep)} (offset ${fmt((deep - 1) * 20)}): navigation → cards`, deepTimes)}`);
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
