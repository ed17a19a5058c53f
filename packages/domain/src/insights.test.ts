import { describe, expect, test } from 'vitest';
import { brokerInsights, buyerInsights, sellerInsights, topInsights } from './insights';
import type { MatchOffer, MatchRfq } from './matching';

const offer = (o: Partial<MatchOffer> = {}): MatchOffer => ({
  productType: 'diesel',
  volume: 1000,
  volumeUnit: 'MT',
  pricePerUnit: '700.00',
  currency: 'USD',
  deliveryDate: '2030-06-01',
  ...o,
});
const rfq = (r: Partial<MatchRfq> = {}): MatchRfq => ({
  productType: 'diesel',
  volume: 1000,
  volumeUnit: 'MT',
  maxPricePerUnit: '700.00',
  currency: 'USD',
  requiredDeliveryDate: '2030-06-30',
  ...r,
});
const noDeals = { mine: 0, mineCompleted: 0, all: 0, allCompleted: 0 };
const ids = (xs: Array<{ id: string }>) => xs.map((x) => x.id);

describe('topInsights', () => {
  test('keeps the five weightiest, ties by id, without the weight', () => {
    const items = [3, 9, 1, 9, 5, 7, 2].map((weight, i) => ({
      id: `i${i}`,
      title: '',
      body: '',
      basis: '',
      weight,
    }));
    const top = topInsights(items);
    expect(ids(top)).toEqual(['i1', 'i3', 'i5', 'i4', 'i0']);
    expect(top[0]).not.toHaveProperty('weight');
  });
});

describe('sellerInsights', () => {
  test('prices above the market: the gap in percent, the averages and the advice', () => {
    const [price] = sellerInsights({
      mine: [offer({ pricePerUnit: '770.00' })],
      others: [offer({ pricePerUnit: '680.00' }), offer({ pricePerUnit: '720.00' })],
      rfqs: [],
      deals: noDeals,
    });
    expect(price).toEqual({
      id: 'price-position-diesel',
      title: 'Your diesel offers are priced 10.0 % above the market',
      body: 'Buyers compare prices across anonymised offers: a price closer to the market average may find a buyer sooner.',
      basis:
        'Your average 770.00 USD/MT over 1 offer; other active offers 700.00 USD/MT over 2 offers',
    });
  });

  test('alone on a product: says so, and compares with what buyers bid', () => {
    const result = sellerInsights({
      mine: [offer({ pricePerUnit: '800.00' })],
      others: [],
      rfqs: [rfq({ maxPricePerUnit: '640.00', volume: 50 })],
      deals: noDeals,
    });
    const price = result.find((i) => i.id === 'price-position-diesel')!;
    expect(price.title).toBe('No other seller offers diesel right now');
    expect(price.body).toContain("Buyers' maximum prices are 25.0 % below your average.");
  });

  test('demand no offer of the seller matches is counted with its volume in MT', () => {
    const result = sellerInsights({
      mine: [offer()],
      others: [],
      // The first fits the offer; the other two are far apart in price, volume and date.
      rfqs: [
        rfq(),
        rfq({
          volume: 745,
          volumeUnit: 'bbl',
          maxPricePerUnit: '10.00',
          requiredDeliveryDate: '2030-01-01',
        }),
        rfq({ volume: 20, maxPricePerUnit: '10.00', requiredDeliveryDate: '2030-01-01' }),
      ],
      deals: noDeals,
    });
    const unserved = result.find((i) => i.id === 'unserved-demand-diesel')!;
    expect(unserved.title).toBe('2 diesel RFQs no offer of yours matches');
    expect(unserved.basis).toContain('2 active RFQs for 120 MT');
  });

  test('completion rate against the platform, only when both have deals', () => {
    const [rate] = sellerInsights({
      mine: [],
      others: [],
      rfqs: [],
      deals: { mine: 4, mineCompleted: 1, all: 10, allCompleted: 5 },
    });
    expect(rate).toMatchObject({
      id: 'completion-rate',
      title: '25.0 % of your deals reached completion',
      basis: '1 of your 4 deals completed; platform 5 of 10',
    });
    expect(rate!.body).toContain('The platform completes 50.0 %');
    expect(sellerInsights({ mine: [], others: [], rfqs: [], deals: noDeals })).toEqual([]);
  });

  test('offers in other currencies or without a price are left out of the price position', () => {
    const result = sellerInsights({
      mine: [offer({ currency: 'EUR' }), offer({ pricePerUnit: null })],
      others: [offer()],
      rfqs: [],
      deals: noDeals,
    });
    expect(ids(result)).not.toContain('price-position-diesel');
  });
});

