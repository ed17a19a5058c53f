/**
 * The lean stack the API is measured against (benchmark only, not production code): a bare Fastify
 * server that does the same database work per request as the API — the session lookup by the cookie's
 * SHA-256 joined to its user, the idle and absolute expiry check, then the scenario's own queries — with
 * hand-written SQL on the raw driver, no hooks, no validation, and `JSON.stringify` replies. It answers
 * the three benchmark routes only, with the same status and the same JSON shape as the API.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';

export type Query = (
  text: string,
  params?: unknown[],
) => Promise<{ rows: Array<Record<string, unknown>> }>;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v as string | null));
const day = (v: unknown) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : (v as string | null);

/** An offers row as buyers see it (anonymised), like the API's `toOffer` for a non-owner. */
const anonymousOffer = (r: Record<string, unknown>) => ({
  id: r.id,
  productType: r.product_type,
  volume: r.volume,
  volumeUnit: r.volume_unit,
  pricePerUnit: r.price_per_unit,
  currency: r.currency,
  deliveryLocation: r.delivery_location,
  deliveryDate: day(r.delivery_date),
  terms: r.terms,
  isActive: r.is_active,
  isAnonymized: r.is_anonymized,
  verifiedSupply: r.verified_supply,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const offerColumns = `id, seller_id, company_id, product_type, volume, volume_unit, price_per_unit, currency,
  delivery_location, delivery_date, terms, is_active, is_anonymized, verified_supply, created_at, updated_at`;

export async function startLean(
  query: Query,
  options: { idleMinutes: number },
): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });

  async function sessionUser(cookieHeader: string | undefined) {
    const token = /(?:^|;\s*)pb_session=([A-Za-z0-9_-]{43})/.exec(cookieHeader ?? '')?.[1];
    if (!token) return null;
    const id = createHash('sha256').update(token).digest('base64url');
    const { rows } = await query(
      `select s.last_seen_at, s.expires_at, u.id, u.role, u.email, u.first_name, u.last_name
         from sessions s join users u on u.id = s.user_id where s.id = $1 limit 1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const now = Date.now();
    const lastSeen = new Date(row.last_seen_at as string).getTime();
    if (
      now >= new Date(row.expires_at as string).getTime() ||
      now >= lastSeen + options.idleMinutes * 60_000
    )
      return null;
    return row as {
      id: string;
      role: string;
      email: string;
      first_name: string | null;
      last_name: string | null;
    };
  }

  app.get('/api/offers', async (request, reply) => {
    const user = await sessionUser(request.headers.cookie);
    if (!user) return reply.status(401).send({ message: 'Unauthorized' });
    const [page, total] = await Promise.all([
      query(
        `select ${offerColumns} from offers where is_active
          order by created_at desc, id desc limit 100 offset 0`,
      ),
      query(`select coalesce(sum(active_count), 0) as n from listing_counts where kind = 'offer'`),
    ]);
    void reply.header('x-total-count', String(total.rows[0]!.n));
    return page.rows.map(anonymousOffer);
  });

  app.get<{ Params: { id: string } }>('/api/offers/:id', async (request, reply) => {
    const user = await sessionUser(request.headers.cookie);
    if (!user) return reply.status(401).send({ message: 'Unauthorized' });
    const { rows } = await query(`select ${offerColumns} from offers where id = $1 limit 1`, [
      request.params.id,
    ]);
    const row = rows[0];
    if (!row || !row.is_active) return reply.status(404).send({ message: 'Offer not found' });
    return anonymousOffer(row);
  });

  app.post<{ Body: Record<string, unknown> }>('/api/offers', async (request, reply) => {
    const user = await sessionUser(request.headers.cookie);
    if (!user) return reply.status(401).send({ message: 'Unauthorized' });
    if (user.role !== 'seller') return reply.status(403).send({ message: 'Only sellers' });
    const { rows: own } = await query(
      `select id, name, kyc_status from companies where owner_id = $1 order by created_at, id`,
      [user.id],
    );
    const company = own.find((c) => c.kyc_status === 'approved');
    if (!company) return reply.status(403).send({ message: 'KYC' });
    const b = request.body;
    const now = new Date();
    const { rows } = await query(
      `insert into offers (seller_id, company_id, product_type, volume, volume_unit, price_per_unit,
         currency, delivery_location, delivery_date, terms, is_active, is_anonymized, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, true, $11, $11)
       returning ${offerColumns}`,
      [
        user.id,
        company.id,
        b.productType,
        b.volume,
        b.volumeUnit ?? 'bbl',
        b.pricePerUnit ?? null,
        b.currency ?? 'USD',
        b.deliveryLocation ?? null,
        b.deliveryDate ?? null,
        b.terms ?? null,
        now,
      ],
    );
    return reply.status(201).send({
      ...anonymousOffer(rows[0]!),
      sellerId: user.id,
      companyId: company.id,
      companyName: company.name,
      contactName: [user.first_name, user.last_name].filter(Boolean).join(' ') || null,
      contactEmail: user.email,
    });
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}
