/** The broker tag: what the broker's dashboard shows them to act on. */
import { and, count, desc, eq, gte, inArray, isNull, max, min, or, sql } from 'drizzle-orm';
import { brokerInsights, productLabel, type ProductType } from '@petrobridge/domain';
import { companies, dealEvents, deals, offers, rfqs } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { AWAITING_REVIEW } from '../lib/access';
import type { S } from '../http/serialize';
import { OPEN, today } from '../lib/read-models';

/**
 * The matching insight looks at the newest open RFQs without a deal and, per product, the newest
 * offers that can match at all (KYC-approved seller, delivery date not passed): a bounded amount of
 * work at any market size. The insight's basis says how many RFQs it looked at.
 */
const RFQ_SAMPLE = 100;
const OFFERS_PER_PRODUCT = 200;

export function brokerHandlers(services: Services) {
  const { db } = services.database;

  /** Active RFQs no live (not cancelled) deal has come from. */
  const withoutDeal = and(
    eq(rfqs.isActive, true),
    sql`not exists (select 1 from ${deals} where ${deals.rfqId} = ${rfqs.id} and ${deals.status} <> 'cancelled')`,
  );

  /** The newest offers of one product that can match: KYC-approved seller, delivery not passed. */
  const matchableOffers = (product: ProductType, day: string) =>
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

  return {
    async getBrokerAiInsights(request): Promise<S<'AiInsight'>[]> {
      const user = userOf(request);
      const now = services.now();
      const day = today(now);
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
            oldestSince: min(
              sql<Date>`coalesce(${companies.kycSubmittedAt}, ${companies.createdAt})`,
            ),
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
          .where(and(eq(deals.brokerId, user.id), OPEN))
          .groupBy(deals.id),
      ]);
      const products = [...new Set(openRfqs.map(({ rfq }) => rfq.productType))];
      const supply = (await Promise.all(products.map((p) => matchableOffers(p, day)))).flat();
      const oldest = kyc?.oldestSince;
      return brokerInsights({
        now,
        rfqs: openRfqs.map(({ rfq, companyName }) => ({
          ...rfq,
          label: `${productLabel(rfq.productType)}, ${rfq.volume.toLocaleString('en-US')} ${rfq.volumeUnit}, ${companyName}`,
        })),
        openRfqsTotal: openTotal?.n ?? 0,
        offers: supply.map((o) => ({ ...o, sellerKycApproved: true })),
        kyc: {
          waiting: kyc?.waiting ?? 0,
          oldestSince: oldest ? new Date(oldest) : null,
        },
        deals: brokerDeals.map((d) => ({
          dealNumber: d.dealNumber,
          status: d.status,
          lastMovedAt: new Date(d.lastEventAt ?? d.createdAt),
        })),
      });
    },
  } satisfies Partial<Handlers>;
}
