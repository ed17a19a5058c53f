import { describe, expect, test } from 'vitest';
import { matchScore, type MatchOffer, type MatchRfq } from './matching';

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
