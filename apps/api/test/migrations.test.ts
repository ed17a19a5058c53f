/**
 * Migrations on an existing database: a developer's PGlite folder (or a server) that ran only the first
 * migration, with rows in it, must reach the head schema and keep working — in particular, brokers who
 * registered before broker verification existed stay able to act (docs/security.md#broker-approval).
 *
 * Always PGlite (a folder of its own), whatever DATABASE_URL says: the migrations are the same SQL on both.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app';
import { createSession, SESSION_COOKIE } from '../src/auth/sessions';
import { loadConfig } from '../src/config';
import { pgliteExtensions } from '../src/db/client';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
interface Journal {
  entries: Array<{ idx: number; when: number; tag: string }>;
}
const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
) as Journal;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A migrations folder holding only the first `count` committed migrations. */
function firstMigrations(count: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'petrobridge-migrations-'));
  folders.push(folder);
  mkdirSync(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, count);
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries)
    copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return folder;
}

/** A data folder whose PGlite database ran the first `count` migrations, then `setup`. */
async function oldDatabase(count: number, setup: (db: PGlite) => Promise<void>): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petrobridge-old-db-'));
  folders.push(dataDir);
  mkdirSync(path.join(dataDir, 'db'));
  const client = new PGlite(path.join(dataDir, 'db'), { extensions: await pgliteExtensions() });
  await migrate(drizzle(client), { migrationsFolder: firstMigrations(count) });
  await setup(client);
  await client.close();
  return dataDir;
}

/** The app on that folder, migrated to head by its normal start-up, without demo data. */
async function startOn(dataDir: string) {
  const app = await buildApp({
    config: loadConfig(
      {},
      {
        dataDir,
        databaseUrl: undefined,
        seedDemo: false,
        logLevel: 'silent',
        webDist: '/nonexistent',
      },
    ),
    logger: false,
  });
  const as = async (userId: string) => {
    const cookie = `${SESSION_COOKIE}=${await createSession(app.services, userId)}`;
    return (method: 'GET' | 'POST', url: string, body?: unknown) =>
      app.inject({
        method,
        url,
        headers: { cookie },
        ...(body ? { payload: body as object } : {}),
      });
  };
  return { app, as };
}

const BROKER = '00000000-0000-4000-8000-000000000001';
const SELLER = '00000000-0000-4000-8000-000000000002';
const COMPANY = '00000000-0000-4000-8000-000000000003';
const OFFER = '00000000-0000-4000-8000-000000000004';

/** The seller SELLER and their KYC-approved company COMPANY, deactivated by an admin when given a reason. */
async function oldSeller(db: PGlite, { deactivatedFor }: { deactivatedFor?: string } = {}) {
  await db.query(
    `insert into users (id, email, role, auth_provider) values ($1, 'old.seller@example.com', 'seller', 'local')`,
    [SELLER],
  );
  await db.query(
    `insert into companies (id, name, owner_id, kyc_status) values ($1, 'Old Seller Ltd', $2, 'approved')`,
    [COMPANY, SELLER],
  );
  // Deactivation's columns exist from 0006 on.
  if (deactivatedFor !== undefined)
    await db.query(
      `update companies set is_active = false, deactivation_reason = $2 where id = $1`,
      [COMPANY, deactivatedFor],
    );
}

