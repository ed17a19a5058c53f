import { describe, expect, test } from 'vitest';
import { pricePerMetricTon, toMetricTons, toWholeMetricTons, unitsPerMT } from './units';

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
