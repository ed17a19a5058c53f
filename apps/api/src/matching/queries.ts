/**
 * The matching's SQL: the RFQ or the offer asked about, and the candidates of its product with their
 * owner's identity (staff only call these), newest first.
 */
import { and, desc, eq, gte } from 'drizzle-orm';
import { companies, offers, rfqs, users } from '../db/schema';
import type { Queryable } from '../db/tx';
import type { OfferRow, RfqRow } from '../db/rows';

const identityColumns = {
  companyName: companies.name,
  kycStatus: companies.kycStatus,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** The RFQ, if it exists. */
export async function rfqById(db: Queryable, id: string): Promise<RfqRow | undefined> {
  const [rfq] = await db.select().from(rfqs).where(eq(rfqs.id, id));
  return rfq;
}

/** The offer with its company's KYC status, if it exists. */
export async function offerWithKyc(
  db: Queryable,
  id: string,
): Promise<{ offer: OfferRow; kycStatus: string } | undefined> {
  const [found] = await db
    .select({ offer: offers, kycStatus: companies.kycStatus })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(eq(offers.id, id));
  return found;
}

/** The active offers of a product with their seller's identity, newest first. */
export const activeOffersOfProduct = (db: Queryable, productType: RfqRow['productType']) =>
  db
    .select({ offer: offers, ...identityColumns })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .innerJoin(users, eq(users.id, offers.sellerId))
    .where(and(eq(offers.isActive, true), eq(offers.productType, productType)))
    .orderBy(desc(offers.createdAt), desc(offers.id));

/** The active RFQs of a product not past their delivery date on `day`, with their buyer's identity, newest first. */
export const openRfqsOfProduct = (
  db: Queryable,
  productType: OfferRow['productType'],
  day: string,
) =>
  db
    .select({ rfq: rfqs, ...identityColumns })
    .from(rfqs)
    .innerJoin(companies, eq(companies.id, rfqs.companyId))
    .innerJoin(users, eq(users.id, rfqs.buyerId))
    .where(
      and(
        eq(rfqs.isActive, true),
        eq(rfqs.productType, productType),
        gte(rfqs.requiredDeliveryDate, day),
      ),
    )
    .orderBy(desc(rfqs.createdAt), desc(rfqs.id));
