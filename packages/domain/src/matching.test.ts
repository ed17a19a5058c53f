import { describe, expect, test } from 'vitest';
import {
  matchOffer,
  matchOfferScore,
  matchScore,
  type MatchOffer,
  type MatchRfq,
} from './matching';

const rfq: MatchRfq = {
  productType: 'diesel',
  volume: 1000,
  volumeUnit: 'MT',
  maxPricePerUnit: '700.00',
  currency: 'USD',
  requiredDeliveryDate: '2030-06-30',
};
const offer: MatchOffer = {
  productType: 'diesel',
  volume: 1000,
  volumeUnit: 'MT',
  pricePerUnit: '650.00',
  currency: 'USD',
  deliveryDate: '2030-06-01',
};

describe('matchScore', () => {
  test('a perfect fit scores 100, another product 0', () => {
    expect(matchScore(offer, rfq)).toBe(100);
    expect(matchScore({ ...offer, productType: 'gasoline' }, rfq)).toBe(0);
  });
  test('volume fit is 25 × smaller ÷ larger in MT', () => {
    // 7450 bbl of diesel = 1000 MT; 500 MT against 1000 MT → 12.5
    expect(
      matchScore({ ...offer, volume: 7450, volumeUnit: 'bbl', pricePerUnit: '87.00' }, rfq),
    ).toBe(100);
    expect(matchScore({ ...offer, volume: 500 }, rfq)).toBe(88);
  });
  test('price fit falls to 0 at 20 % above the max; no price gives 10', () => {
    expect(matchScore({ ...offer, pricePerUnit: '770.00' }, rfq)).toBe(90); // 10 % over → 10
    expect(matchScore({ ...offer, pricePerUnit: '840.00' }, rfq)).toBe(80);
    expect(matchScore({ ...offer, pricePerUnit: null }, rfq)).toBe(90);
    expect(matchScore({ ...offer, currency: 'EUR' }, rfq)).toBe(90);
  });
  test('delivery fit falls to 0 at 30 days late; flexible is on time', () => {
    expect(matchScore({ ...offer, deliveryDate: '2030-07-15' }, rfq)).toBe(93); // 15 days → 7.5
    expect(matchScore({ ...offer, deliveryDate: '2030-08-30' }, rfq)).toBe(85);
    expect(matchScore({ ...offer, deliveryDate: null }, rfq)).toBe(100);
  });
});

describe('matchOffer', () => {
  const ctx = { today: '2030-01-01', sellerKycApproved: true };

  test('scores as matchScore, with a reason per factor that adds up to the score', () => {
    const late = { ...offer, volume: 500, pricePerUnit: '770.00', deliveryDate: '2030-07-15' };
    const result = matchOffer(late, rfq, ctx);
    expect(result.score).toBe(matchScore(late, rfq));
    expect(result.reasons.map((r) => [r.factor, r.points, r.ok])).toEqual([
      ['product', 40, true],
      ['volume', 13, false],
      ['price', 10, false],
      ['delivery', 8, false],
      ['kyc', 0, true],
    ]);
    expect(result.reasons.map((r) => r.text)).toEqual([
      'Same product',
      'Offers 500 MT for 1,000 MT requested',
      '770.00 USD/MT, 10.0 % over the maximum 700.00',
      'Delivers 2030-07-15, 15 days after the required 2030-06-30',
      "Seller's company is KYC-approved",
    ]);
    expect(result.isMatch).toBe(true);
  });

  test('reasons speak the RFQ’s unit (issue 27: a barrel RFQ is not told in tonnes)', () => {
    // 1,000 MT of diesel at 650 USD/MT, asked as 7,450 bbl at most 94 USD/bbl (700.30 USD/MT).
    const barrels = { ...rfq, volume: 7_450, volumeUnit: 'bbl' as const, maxPricePerUnit: '94.00' };
    const texts = matchOffer(offer, barrels, ctx).reasons.map((r) => r.text);
    expect(texts[1]).toBe('Offers 7,450 bbl (1,000 MT) for 7,450 bbl requested');
    expect(texts[2]).toBe('87.25 USD/bbl, within the maximum 94.00');
    const same = { ...offer, volume: 7_000, volumeUnit: 'bbl' as const, pricePerUnit: '95.00' };
    const own = matchOffer(same, barrels, ctx).reasons.map((r) => r.text);
    expect(own[1]).toBe('Offers 7,000 bbl for 7,450 bbl requested');
    expect(own[2]).toBe('95.00 USD/bbl, 1.1 % over the maximum 94.00');
  });

  test('a perfect fit is a match; another product is not', () => {
    expect(matchOffer(offer, rfq, ctx)).toMatchObject({ score: 100, isMatch: true });
    const other = matchOffer({ ...offer, productType: 'gasoline' }, rfq, ctx);
    expect(other).toMatchObject({ score: 0, isMatch: false });
    expect(other.reasons[0]).toMatchObject({ factor: 'product', ok: false });
  });

  test('an offer whose delivery date has passed never scores as a match', () => {
    const passed = matchOffer(offer, rfq, { ...ctx, today: '2030-06-02' });
    expect(passed).toMatchObject({ score: 0, isMatch: false });
    expect(passed.reasons.find((r) => r.factor === 'delivery')).toMatchObject({
      ok: false,
      points: 0,
      text: 'Delivery date 2030-06-01 has passed',
    });
    // On the day itself it still counts; a flexible date never passes.
    expect(matchOffer(offer, rfq, { ...ctx, today: '2030-06-01' }).score).toBe(100);
    expect(
      matchOffer({ ...offer, deliveryDate: null }, rfq, { ...ctx, today: '2031-01-01' }).score,
    ).toBe(100);
  });

  test('a seller company without KYC approval never matches, and says so', () => {
    const blocked = matchOffer(offer, rfq, { ...ctx, sellerKycApproved: false });
    expect(blocked).toMatchObject({ score: 0, isMatch: false });
    expect(blocked.reasons.at(-1)).toMatchObject({
      factor: 'kyc',
      ok: false,
      text: "Seller's company is not KYC-approved",
    });
  });

  test('the threshold decides isMatch', () => {
    // 40 + 12.5 + 0 (20 % over) + 0 (30 days late) = 53 → a match; a tenth of the volume → 43, not.
    const weak = { ...offer, volume: 500, pricePerUnit: '840.00', deliveryDate: '2030-07-30' };
    expect(matchOffer(weak, rfq, ctx)).toMatchObject({ score: 53, isMatch: true });
    expect(matchOffer({ ...weak, volume: 100 }, rfq, ctx)).toMatchObject({
      score: 43,
      isMatch: false,
    });
  });
});

describe('matchOfferScore', () => {
  test('is matchOffer’s score for every kind of pair, gates included', () => {
    const offers: MatchOffer[] = [
      offer,
      { ...offer, volume: 500, pricePerUnit: '770.00', deliveryDate: '2030-07-15' },
      { ...offer, pricePerUnit: null, deliveryDate: null },
      { ...offer, currency: 'EUR' },
      { ...offer, volumeUnit: 'bbl', volume: 7450, pricePerUnit: '90.00' },
      { ...offer, pricePerUnit: '900.00' },
      { ...offer, deliveryDate: '2029-12-01' },
      { ...offer, productType: 'jet_fuel' },
    ];
    for (const o of offers)
      for (const sellerKycApproved of [true, false]) {
        const context = { today: '2030-01-01', sellerKycApproved };
        expect(matchOfferScore(o, rfq, context)).toBe(matchOffer(o, rfq, context).score);
      }
  });
});
