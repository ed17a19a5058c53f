/**
 * The broker insights' SQL: the newest open RFQs without a deal and their count, the KYC review queue's
 * size and age, the broker's open deals with their last move, and per product the newest offers that
 * can match.
 */
import { and, count, desc, eq, gte, inArray, isNull, max, min, or, sql } from 'drizzle-orm';
import type { ProductType } from '@petrobridge/domain';
import { companies, dealEvents, deals, offers, rfqs } from '../db/schema';
import type { Queryable } from '../db/tx';
import { AWAITING_REVIEW } from '../lib/access';
import { OPEN } from '../lib/read-models';

/**
 * The matching insight looks at the newest open RFQs without a deal and, per product, the newest
 * offers that can match at all (KYC-approved seller, delivery date not passed): a bounded amount of
 * work at any market size. The insight's basis says how many RFQs it looked at.
 */
const RFQ_SAMPLE = 100;
const OFFERS_PER_PRODUCT = 200;

/** Active RFQs no live (not cancelled) deal has come from. */
const withoutDeal = and(
  eq(rfqs.isActive, true),
  sql`not exists (select 1 from ${deals} where ${deals.rfqId} = ${rfqs.id} and ${deals.status} <> 'cancelled')`,
);

/** The newest offers of one product that can match: KYC-approved seller, delivery not passed. */
const matchableOffers = (db: Queryable, product: ProductType, day: string) =>
  db
    .select({
      productType: offers.productType,
      volume: offers.volume,
      volumeUnit: offers.volumeUnit,
      pricePerUnit: offers.pricePerUnit,
      currency: offers.currency,
      deliveryDate: offers.deliveryDate,
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(
      and(
        eq(offers.isActive, true),
        eq(offers.productType, product),
        eq(companies.kycStatus, 'approved'),
        or(isNull(offers.deliveryDate), gte(offers.deliveryDate, day)),
      ),
    )
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(OFFERS_PER_PRODUCT);

/** What the broker's insights read at `day`. */
export async function insightRows(db: Queryable, brokerId: string, day: string) {
  const [openRfqs, [openTotal], [kyc], brokerDeals] = await Promise.all([
    db
      .select({ rfq: rfqs, companyName: companies.name })
      .from(rfqs)
      .innerJoin(companies, eq(companies.id, rfqs.companyId))
      .where(withoutDeal)
      .orderBy(desc(rfqs.createdAt), desc(rfqs.id))
      .limit(RFQ_SAMPLE),
    db.select({ n: count() }).from(rfqs).where(withoutDeal),
    db
      .select({
        waiting: count(),
        oldestSince: min(sql<Date>`coalesce(${companies.kycSubmittedAt}, ${companies.createdAt})`),
      })
      .from(companies)
      .where(inArray(companies.kycStatus, [...AWAITING_REVIEW])),
    db
      .select({
        dealNumber: deals.dealNumber,
        status: deals.status,
        lastEventAt: max(dealEvents.createdAt),
        createdAt: deals.createdAt,
      })
      .from(deals)
      .leftJoin(dealEvents, eq(dealEvents.dealId, deals.id))
      .where(and(eq(deals.brokerId, brokerId), OPEN))
      .groupBy(deals.id),
  ]);
  const products = [...new Set(openRfqs.map(({ rfq }) => rfq.productType))];
  const supply = (await Promise.all(products.map((p) => matchableOffers(db, p, day)))).flat();
  return { openRfqs, openTotal: openTotal?.n ?? 0, kyc, brokerDeals, supply };
}

export type InsightRows = Awaited<ReturnType<typeof insightRows>>;
