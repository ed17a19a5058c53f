/**
 * `npm run bench:web`: builds the web app, starts the real server on a free 127.0.0.1 port with a
 * temporary database (demo data), loads pages in Chromium and prints, as the median of 5 cold loads:
 *
 * - the landing page `/` signed out: JavaScript transferred before the load event (gzip KB) and
 *   Largest Contentful Paint;
 * - the same page signed in as the demo broker (the generic dashboard): JavaScript transferred until
 *   the dashboard is on screen, and LCP.
 *
 * It also prints the landing's initial JavaScript from the Vite manifest (entry chunk plus its static
 * imports), which does not depend on timing. A benchmark prints figures; it is not a test and fails
 * only when it cannot measure. Options: `--runs N` (default 5), `--no-build`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { repoRoot, startServer } from '../support/server.ts';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const build = !args.includes('--no-build');
const dist = path.join(repoRoot, 'apps/web/dist');

/** Size after gzip (level 9), in kB of 1000 bytes as Vite reports it. */
const gzipKb = (bytes: Buffer | Uint8Array) => gzipSync(bytes, { level: 9 }).length / 1000;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The entry chunk of index.html and the landing chunk (preloaded beside it by theme-boot.js on `/`
 * signed out), with everything they import statically, gzip-compressed.
 */
function manifestInitialJs(): { files: string[]; kb: number } {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit('src/boot/Landing.tsx');
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const kb = files.reduce((sum, file) => sum + gzipKb(readFileSync(path.join(dist, file))), 0);
  return { files, kb };
}

/** Records LCP candidates from the first paint on. */
const observeLcp = () => {
  const w = window as unknown as { __lcp: number };
  w.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

interface Sample {
  /** Script bodies, gzip-compressed (the budget's unit). */
  jsKb: number;
  /** Script bytes actually on the wire (compressed only if the server compresses). */
  wireKb: number;
  scripts: number;
  lcpMs: number;
}

/** Script responses (gzip size of each body) received while `until` runs. */
async function measure(page: Page, url: string, until: (page: Page) => Promise<void>) {
  const bodies: Promise<Buffer>[] = [];
  const wire: Promise<number>[] = [];
  let recording = true;
  page.on('response', (response) => {
    if (!recording || response.request().resourceType() !== 'script') return;
    bodies.push(response.body());
    wire.push(
      response.finished().then(async () => (await response.request().sizes()).responseBodySize),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await until(page);
  recording = false;
  const scripts = await Promise.all(bodies);
  const wireBytes = (await Promise.all(wire)).reduce((sum, n) => sum + n, 0);
  // Let LCP settle (the price cards replace their skeletons after 1 s).
  await page.waitForTimeout(1500);
  const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  return {
    jsKb: scripts.reduce((sum, body) => sum + gzipKb(body), 0),
    wireKb: wireBytes / 1000,
    scripts: scripts.length,
    lcpMs,
  } satisfies Sample;
}

async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(observeLcp);
  return context;
}

async function landingSample(browser: Browser, origin: string): Promise<Sample> {
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    return await measure(page, `${origin}/`, async () => undefined);
  } finally {
    await context.close();
  }
}

async function dashboardSample(browser: Browser, origin: string): Promise<Sample> {
  const context = await freshContext(browser);
  try {
    const signIn = await context.request.post(`${origin}/api/auth/login`, {
      data: { email: 'broker@petrobridge.test', password: 'petrobridge-demo' },
    });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
    const page = await context.newPage();
    return await measure(page, `${origin}/`, async (p) => {
      await p.getByRole('navigation', { name: 'Trading Hub' }).waitFor({ timeout: 30_000 });
      await p.waitForLoadState('networkidle');
    });
  } finally {
    await context.close();
  }
}

function summary(label: string, samples: Sample[]) {
  const js = median(samples.map((s) => s.jsKb));
  const wireKb = median(samples.map((s) => s.wireKb));
  const lcp = median(samples.map((s) => s.lcpMs));
  const scripts = median(samples.map((s) => s.scripts));
  const lcpRuns = samples.map((s) => s.lcpMs.toFixed(0)).join(', ');
  console.log(
    [
      label.padEnd(36),
      `JS ${js.toFixed(1)} kB gzip`,
      `(${scripts} scripts; ${wireKb.toFixed(1)} kB on the wire)`,
      `LCP ${lcp.toFixed(0)} ms`,
      `[LCP runs: ${lcpRuns} ms]`,
    ].join('  '),
  );
  return { js, lcp };
}

async function main() {
  if (build) execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const initial = manifestInitialJs();
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  try {
    // One warm-up load so the server's first-request costs do not count.
    await landingSample(browser, server.url);
    const landing: Sample[] = [];
    const dashboard: Sample[] = [];
    for (let i = 0; i < runs; i += 1) {
      landing.push(await landingSample(browser, server.url));
      dashboard.push(await dashboardSample(browser, server.url));
    }
    console.log(`\nPetrobridge web, median of ${runs} cold loads (Chromium, ${server.url})\n`);
    console.log(
      `Landing initial JS from the Vite manifest: ${initial.kb.toFixed(1)} kB gzip (${initial.files.join(', ')})`,
    );
    summary('Landing `/`, signed out', landing);
    summary('Dashboard `/`, signed in as broker', dashboard);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
