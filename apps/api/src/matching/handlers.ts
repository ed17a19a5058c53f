/**
 * The broker's matching: candidates for an RFQ (active offers) or an offer (open RFQs), ranked by
 * `matchOffer` of packages/domain — the same score as the buyer's matched offers — with its reasons.
 * Only staff call these, so each listing carries its owner's identity.
 */
import { and, desc, eq, gte } from 'drizzle-orm';
import { matchOffer, type MatchResult } from '@petrobridge/domain';
import { companies, offers, rfqs, users } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { notFound } from '../http/errors';
import { toOffer, toRfq, type ListingIdentity } from '../http/serialize';
import { today } from '../lib/read-models';

const DEFAULT_LIMIT = 20;

const identityColumns = {
  companyName: companies.name,
  kycStatus: companies.kycStatus,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

const identity = (row: ListingIdentity): ListingIdentity => ({
  companyName: row.companyName,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
});

/** Best score first; the rows come newest first, and the sort is stable. */
const ranked = <T extends MatchResult>(items: T[], limit: number) =>
  items
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);

export function matchingHandlers(services: Services) {
  const { db } = services.database;

  return {
    async listRfqCandidates(request) {
      const user = userOf(request);
      const [rfq] = await db.select().from(rfqs).where(eq(rfqs.id, request.params.id));
      if (!rfq) throw notFound('RFQ not found');
      const rows = await db
        .select({ offer: offers, ...identityColumns })
        .from(offers)
        .innerJoin(companies, eq(companies.id, offers.companyId))
        .innerJoin(users, eq(users.id, offers.sellerId))
        .where(and(eq(offers.isActive, true), eq(offers.productType, rfq.productType)))
        .orderBy(desc(offers.createdAt), desc(offers.id));
      const context = { today: today(services.now()) };
      const scored = rows.map((row) => ({
        ...matchOffer(row.offer, rfq, {
          ...context,
          sellerKycApproved: row.kycStatus === 'approved',
        }),
        row,
      }));
      return ranked(scored, request.query.limit ?? DEFAULT_LIMIT).map(
        ({ row, score, isMatch, reasons }) => ({
          score,
          isMatch,
          reasons,
          offer: toOffer(row.offer, identity(row), user, context.today),
        }),
      );
    },

    async listOfferCandidates(request) {
      const user = userOf(request);
      const [found] = await db
        .select({ offer: offers, kycStatus: companies.kycStatus })
        .from(offers)
        .innerJoin(companies, eq(companies.id, offers.companyId))
        .where(eq(offers.id, request.params.id));
      if (!found) throw notFound('Offer not found');
      const { offer } = found;
      const day = today(services.now());
      const rows = await db
        .select({ rfq: rfqs, ...identityColumns })
        .from(rfqs)
        .innerJoin(companies, eq(companies.id, rfqs.companyId))
        .innerJoin(users, eq(users.id, rfqs.buyerId))
        .where(
          and(
            eq(rfqs.isActive, true),
            eq(rfqs.productType, offer.productType),
            gte(rfqs.requiredDeliveryDate, day),
          ),
        )
        .orderBy(desc(rfqs.createdAt), desc(rfqs.id));
      const context = { today: day, sellerKycApproved: found.kycStatus === 'approved' };
      const scored = rows.map((row) => ({ ...matchOffer(offer, row.rfq, context), row }));
      return ranked(scored, request.query.limit ?? DEFAULT_LIMIT).map(
        ({ row, score, isMatch, reasons }) => ({
          score,
          isMatch,
          reasons,
          rfq: toRfq(row.rfq, identity(row), user),
        }),
      );
    },
  } satisfies Partial<Handlers>;
}
