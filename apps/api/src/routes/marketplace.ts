/** Offers and RFQs: browse (anonymised), read one, create, edit or deactivate one's own. */
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  createOfferSchema,
  createRfqSchema,
  isStaffRole,
  toScaled,
  updateOfferSchema,
  updateRfqSchema,
  type ProductType,
} from '@petrobridge/domain';
import { companies, listingCounts, offers, rfqs, users } from '../db/schema';
import type { Services } from '../services';
import type { UserRow } from '../auth/sessions';
import { parseBody, requireRole, userOf } from '../http/context';
import { badRequest, forbidden, notFound } from '../http/errors';
import { seesIdentity, toOffer, toRfq, type ListingIdentity } from '../http/serialize';
import { tradingCompany } from '../lib/companies';

const identityColumns = {
  companyName: companies.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** `%text%` for ILIKE with the wildcards in the text escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const notOwned = () =>
  badRequest('Invalid request', [{ path: 'companyId', message: 'Choose one of your companies' }]);

const totalTooLarge = () =>
  badRequest('Invalid request', [
    { path: 'pricePerUnit', message: 'Total value must be below 10,000,000,000,000' },
  ]);

interface ListQuery {
  productType?: ProductType;
  q?: string;
  limit?: number;
  offset?: number;
}

export function marketplaceHandlers(services: Services) {
  const { db } = services.database;

  async function offerWithIdentity(id: string) {
    const [row] = await db
      .select({ offer: offers, ...identityColumns })
      .from(offers)
      .innerJoin(companies, eq(companies.id, offers.companyId))
      .innerJoin(users, eq(users.id, offers.sellerId))
      .where(eq(offers.id, id))
      .limit(1);
    return row;
  }

  async function rfqWithIdentity(id: string) {
    const [row] = await db
      .select({ rfq: rfqs, ...identityColumns })
      .from(rfqs)
      .innerJoin(companies, eq(companies.id, rfqs.companyId))
      .innerJoin(users, eq(users.id, rfqs.buyerId))
      .where(eq(rfqs.id, id))
      .limit(1);
    return row;
  }

  /**
   * Identities of the listings the viewer may see them on (staff: all; others: their own). Anonymous
   * rows need no lookup at all, which keeps the buyers' and sellers' feeds to one query.
   */
  async function identitiesFor(
    viewer: UserRow,
    rows: Array<{ ownerId: string; companyId: string }>,
  ): Promise<(row: { ownerId: string; companyId: string }) => ListingIdentity> {
    const needed = rows.filter((r) => seesIdentity(viewer, r.ownerId));
    const companyIds = [...new Set(needed.map((r) => r.companyId))];
    const ownerIds = [...new Set(needed.map((r) => r.ownerId))];
    const [companyRows, userRows] = await Promise.all([
      companyIds.length
        ? db
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(inArray(companies.id, companyIds))
        : [],
      ownerIds.length
        ? db
            .select({
              id: users.id,
              firstName: users.firstName,
              lastName: users.lastName,
              email: users.email,
            })
            .from(users)
            .where(inArray(users.id, ownerIds))
        : [],
    ]);
    const companyName = new Map(companyRows.map((c) => [c.id, c.name]));
    const owner = new Map(userRows.map((u) => [u.id, u]));
    return (row) => {
      const u = owner.get(row.ownerId);
      return {
        companyName: companyName.get(row.companyId) ?? '',
        firstName: u?.firstName ?? null,
        lastName: u?.lastName ?? null,
        email: u?.email ?? '',
      };
    };
  }

  /** Active listings (of a product) from the trigger-kept counters: no scan of the listings. */
  async function activeCount(kind: 'offer' | 'rfq', productType?: ProductType): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${listingCounts.activeCount}), 0)`.mapWith(Number) })
      .from(listingCounts)
      .where(
        and(
          eq(listingCounts.kind, kind),
          productType ? eq(listingCounts.productType, productType) : undefined,
        ),
      );
    return row?.n ?? 0;
  }

  async function countWhere(table: typeof offers | typeof rfqs, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  }

  /** The listing if the user may see it: active ones to everyone, inactive to owner and staff. */
  const visible = (user: UserRow, ownerId: string, isActive: boolean) =>
    isActive || isStaffRole(user.role) || user.id === ownerId;

  return {
    async listOffers(request: FastifyRequest, reply: FastifyReply) {
      const user = userOf(request);
      const q = request.query as ListQuery;
      const filters: Array<SQL | undefined> = [eq(offers.isActive, true)];
      if (q.productType) filters.push(eq(offers.productType, q.productType));
      if (q.q?.trim()) {
        const like = contains(q.q.trim());
        filters.push(
          or(
            ilike(sql`${offers.productType}::text`, like),
            ilike(offers.deliveryLocation, like),
            ilike(offers.terms, like),
          ),
        );
      }
      const where = and(...filters);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(offers)
          .where(where)
          .orderBy(desc(offers.createdAt), desc(offers.id))
          .limit(q.limit ?? 100)
          .offset(q.offset ?? 0),
        q.q?.trim() ? countWhere(offers, where) : activeCount('offer', q.productType),
      ]);
      const identity = await identitiesFor(
        user,
        rows.map((o) => ({ ownerId: o.sellerId, companyId: o.companyId })),
      );
      reply.header('x-total-count', String(total));
      return rows.map((o) =>
        toOffer(o, identity({ ownerId: o.sellerId, companyId: o.companyId }), user),
      );
    },

    async getOffer(request: FastifyRequest) {
      const user = userOf(request);
      const { id } = request.params as { id: string };
      const [offer] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
      if (!offer || !visible(user, offer.sellerId, offer.isActive))
        throw notFound('Offer not found');
      const key = { ownerId: offer.sellerId, companyId: offer.companyId };
      return toOffer(offer, (await identitiesFor(user, [key]))(key), user);
    },

    async createOffer(request: FastifyRequest, reply: FastifyReply) {
      const user = userOf(request);
      requireRole(user, ['seller'], 'Only sellers post offers');
      const body = parseBody(createOfferSchema, request.body);
      const company = await tradingCompany(db, user, body.companyId);
      if (company === 'not-owned') throw notOwned();
      const now = services.now();
      const [created] = await db
        .insert(offers)
        .values({
          sellerId: user.id,
          companyId: company.id,
          productType: body.productType,
          volume: body.volume,
          volumeUnit: body.volumeUnit,
          pricePerUnit: body.pricePerUnit ?? null,
          currency: body.currency,
          deliveryLocation: body.deliveryLocation ?? null,
          deliveryDate: body.deliveryDate ?? null,
          terms: body.terms ?? null,
          isActive: true,
          isAnonymized: true,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return reply.status(201).send(
        toOffer(
          created!,
          {
            companyName: company.name,
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
          },
          user,
        ),
      );
    },

    async updateOffer(request: FastifyRequest) {
      const user = userOf(request);
      const { id } = request.params as { id: string };
      const row = await offerWithIdentity(id);
      if (!row || !visible(user, row.offer.sellerId, row.offer.isActive))
        throw notFound('Offer not found');
      if (row.offer.sellerId !== user.id) throw forbidden('Only the offer’s owner may edit it');
      const body = parseBody(updateOfferSchema, request.body);
      const patch = Object.fromEntries(
        Object.entries(body).filter(([, v]) => v !== undefined),
      ) as Partial<typeof offers.$inferInsert>;
      const volume = patch.volume ?? row.offer.volume;
      const price = patch.pricePerUnit === undefined ? row.offer.pricePerUnit : patch.pricePerUnit;
      if (price !== null && BigInt(volume) * toScaled(price, 2) >= 10n ** 15n)
        throw totalTooLarge();
      const [updated] = await db
        .update(offers)
        .set({ ...patch, updatedAt: services.now() })
        .where(eq(offers.id, id))
        .returning();
      return toOffer(updated!, row, user);
    },

    async listRfqs(request: FastifyRequest, reply: FastifyReply) {
      const user = userOf(request);
      const q = request.query as ListQuery;
      const filters: Array<SQL | undefined> = [eq(rfqs.isActive, true)];
      if (q.productType) filters.push(eq(rfqs.productType, q.productType));
      if (q.q?.trim()) {
        const like = contains(q.q.trim());
        filters.push(
          or(
            ilike(sql`${rfqs.productType}::text`, like),
            ilike(rfqs.deliveryLocation, like),
            ilike(rfqs.specifications, like),
          ),
        );
      }
      const where = and(...filters);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(rfqs)
          .where(where)
          .orderBy(desc(rfqs.createdAt), desc(rfqs.id))
          .limit(q.limit ?? 100)
          .offset(q.offset ?? 0),
        q.q?.trim() ? countWhere(rfqs, where) : activeCount('rfq', q.productType),
      ]);
      const identity = await identitiesFor(
        user,
        rows.map((r) => ({ ownerId: r.buyerId, companyId: r.companyId })),
      );
      reply.header('x-total-count', String(total));
      return rows.map((r) =>
        toRfq(r, identity({ ownerId: r.buyerId, companyId: r.companyId }), user),
      );
    },

    async getRfq(request: FastifyRequest) {
      const user = userOf(request);
      const { id } = request.params as { id: string };
      const [rfq] = await db.select().from(rfqs).where(eq(rfqs.id, id)).limit(1);
      if (!rfq || !visible(user, rfq.buyerId, rfq.isActive)) throw notFound('RFQ not found');
      const key = { ownerId: rfq.buyerId, companyId: rfq.companyId };
      return toRfq(rfq, (await identitiesFor(user, [key]))(key), user);
    },

    async createRfq(request: FastifyRequest, reply: FastifyReply) {
      const user = userOf(request);
      requireRole(user, ['buyer'], 'Only buyers post RFQs');
      const body = parseBody(createRfqSchema, request.body);
      const company = await tradingCompany(db, user, body.companyId);
      if (company === 'not-owned') throw notOwned();
      const now = services.now();
      const [created] = await db
        .insert(rfqs)
        .values({
          buyerId: user.id,
          companyId: company.id,
          productType: body.productType,
          volume: body.volume,
          volumeUnit: body.volumeUnit,
          maxPricePerUnit: body.maxPricePerUnit,
          currency: body.currency,
          deliveryLocation: body.deliveryLocation,
          requiredDeliveryDate: body.requiredDeliveryDate,
          specifications: body.specifications ?? null,
          isActive: true,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return reply.status(201).send(
        toRfq(
          created!,
          {
            companyName: company.name,
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
          },
          user,
        ),
      );
    },

    async updateRfq(request: FastifyRequest) {
      const user = userOf(request);
      const { id } = request.params as { id: string };
      const row = await rfqWithIdentity(id);
      if (!row || !visible(user, row.rfq.buyerId, row.rfq.isActive))
        throw notFound('RFQ not found');
      if (!seesIdentity(user, row.rfq.buyerId) || row.rfq.buyerId !== user.id)
        throw forbidden('Only the RFQ’s owner may edit it');
      const body = parseBody(updateRfqSchema, request.body);
      const patch = Object.fromEntries(
        Object.entries(body).filter(([, v]) => v !== undefined),
      ) as Partial<typeof rfqs.$inferInsert>;
      const [updated] = await db
        .update(rfqs)
        .set({ ...patch, updatedAt: services.now() })
        .where(eq(rfqs.id, id))
        .returning();
      return toRfq(updated!, row, user);
    },
  };
}
