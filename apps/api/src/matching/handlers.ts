/**
 * The broker's matching: candidates for an RFQ (active offers) or an offer (open RFQs), ranked by
 * `matchOffer` of packages/domain — the same score as the buyer's matched offers — with its reasons.
 * Only staff call these, so each listing carries its owner's identity.
 */
import { matchOffer } from '@petrobridge/domain';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { notFound } from '../http/errors';
import { toOffer, toRfq } from '../http/serialize';
import { today } from '../lib/read-models';
import { activeOffersOfProduct, offerWithKyc, openRfqsOfProduct, rfqById } from './queries';
import { DEFAULT_LIMIT, identity, ranked } from './rules';

export function matchingHandlers(services: Services) {
  const { db } = services.database;

  return {
    async listRfqCandidates(request) {
      const user = userOf(request);
      const rfq = await rfqById(db, request.params.id);
      if (!rfq) throw notFound('RFQ not found');
      const rows = await activeOffersOfProduct(db, rfq.productType);
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
      const found = await offerWithKyc(db, request.params.id);
      if (!found) throw notFound('Offer not found');
      const { offer } = found;
      const day = today(services.now());
      const rows = await openRfqsOfProduct(db, offer.productType, day);
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
