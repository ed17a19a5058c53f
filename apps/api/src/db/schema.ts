/**
 * Database schema (drizzle-orm) for every entity of docs/product.md#records, the deal audit trail and what the
 * server's rules need (upload tokens, sign-in flows, rate limits). Migrations in apps/api/drizzle are
 * generated from this file (`npm run db:generate -w @petrobridge/api -- <name>`, one new migration per
 * change; committed migrations are never edited) and committed. The tables live by area in `schema/`;
 * this module is their one entry.
 *
 * Money is PostgreSQL numeric — prices (10,2), totals and commission amounts (15,2), commission rates
 * (5,2), crypto amounts (18,8) — read and written as decimal strings, never binary floats.
 */
export * from './schema/common';
export * from './schema/accounts';
export * from './schema/companies';
export * from './schema/marketplace';
export * from './schema/deals';
export * from './schema/notifications';
export * from './schema/payments';
export * from './schema/oversight';