describe('buyerInsights', () => {
  test('max price against the average offer, per product', () => {
    const result = buyerInsights({
      mine: [rfq({ maxPricePerUnit: '660.00' })],
      supply: [{ offer: offer({ pricePerUnit: '600.00' }), country: 'Nigeria' }],
    });
    expect(result.find((i) => i.id === 'price-gap-diesel')).toMatchObject({
      title: 'Your diesel max price is 10.0 % above the average offer',
      basis: 'Your max 660.00 USD/MT over 1 RFQ; active offers 600.00 USD/MT over 1 offer',
    });
  });

  test('RFQs without a matching offer', () => {
    const result = buyerInsights({
      mine: [rfq(), rfq({ productType: 'jet_fuel' })],
      supply: [{ offer: offer(), country: null }],
    });
    expect(result.find((i) => i.id === 'unmatched-rfqs')?.title).toBe(
      '1 of your RFQs has no matching offer',
    );
  });

  test('where the supply comes from: the largest country share of the volume in MT', () => {
    const result = buyerInsights({
      mine: [rfq()],
      supply: [
        { offer: offer({ volume: 3000 }), country: 'Nigeria' },
        { offer: offer({ volume: 1000 }), country: null },
      ],
    });
    expect(result.find((i) => i.id === 'supply-origin-diesel')).toMatchObject({
      title: 'Nigeria supplies 75.0 % of offered diesel',
      basis: 'Nigeria 3000 MT; Unknown 1000 MT of 4000 MT offered',
    });
  });

  test('no RFQs, no insights', () => {
    expect(buyerInsights({ mine: [], supply: [{ offer: offer(), country: 'Ghana' }] })).toEqual([]);
  });
});

describe('brokerInsights', () => {
  const now = new Date('2030-05-20T12:00:00Z');
  const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
  const quiet = {
    now,
    rfqs: [],
    openRfqsTotal: 0,
    offers: [],
    kyc: { waiting: 0, oldestSince: null },
    deals: [],
  };
  const approvedOffer = (o: Partial<MatchOffer> = {}) => ({ ...offer(o), sellerKycApproved: true });

  test('nothing to act on: no insights', () => {
    expect(brokerInsights(quiet)).toEqual([]);
  });

  test('counts open RFQs an active offer matches, and names the best', () => {
    const [insight] = brokerInsights({
      ...quiet,
      rfqs: [
        { ...rfq(), label: 'diesel, 1,000 MT, Nordic Fuels AB' },
        { ...rfq({ productType: 'jet_fuel' }), label: 'jet fuel, 1,000 MT, Air Co' },
      ],
      openRfqsTotal: 2,
      offers: [approvedOffer()],
    });
    expect(insight).toMatchObject({
      id: 'matchable-rfqs',
      title: '1 open RFQ has a matching offer and no deal yet',
    });
    expect(insight!.basis).toContain('of 2 open RFQs without a deal');
    expect(insight!.basis).toMatch(/best: \d+ for diesel, 1,000 MT, Nordic Fuels AB/);
  });

  test('an offer of a company without KYC approval is no match, nor a passed delivery date', () => {
    const insights = brokerInsights({
      ...quiet,
      rfqs: [{ ...rfq(), label: 'diesel' }],
      openRfqsTotal: 1,
      offers: [
        { ...offer(), sellerKycApproved: false },
        approvedOffer({ deliveryDate: '2030-05-01' }),
      ],
    });
    expect(ids(insights)).not.toContain('matchable-rfqs');
  });

  test('says when only the newest open RFQs were looked at', () => {
    const [insight] = brokerInsights({
      ...quiet,
      rfqs: [{ ...rfq(), label: 'diesel' }],
      openRfqsTotal: 500,
      offers: [approvedOffer()],
    });
    expect(insight!.basis).toContain('of the 1 newest of 500 open RFQs without a deal');
  });

  test('the KYC queue with how long the longest has waited', () => {
    const [insight] = brokerInsights({ ...quiet, kyc: { waiting: 3, oldestSince: days(12) } });
    expect(insight).toMatchObject({
      id: 'kyc-queue',
      title: '3 companies wait for a KYC decision',
      basis: '3 companies pending or under review; the longest has waited 12 days',
    });
    // A submission stamped a moment after our clock's now (another clock) has waited 0 days.
    const ahead = new Date(now.getTime() + 5_000);
    expect(brokerInsights({ ...quiet, kyc: { waiting: 1, oldestSince: ahead } })[0]!.basis).toBe(
      '1 company pending or under review; the longest has waited 0 days',
    );
    expect(brokerInsights({ ...quiet, kyc: { waiting: 1, oldestSince: null } })[0]!.title).toBe(
      '1 company waits for a KYC decision',
    );
  });

  test('deals idle for a week or more, the longest idle first; a deal that moved recently is not', () => {
    const [insight] = brokerInsights({
      ...quiet,
      deals: [
        { dealNumber: 'DL-1', status: 'lc_pending', lastMovedAt: days(9) },
        { dealNumber: 'DL-2', status: 'negotiation', lastMovedAt: days(6) },
        { dealNumber: 'DL-3', status: 'shipped', lastMovedAt: days(30) },
      ],
    });
    expect(insight).toMatchObject({
      id: 'stalled-deals',
      title: '2 of your deals have not moved for 7 days or more',
      basis: 'DL-3 in shipped for 30 days; DL-1 in LC pending for 9 days; 3 open deals in all',
    });
  });

  test('ranks by what is waiting: many matchable RFQs before one company', () => {
    const insights = brokerInsights({
      ...quiet,
      rfqs: [1, 2, 3].map((i) => ({ ...rfq(), label: `diesel ${i}` })),
      openRfqsTotal: 3,
      offers: [approvedOffer()],
      kyc: { waiting: 1, oldestSince: days(1) },
    });
    expect(ids(insights)).toEqual(['matchable-rfqs', 'kyc-queue']);
  });
});
