/** Fixtures for the marketplace stories: a busy market, and a trader whose company has no approved KYC. */
import { productTypes } from '@petrobridge/domain';
import { makeOffer, makeRfq, mockDb, type Offer, type Rfq } from './db';
import { usersByRole } from './users';

const places = [
  'Bonny Terminal',
  'Rotterdam',
  'Lagos, Nigeria',
  'Luanda',
  'Houston, TX',
  'Tema, Ghana',
];
const units = ['bbl', 'MT', 'MMBtu', 'gal'] as const;

/**
 * A busy market for the "many" stories: `count` offers and RFQs of every product, some without a price
 * or a date, posted a day apart by the demo seller and buyer (anonymised by the handlers).
 */
export function busyMarket(count: number): { offers: Offer[]; rfqs: Rfq[] } {
  const at = (i: number) => new Date(Date.UTC(2024, 5, 3, 9, 45) - i * 86_400_000).toISOString();
  const offers = Array.from({ length: count }, (_, i) =>
    makeOffer({
      productType: productTypes[i % productTypes.length],
      volume: 10_000 + ((i * 7_919) % 90) * 1_000,
      volumeUnit: units[i % units.length],
      pricePerUnit: i % 5 === 4 ? null : (60 + ((i * 37) % 700) / 10).toFixed(2),
      deliveryLocation: places[i % places.length],
      deliveryDate:
        i % 6 === 5
          ? null
          : `2024-${String(7 + (i % 5)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`,
      terms: i % 3 === 0 ? 'FOB, LC at sight' : null,
      createdAt: at(i),
      updatedAt: at(i),
    }),
  );
  const rfqs = Array.from({ length: count }, (_, i) =>
    makeRfq({
      productType: productTypes[(i + 3) % productTypes.length],
      volume: 5_000 + ((i * 104_729) % 50) * 1_000,
      volumeUnit: units[(i + 1) % units.length],
      maxPricePerUnit: (55 + ((i * 53) % 800) / 10).toFixed(2),
      deliveryLocation: places[(i + 2) % places.length],
      createdAt: at(i),
      updatedAt: at(i),
    }),
  );
  return { offers, rfqs };
}

/** The demo trader of `role` without a KYC-approved company (the KYC-blocked stories). */
export function withoutApprovedKyc(role: 'buyer' | 'seller') {
  for (const company of mockDb().companies)
    if (company.ownerId === usersByRole[role].id && company.kycStatus === 'approved')
      company.kycStatus = 'under_review';
}
