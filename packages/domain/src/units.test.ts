import { describe, expect, test } from 'vitest';
import {
  NORMALISED_PRICE_UNIT,
  convertPrice,
  convertVolume,
  deliveryPassed,
  normalisedPrice,
  pricePerMetricTon,
  remainingVolume,
  toMetricTons,
  toWholeMetricTons,
  unitFactorEntries,
  unitsPerMT,
  unitsPerMTText,
} from './units';

describe('volumes in MT (per-product factors)', () => {
  test('factors per unit', () => {
    expect(unitsPerMT('crude_oil_wti', 'bbl')).toBe(7.6);
    expect(unitsPerMT('crude_oil_wti', 'gal')).toBe(319.2);
    expect(unitsPerMT('natural_gas', 'MMBtu')).toBe(52);
    expect(unitsPerMT('diesel', 'MT')).toBe(1);
  });

  test('converts and rounds volumes to whole tons', () => {
    expect(toWholeMetricTons(76_000, 'bbl', 'crude_oil_wti')).toBe(10_000);
    expect(toWholeMetricTons(3_120_000, 'MMBtu', 'natural_gas')).toBe(60_000);
    expect(toWholeMetricTons(31_500, 'gal', 'crude_oil_brent')).toBe(100);
    expect(toWholeMetricTons(5_000, 'MT', 'jet_fuel')).toBe(5_000);
    expect(toMetricTons(1, 'bbl', 'crude_oil_brent')).toBeCloseTo(0.1333333, 6);
  });

  test('prices per MT are exact to the cent', () => {
    expect(pricePerMetricTon('78.12', 'bbl', 'crude_oil_wti')).toBe('593.71');
    expect(pricePerMetricTon('2.89', 'MMBtu', 'natural_gas')).toBe('150.28');
    expect(pricePerMetricTon(650, 'MT', 'diesel')).toBe('650.00');
    expect(pricePerMetricTon('1.99', 'gal', 'gasoline')).toBe('706.25');
  });
});

describe('unit policy (issue 27)', () => {
  test('converts volumes and prices between units of one product', () => {
    expect(convertVolume(7_450, 'bbl', 'MT', 'diesel')).toBe(1_000);
    expect(convertVolume(1_000, 'MT', 'bbl', 'diesel')).toBe(7_450);
    expect(convertVolume(950_000, 'bbl', 'bbl', 'crude_oil_brent')).toBe(950_000);
    expect(Math.round(convertVolume(950_000, 'bbl', 'MT', 'crude_oil_brent'))).toBe(126_667);
    expect(convertPrice('81.75', 'bbl', 'MT', 'crude_oil_brent')).toBe('613.13');
    expect(convertPrice('613.13', 'MT', 'bbl', 'crude_oil_brent')).toBe('81.75');
    expect(convertPrice('2.89', 'MMBtu', 'MT', 'natural_gas')).toBe('150.28');
    expect(convertPrice('650', 'MT', 'MT', 'diesel')).toBe('650.00');
    expect(convertPrice('1.99', 'gal', 'bbl', 'gasoline')).toBe('83.58');
  });

  test('the normalised price is the price per MT, and the SQL table agrees with it', () => {
    expect(NORMALISED_PRICE_UNIT).toBe('MT');
    expect(normalisedPrice('78.12', 'bbl', 'crude_oil_wti')).toBe('593.71');
    const entries = unitFactorEntries();
    expect(entries).toHaveLength(21);
    for (const { productType, unit, factor } of entries)
      expect(Number(factor)).toBe(unitsPerMT(productType, unit));
    expect(unitsPerMTText('natural_gas', 'gal')).toBe('587.16');
    expect(unitsPerMTText('diesel', 'MT')).toBe('1.00');
  });

  test('remaining volume and a passed delivery date', () => {
    expect(remainingVolume({ volume: 650_000, committedVolume: 600_000 })).toBe(50_000);
    expect(remainingVolume({ volume: 100, committedVolume: 120 })).toBe(0);
    expect(deliveryPassed('2026-11-26', '2026-11-27')).toBe(true);
    expect(deliveryPassed('2026-11-27', '2026-11-27')).toBe(false);
    expect(deliveryPassed(null, '2026-11-27')).toBe(false);
  });
});
