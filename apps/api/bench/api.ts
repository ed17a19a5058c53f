/**
 * `npm run bench:api`: the API with 100,000 offers, measured with autocannon on 127.0.0.1 for three
 * scenarios — an authenticated list (GET /api/offers, the default page of 100), a detail read
 * (GET /api/offers/{id}) and a create (POST /api/offers) — against two references in the same run:
 *
 * - the lean stack (bench/lean.ts): a bare Fastify server in this process doing the same database work
 *   (session lookup + the scenario's queries) on the same database with hand-written SQL; the ratio
 *   API ÷ lean is the figure that counts, measured in alternating rounds so that a noisy machine hits
 *   both alike; the median over BENCH_ROUNDS rounds is printed;
 * - a bare node:http server in its own process answering the captured bytes (the machine's ceiling).
 *
 * Database: a temporary PGlite on disk (like `npm start`); with DATABASE_URL (or BENCH_DATABASE_URL) set,
 * a fresh database `pb_bench_<random>` on that PostgreSQL server (the role needs CREATEDB), dropped
 * afterwards; the lean server then has its own pg pool of the same size as the API's.
 *
 * Bounded: BENCH_SECONDS per measurement (default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS
 * (default 10), BENCH_OFFERS rows (default 100,000); loopback only. Prints progress and Markdown tables.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { poolSize } from '../src/db/client';
import { startLean, type Query } from './lean';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const offerCount = Number(process.env.BENCH_OFFERS ?? 100_000);
const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** The status and bytes the bare server answers with (captured from the API). */
  status: number;
  response: string;
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(url: string, scenario: Scenario, cookie?: string): Promise<Figures> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (scenario.body) headers['content-type'] = 'application/json';
  const result = await autocannon({
    url: url + scenario.path,
    method: scenario.method,
    body: scenario.body,
    headers,
    connections,
    duration: seconds,
    // Generate the load on a worker thread: the API under test keeps the main thread to itself.
    workers: 1,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * The bare server runs in its own process so that the API's database work (PGlite runs on the main
 * thread) cannot slow it down: it answers each scenario's route with the captured status and bytes.
 */
const bareSource = `
const { createServer } = require('node:http');
const scenarios = JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'));
const byRoute = new Map(scenarios.map((s) => [s.method + ' ' + s.path, s]));
const server = createServer((req, res) => {
  const s = byRoute.get(req.method + ' ' + req.url);
  req.on('data', () => {}).on('end', () => {
    if (!s) return res.writeHead(404).end();
    res.writeHead(s.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(s.response) });
    res.end(s.response);
  });
});
server.listen(0, '127.0.0.1', () => process.send(server.address().port));
`;

async function bareServer(
  scenarios: Scenario[],
  dir: string,
): Promise<{ url: string; stop(): void }> {
  const file = path.join(dir, 'scenarios.json');
  writeFileSync(file, JSON.stringify(scenarios));
  const child = fork('-e', [bareSource, file], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // `fork('-e', …)` is node's own flag: run the inline source with the file as argv[1].
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve(Number(m)));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function freshPostgres(base: string) {
  const { default: pg } = await import('pg');
  const name = `pb_bench_${Math.random().toString(16).slice(2, 10)}`;
  const run = async (statement: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(statement);
    await c.end();
  };
  await run(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`drop database if exists ${name} with (force)`) };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

const dataDir = mkdtempSync(path.join(tmpdir(), 'petrobridge-bench-'));
const postgres = baseUrl ? await freshPostgres(baseUrl) : undefined;
let closeLeanPool: (() => Promise<void>) | undefined;
try {
  const started = Date.now();
  // The machine's load matters more than anything else to the absolute figures: print it with them.
  const loadBefore = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `starting the API on ${postgres ? 'PostgreSQL' : 'PGlite on disk'} with the demo data…`,
  );
  const app = await buildApp({
    config: loadConfig(
      {},
      {
        dataDir,
        databaseUrl: postgres?.url,
        seedDemo: true,
        logLevel: 'warn',
        webDist: '/nonexistent',
      },
    ),
  });
  console.log(`demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const { db } = app.services.database;
  const seedStarted = Date.now();
  // 100,000 active offers spread over the demo sellers' approved companies, products and units.
  await db.execute(sql`
    with c as (
      select array_agg(id order by id) as ids, array_agg(owner_id order by id) as owners
      from companies
      where kyc_status = 'approved' and owner_id in (select id from users where role = 'seller'))
    insert into offers (seller_id, company_id, product_type, volume, volume_unit, price_per_unit,
                        currency, delivery_location, delivery_date, terms, created_at, updated_at)
    select c.owners[1 + g % cardinality(c.ids)], c.ids[1 + g % cardinality(c.ids)],
           (array['crude_oil_wti','crude_oil_brent','natural_gas','diesel','gasoline','jet_fuel','heating_oil'])[1 + g % 7]::product_type,
           1000 + (g * 37) % 500000,
           (array['bbl','MT','MMBtu','gal'])[1 + g % 4]::volume_unit,
           round((50 + (g % 9000) / 10.0)::numeric, 2),
           'USD',
           (array['Lagos, Nigeria','Luanda, Angola','Tema, Ghana','Bonny Terminal, Nigeria'])[1 + g % 4],
           current_date + (g % 120),
           'FOB, LC at sight',
           now() - (g || ' seconds')::interval,
           now() - (g || ' seconds')::interval
    from generate_series(1, ${offerCount}) g, c`);
  // PGlite runs no autovacuum: give the planner statistics and the visibility map.
  await db.execute(sql`vacuum analyze`);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(
    `${fmt(offerCount)} offers inserted in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  // The lean server shares the database: PGlite's one in-process instance, or a pool of its own.
  let leanQuery: Query = app.services.database.query;
  if (postgres) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: postgres.url,
      max: poolSize,
    });
    leanQuery = (text, params) => pool.query(text, params);
    closeLeanPool = () => pool.end();
  }
  const lean = await startLean(leanQuery, {
    idleMinutes: app.services.config.sessionIdleMinutes,
  });

  const login = async (email: string) => {
    const res = await fetch(`${address}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'petrobridge-demo' }),
    });
    return String(res.headers.get('set-cookie')).split(';')[0]!;
  };
  const buyer = await login('buyer@petrobridge.test');
  const seller = await login('seller@petrobridge.test');
  const list = await fetch(`${address}/api/offers`, { headers: { cookie: buyer } });
  const listText = await list.text();
  const total = list.headers.get('x-total-count');
  // The lean server must answer the same: same status, same page (the same JSON once re-serialised).
  const leanList = await fetch(`${lean.url}/api/offers`, { headers: { cookie: buyer } });
  const leanListText = await leanList.text();
  if (
    leanList.status !== 200 ||
    JSON.stringify(JSON.parse(leanListText)) !== JSON.stringify(JSON.parse(listText))
  )
    throw new Error(
      `the lean server's list differs from the API's (${leanList.status}):\n` +
        `${leanListText.slice(0, 400)}\n${listText.slice(0, 400)}`,
    );

  const someId = (JSON.parse(listText) as Array<{ id: string }>)[50]!.id;
  const detailText = await (
    await fetch(`${address}/api/offers/${someId}`, { headers: { cookie: buyer } })
  ).text();
  const createBody = JSON.stringify({
    productType: 'diesel',
    volume: 25000,
    volumeUnit: 'MT',
    pricePerUnit: '742.50',
    deliveryLocation: 'Lagos, Nigeria',
    deliveryDate: '2031-01-15',
    terms: 'FOB Lagos, LC at sight',
  });
  const createRes = await fetch(`${address}/api/offers`, {
    method: 'POST',
    headers: { cookie: seller, 'content-type': 'application/json' },
    body: createBody,
  });
  const createText = await createRes.text();
  console.log(
    `list: ${total} active offers, page of ${JSON.parse(listText).length} (${listText.length} bytes)`,
  );
  const scenarios: Array<Scenario & { cookie: string }> = [
    {
      name: 'list',
      method: 'GET',
      path: '/api/offers',
      status: 200,
      response: listText,
      cookie: buyer,
    },
    {
      name: 'detail',
      method: 'GET',
      path: `/api/offers/${someId}`,
      status: 200,
      response: detailText,
      cookie: buyer,
    },
    {
      name: 'create',
      method: 'POST',
      path: '/api/offers',
      body: createBody,
      status: 201,
      response: createText,
      cookie: seller,
    },
  ];
  const bare = await bareServer(scenarios, dataDir);
  const settle = () => pause(1000); // let the last connections' requests finish

  const warn = (label: string, f: Figures) => {
    if (f.errors || f.non2xx) console.warn(`  ${label}: ${f.errors} errors, ${f.non2xx} non-2xx`);
  };
  const total_ = rounds * scenarios.length * 2 + scenarios.length;
  let done = 0;
  const progress = (what: string, f: Figures) =>
    console.log(
      `[${++done}/${total_}] ${what}: ${fmt(f.requestsPerSecond)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms`,
    );

  const summary: string[] = [];
  const detail: string[] = [];
  for (const s of scenarios) {
    const plain = await measure(bare.url, s);
    progress(`${s.name} bare node:http`, plain);
    warn(`${s.name} bare`, plain);
    const apiRuns: Figures[] = [];
    const leanRuns: Figures[] = [];
    for (let round = 0; round < rounds; round++) {
      // Alternate which goes first so that drift on a shared machine does not favour one side.
      const order = round % 2 === 0 ? (['lean', 'api'] as const) : (['api', 'lean'] as const);
      for (const who of order) {
        await settle();
        const f = await measure(who === 'api' ? address : lean.url, s, s.cookie);
        (who === 'api' ? apiRuns : leanRuns).push(f);
        progress(`${s.name} round ${round + 1} ${who === 'api' ? 'API' : 'lean Fastify'}`, f);
        warn(`${s.name} ${who}`, f);
      }
    }
    const ratios = apiRuns.map((a, i) => a.requestsPerSecond / leanRuns[i]!.requestsPerSecond);
    const m = (runs: Figures[], k: keyof Figures) => median(runs.map((r) => r[k]));
    summary.push(
      `| ${s.name} | ${fmt(m(apiRuns, 'requestsPerSecond'))} | ${m(apiRuns, 'p50')} | ${m(apiRuns, 'p99')} | ` +
        `${fmt(m(leanRuns, 'requestsPerSecond'))} | ${m(leanRuns, 'p50')} | ${m(leanRuns, 'p99')} | ` +
        `**${median(ratios).toFixed(2)}** (${ratios.map((r) => r.toFixed(2)).join(', ')}) | ${fmt(plain.requestsPerSecond)} |`,
    );
    detail.push(summary.at(-1)!);
  }
  bare.stop();
  await lean.close();
  await app.close();

  console.log(`
Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB; ${postgres ? `PostgreSQL (pool of ${poolSize} each)` : 'PGlite on disk'};
${connections} connections, ${seconds} s per measurement, ${rounds} alternating rounds (medians; the ratio is the median of the per-round ratios, which follow in brackets); LOG_LEVEL=warn.
Load average (1, 5, 15 min): ${loadBefore} at the start, ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} at the end.

| Scenario | API req/s | API p50 (ms) | API p99 (ms) | lean req/s | lean p50 (ms) | lean p99 (ms) | API ÷ lean | bare node:http req/s |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${summary.join('\n')}
`);
} finally {
  await closeLeanPool?.();
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
}
