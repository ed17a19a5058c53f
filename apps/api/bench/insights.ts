/**
 * `npm run bench:insights`: how long the dashboards' computed insights take on a large market. The API
 * with the demo data plus BENCH_OFFERS active offers (default 100,000) and BENCH_RFQS active RFQs (default
 * 20,000) over the demo companies; then each insights operation (broker, seller, buyer) is called
 * BENCH_CALLS times in a row (default 20) by its demo account, and the median and the slowest latency
 * are printed. Bounded in count; loopback only; a temporary PGlite on disk, or a fresh database on
 * DATABASE_URL's PostgreSQL (dropped afterwards). Prints progress and a Markdown table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, demoAccounts } from '@petrobridge/domain';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const offerCount = Number(process.env.BENCH_OFFERS ?? 100_000);
const rfqCount = Number(process.env.BENCH_RFQS ?? 20_000);
const calls = Number(process.env.BENCH_CALLS ?? 20);
const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

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

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const products = sql.raw(
  `(array['crude_oil_wti','crude_oil_brent','natural_gas','diesel','gasoline','jet_fuel','heating_oil'])`,
);

const dataDir = mkdtempSync(path.join(tmpdir(), 'petrobridge-bench-insights-'));
const postgres = baseUrl ? await freshPostgres(baseUrl) : undefined;
try {
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
  const { db } = app.services.database;
  const seeded = Date.now();
  // Offers of the demo sellers' approved companies, RFQs of the demo buyers' companies, all products.
  await db.execute(sql`
    with c as (
      select array_agg(id order by id) as ids, array_agg(owner_id order by id) as owners
      from companies
      where kyc_status = 'approved' and owner_id in (select id from users where role = 'seller'))
    insert into offers (seller_id, company_id, product_type, volume, volume_unit, price_per_unit,
                        currency, delivery_location, delivery_date, terms, created_at, updated_at)
    select c.owners[1 + g % cardinality(c.ids)], c.ids[1 + g % cardinality(c.ids)],
           ${products}[1 + g % 7]::product_type, 1000 + (g * 37) % 500000, 'MT',
           round((400 + (g % 4000) / 10.0)::numeric, 2), 'USD', 'Lagos, Nigeria',
           current_date + (g % 120), 'FOB', now() - (g || ' seconds')::interval,
           now() - (g || ' seconds')::interval
    from generate_series(1, ${offerCount}) g, c`);
  await db.execute(sql`
    with c as (
      select array_agg(id order by id) as ids, array_agg(owner_id order by id) as owners
      from companies where owner_id in (select id from users where role = 'buyer'))
    insert into rfqs (buyer_id, company_id, product_type, volume, volume_unit, max_price_per_unit,
                      currency, delivery_location, required_delivery_date, created_at, updated_at)
    select c.owners[1 + g % cardinality(c.ids)], c.ids[1 + g % cardinality(c.ids)],
           ${products}[1 + g % 7]::product_type, 1000 + (g * 53) % 200000, 'MT',
           round((420 + (g % 3000) / 10.0)::numeric, 2), 'USD', 'Rotterdam, Netherlands',
           current_date + 30 + (g % 90), now() - (g || ' seconds')::interval,
           now() - (g || ' seconds')::interval
    from generate_series(1, ${rfqCount}) g, c`);
  await db.execute(sql`vacuum analyze`);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(
    `${fmt(offerCount)} offers and ${fmt(rfqCount)} RFQs inserted in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const login = async (email: string) => {
    const res = await fetch(`${address}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
    return String(res.headers.get('set-cookie')).split(';')[0]!;
  };
  const rows: string[] = [];
  for (const [who, email, route] of [
    ['broker', demoAccounts.broker.email, '/api/broker/ai-insights'],
    ['seller', demoAccounts.seller.email, '/api/seller/ai-insights'],
    ['buyer', demoAccounts.buyer.email, '/api/buyer/ai-insights'],
  ] as const) {
    const cookie = await login(email);
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < calls; i++) {
      const started = performance.now();
      const res = await fetch(`${address}${route}`, { headers: { cookie } });
      const body = (await res.json()) as unknown[];
      times.push(performance.now() - started);
      if (!res.ok) throw new Error(`${route}: ${res.status} ${JSON.stringify(body)}`);
      count = body.length;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const slowest = times.at(-1)!;
    console.log(`${route}: median ${median.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms`);
    rows.push(
      `| ${who} | \`${route}\` | ${count} | ${median.toFixed(1)} | ${slowest.toFixed(1)} |`,
    );
  }
  await app.close();
  console.log(`
${postgres ? 'PostgreSQL' : 'PGlite on disk'}; ${fmt(offerCount)} offers, ${fmt(rfqCount)} RFQs; ${calls} calls each, one at a time; Node ${process.version}, ${cpus().length} CPUs; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}.

| role | operation | insights | median (ms) | slowest (ms) |
| --- | --- | ---: | ---: | ---: |
${rows.join('\n')}`);
} finally {
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