describe('an existing database', () => {
  test('one that ran only 0000_init, with a broker in it, migrates to head and the broker can act', async () => {
    expect(journal.entries[0]!.tag).toBe('0000_init');
    const dataDir = await oldDatabase(1, async (db) => {
      await db.query(
        `insert into users (id, email, role, auth_provider) values
           ($1, 'old.broker@example.com', 'broker', 'local'),
           ($2, 'old.seller@example.com', 'seller', 'local')`,
        [BROKER, SELLER],
      );
      await db.query(
        `insert into companies (id, name, owner_id, kyc_status, kyc_submitted_at)
           values ($1, 'Old Seller Ltd', $2, 'under_review', now())`,
        [COMPANY, SELLER],
      );
    });

    const { app, as } = await startOn(dataDir);
    try {
      const broker = await as(BROKER);
      const me = await broker('GET', '/api/auth/user');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ role: 'broker', approvalStatus: 'approved' });

      const queue = await broker('GET', '/api/companies/kyc-review');
      expect(queue.statusCode).toBe(200);
      expect(queue.json()).toEqual([expect.objectContaining({ id: COMPANY })]);

      // It has no documents, so the decision the broker can take is a rejection with its reason.
      const review = await broker('POST', `/api/companies/${COMPANY}/kyc-review`, {
        status: 'rejected',
        notes: 'No documents',
      });
      expect(review.statusCode).toBe(200);
      expect(review.json()).toMatchObject({ kycStatus: 'rejected' });

      // A broker who registers now still starts pending: only the old rows were trusted.
      const registered = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: 'new.broker@example.com',
          password: 'a-Long-unusual-passphrase-9',
          firstName: 'New',
          lastName: 'Broker',
          role: 'broker',
        },
      });
      expect(registered.statusCode).toBe(201);
      const { rows } = await app.services.database.query(
        `select approval_status from users where email = 'new.broker@example.com'`,
      );
      expect(rows).toEqual([{ approval_status: 'pending' }]);
    } finally {
      await app.close();
    }
  });

  test('one created from the regenerated 0000_init of afb0ce0 (approval columns already there) migrates to head and keeps each decision', async () => {
    // That database recorded a single migration with the regenerated file's timestamp, which is newer than
    // the restored 0000_init, so it runs 0001 over objects that already exist.
    const afb0ce0When = 1795429450655;
    expect(journal.entries[0]!.when).toBeLessThan(afb0ce0When);
    expect(journal.entries[1]!.when).toBeGreaterThan(afb0ce0When);
    const dataDir = await oldDatabase(2, async (db) => {
      await db.query(
        `insert into users (id, email, role, auth_provider, approval_status) values
           ($1, 'pending.broker@example.com', 'broker', 'local', 'pending'),
           ($2, 'rejected.broker@example.com', 'broker', 'local', 'rejected')`,
        [BROKER, SELLER],
      );
      await db.query('delete from drizzle.__drizzle_migrations');
      await db.query(
        `insert into drizzle.__drizzle_migrations (hash, created_at) values ('afb0ce0', $1)`,
        [afb0ce0When],
      );
    });

    const { app, as } = await startOn(dataDir);
    try {
      const { rows } = await app.services.database.query(
        'select email, approval_status from users order by email',
      );
      expect(rows).toEqual([
        { email: 'pending.broker@example.com', approval_status: 'pending' },
        { email: 'rejected.broker@example.com', approval_status: 'rejected' },
      ]);
      const pending = await as(BROKER);
      expect((await pending('GET', '/api/companies/kyc-review')).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });

  test('one from before offer documents (0002), with an offer in it, migrates to head: the offer is not verified and has no documents', async () => {
    const before = journal.entries.findIndex((e) => e.tag === '0003_offer_documents');
    expect(before).toBe(3);
    const dataDir = await oldDatabase(before, async (db) => {
      await oldSeller(db);
      await db.query(
        `insert into offers (id, seller_id, company_id, product_type, volume, volume_unit, price_per_unit)
           values ($1, $2, $3, 'diesel', 1000, 'MT', '700.00')`,
        [OFFER, SELLER, COMPANY],
      );
    });

    const { app, as } = await startOn(dataDir);
    try {
      const seller = await as(SELLER);
      const offer = await seller('GET', `/api/offers/${OFFER}`);
      expect(offer.statusCode).toBe(200);
      expect(offer.json()).toMatchObject({ id: OFFER, verifiedSupply: false });
      const documents = await seller('GET', `/api/offers/${OFFER}/documents`);
      expect(documents.statusCode).toBe(200);
      expect(documents.json()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  test('one from before the place counts (0010), with offers in it, migrates to head: a search counts them', async () => {
    const before = journal.entries.findIndex((e) => e.tag === '0011_listing_place_counts');
    expect(before).toBe(11);
    const dataDir = await oldDatabase(before, async (db) => {
      await oldSeller(db);
      // Two at Lagos (one inactive), one with no place whose terms name Lagos, one elsewhere.
      await db.query(
        `insert into offers (seller_id, company_id, product_type, volume, volume_unit, price_per_unit,
                             delivery_location, terms, is_active)
           values ($1, $2, 'diesel', 1000, 'MT', '700.00', 'Lagos, Nigeria', 'FOB', true),
                  ($1, $2, 'diesel', 1000, 'MT', '700.00', 'Lagos, Nigeria', 'FOB', false),
                  ($1, $2, 'jet_fuel', 1000, 'MT', '700.00', null, 'CIF Lagos', true),
                  ($1, $2, 'gasoline', 1000, 'MT', '700.00', 'Tema, Ghana', 'FOB', true)`,
        [SELLER, COMPANY],
      );
    });

    const { app, as } = await startOn(dataDir);
    try {
      const seller = await as(SELLER);
      const total = async (query: string) =>
        Number((await seller('GET', `/api/offers?${query}`)).headers['x-total-count']);
      expect(await total('q=lagos')).toBe(2);
      expect(await total('q=lagos&productType=diesel')).toBe(1);
      expect(await total('q=tema')).toBe(1);
      expect(await total('q=fob')).toBe(2);
    } finally {
      await app.close();
    }
  });

  test('one from before listings left with their company (0011), with a deactivated company, migrates to head: its offers leave the marketplace and come back with it', async () => {
    const before = journal.entries.findIndex(
      (e) => e.tag === '0012_listings_withdrawn_with_company',
    );
    expect(before).toBe(12);
    const dataDir = await oldDatabase(before, async (db) => {
      await db.query(
        `insert into users (id, email, role, auth_provider) values ($1, 'old.admin@example.com', 'admin', 'local')`,
        [BROKER],
      );
      await oldSeller(db, { deactivatedFor: 'Sanctions screening' });
      await db.query(
        `insert into offers (id, seller_id, company_id, product_type, volume, volume_unit, price_per_unit,
                             delivery_location)
           values ($1, $2, $3, 'diesel', 1000, 'MT', '700.00', 'Lagos, Nigeria')`,
        [OFFER, SELLER, COMPANY],
      );
    });

    const { app, as } = await startOn(dataDir);
    try {
      const admin = await as(BROKER);
      const seller = await as(SELLER);
      const listed = async () => {
        const res = await admin('GET', '/api/offers?q=lagos');
        return {
          ids: (res.json() as Array<{ id: string }>).map((o) => o.id),
          total: res.headers['x-total-count'],
        };
      };
      expect(await listed()).toEqual({ ids: [], total: '0' });
      expect((await seller('GET', `/api/offers/${OFFER}`)).json()).toMatchObject({
        isActive: false,
        deactivationReason: 'Company deactivated: Sanctions screening',
      });
      const back = await admin('POST', `/api/admin/companies/${COMPANY}/reactivate`, {});
      expect(back.statusCode, back.body).toBe(200);
      expect(await listed()).toEqual({ ids: [OFFER], total: '1' });
    } finally {
      await app.close();
    }
  });

  test('one from before listings left with their owner (0013), with a deactivated seller, migrates to head: their offer leaves the marketplace and comes back with the account', async () => {
    const before = journal.entries.findIndex((e) => e.tag === '0014_listings_withdrawn_with_owner');
    expect(before).toBe(14);
    const dataDir = await oldDatabase(before, async (db) => {
      await db.query(
        `insert into users (id, email, role, auth_provider) values ($1, 'old.admin@example.com', 'admin', 'local')`,
        [BROKER],
      );
      await oldSeller(db);
      await db.query(
        `update users set deactivated_at = now(), deactivation_reason = 'Fraud investigation' where id = $1`,
        [SELLER],
      );
      await db.query(
        `insert into offers (id, seller_id, company_id, product_type, volume, volume_unit, price_per_unit,
                             delivery_location)
           values ($1, $2, $3, 'diesel', 1000, 'MT', '700.00', 'Lagos, Nigeria')`,
        [OFFER, SELLER, COMPANY],
      );
    });

    const { app, as } = await startOn(dataDir);
    try {
      const admin = await as(BROKER);
      const listed = async () =>
        ((await admin('GET', '/api/offers?q=lagos')).json() as Array<{ id: string }>).map(
          (o) => o.id,
        );
      expect(await listed()).toEqual([]);
      expect((await admin('GET', `/api/offers/${OFFER}`)).json()).toMatchObject({
        isActive: false,
        deactivationReason: 'Account deactivated: Fraud investigation',
      });
      const back = await admin('POST', `/api/admin/users/${SELLER}/reactivate`, {});
      expect(back.statusCode, back.body).toBe(200);
      expect(await listed()).toEqual([OFFER]);
    } finally {
      await app.close();
    }
  });
});
