/**
 * `npm run bench:api`: the API on a temporary PGlite with 100,000 offers, measured with autocannon on
 * 127.0.0.1 for three scenarios — an authenticated list (GET /api/offers, the default page of 100),
 * a detail read (GET /api/offers/{id}) and a create (POST /api/offers) — each beside a bare node:http
 * server answering the same bytes, so the figures say what the framework, the session check and the
 * database cost on this machine.
 *
 * Bounded: BENCH_SECONDS per scenario (default 10), BENCH_CONNECTIONS concurrent connections (default 10),
 * BENCH_OFFERS rows (default 100,000). Prints a Markdown table (the source of docs/performance.md).
 * With BENCH_DATABASE_URL (a PostgreSQL server whose role may CREATE DATABASE) it runs on a fresh
 * database `pb_bench_<random>` there instead of PGlite, and drops it afterwards.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const offerCount = Number(process.env.BENCH_OFFERS ?? 100_000);

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

const dataDir = mkdtempSync(path.join(tmpdir(), 'petrobridge-bench-'));
const postgres = process.env.BENCH_DATABASE_URL
  ? await freshPostgres(process.env.BENCH_DATABASE_URL)
  : undefined;
try {
  const started = Date.now();
  const app = await buildApp({
    config: loadConfig(
      {},
      {
        dataDir,
        databaseUrl: undefined,
        seedDemo: true,
        logLevel: 'warn',
        webDist: '/nonexistent',
      },
    ),
  });
  const { db } = app.services.database;
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
    `seeded ${offerCount} offers and started in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

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
      name: 'list (GET /api/offers, 100 of 100,000)',
      method: 'GET',
      path: '/api/offers',
      status: 200,
      response: listText,
      cookie: buyer,
    },
    {
      name: 'detail (GET /api/offers/{id})',
      method: 'GET',
      path: `/api/offers/${someId}`,
      status: 200,
      response: detailText,
      cookie: buyer,
    },
    {
      name: 'create (POST /api/offers)',
      method: 'POST',
      path: '/api/offers',
      body: createBody,
      status: 201,
      response: createText,
      cookie: seller,
    },
  ];
  const bare = await bareServer(scenarios, dataDir);

  const rows: string[] = [];
  for (const s of scenarios) {
    const plain = await measure(bare.url, s);
    await pause(500);
    const api = await measure(address, s, s.cookie);
    await pause(2000); // let the API finish what the last connections left in flight
    for (const [label, f] of [
      ['API', api],
      ['bare node:http', plain],
    ] as const) {
      if (f.errors || f.non2xx)
        console.warn(`${s.name} ${label}: ${f.errors} errors, ${f.non2xx} non-2xx`);
      rows.push(
        `| ${s.name} | ${label} | ${Math.round(f.requestsPerSecond)} | ${f.p50} | ${f.p99} |`,
      );
    }
    console.log(rows.slice(-2).join('\n'));
  }
  bare.stop();
  await app.close();

  console.log(`
Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB; ${postgres ? 'PostgreSQL' : 'PGlite on disk'};
${connections} connections, ${seconds} s per scenario; LOG_LEVEL=warn.

| Scenario | Server | Requests/s | p50 (ms) | p99 (ms) |
| --- | --- | ---: | ---: | ---: |
${rows.join('\n')}
`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
}
