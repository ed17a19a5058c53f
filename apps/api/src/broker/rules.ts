/** The broker insights' rules without a database: what `brokerInsights` reads, from the rows. */
import { productLabel, type brokerInsights } from '@petrobridge/domain';
import type { InsightRows } from './queries';

/** The input of `brokerInsights` at `now`: the RFQs labelled, the offers, the KYC queue, the deals' last moves. */
export function insightInput(
  { openRfqs, openTotal, kyc, brokerDeals, supply }: InsightRows,
  now: Date,
): Parameters<typeof brokerInsights>[0] {
  const oldest = kyc?.oldestSince;
  return {
    now,
    rfqs: openRfqs.map(({ rfq, companyName }) => ({
      ...rfq,
      label: `${productLabel(rfq.productType)}, ${rfq.volume.toLocaleString('en-US')} ${rfq.volumeUnit}, ${companyName}`,
    })),
    openRfqsTotal: openTotal,
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
  };
}
