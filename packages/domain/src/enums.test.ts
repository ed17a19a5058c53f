import { describe, expect, test } from 'vitest';
import { productTypesMatching } from './enums';

describe('productTypesMatching', () => {
  test.each([
    ['jet fuel', ['jet_fuel']],
    ['JET_FUEL', []],
    ['wti crude', ['crude_oil_wti']],
    ['WTI', ['crude_oil_wti']],
    ['crude oil', ['crude_oil_wti', 'crude_oil_brent']],
    ['Brent Crude', ['crude_oil_brent']],
    ['oil', ['crude_oil_wti', 'crude_oil_brent', 'heating_oil']],
    ['  ', []],
    ['kerosene', []],
  ])('%j → %j', (text, products) => {
    expect(productTypesMatching(text)).toEqual(products);
  });
});
