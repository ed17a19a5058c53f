/**
 * Volumes in metric tons (docs/product.md#constants: dashboards show MT). A listing's volume is in its own unit
 * (bbl, MMBtu, gal or MT); these per-product factors give the number of units in one metric ton.
 *
 * | productType          | bbl per MT | MMBtu per MT | gal per MT (= bbl × 42) |
 * | -------------------- | ---------- | ------------ | ----------------------- |
 * | crude_oil_wti        | 7.60       | 44.08        | 319.20                  |
 * | crude_oil_brent      | 7.50       | 43.50        | 315.00                  |
 * | diesel               | 7.45       | 42.99        | 312.90                  |
 * | gasoline             | 8.45       | 42.67        | 354.90                  |
 * | jet_fuel             | 7.90       | 44.79        | 331.80                  |
 * | heating_oil          | 7.45       | 42.99        | 312.90                  |
 * | natural_gas (as LNG) | 13.98      | 52.00        | 587.16                  |
 *
 * Sources: barrels per tonne are typical densities (WTI ~ 42° API, Brent ~ 38° API, diesel and heating oil
 * ~ 0.845 kg/l, gasoline ~ 0.745 kg/l, jet fuel ~ 0.80 kg/l). MMBtu per tonne = the EIA heat content per
 * barrel × barrels per tonne. Natural gas is traded as LNG: 52 MMBtu per tonne and a density of 0.45 t/m³
 * (1 m³ = 6.2898 bbl → 13.98 bbl per tonne). The same table is in openapi.yaml's conventions.
 *
 * All factors have two decimals, so a price per MT (price per unit × factor) is exact to the cent.
 */
import { fromScaled, toScaled } from './money';
import type { ProductType, VolumeUnit } from './enums';

export const GALLONS_PER_BARREL = 42;

/** Barrels and MMBtu in one metric ton, per product, as exact decimal strings. */
export const unitFactors: Readonly<Record<ProductType, { bblPerMT: string; mmbtuPerMT: string }>> =
  {
    crude_oil_wti: { bblPerMT: '7.60', mmbtuPerMT: '44.08' },
    crude_oil_brent: { bblPerMT: '7.50', mmbtuPerMT: '43.50' },
    diesel: { bblPerMT: '7.45', mmbtuPerMT: '42.99' },
    gasoline: { bblPerMT: '8.45', mmbtuPerMT: '42.67' },
    jet_fuel: { bblPerMT: '7.90', mmbtuPerMT: '44.79' },
    heating_oil: { bblPerMT: '7.45', mmbtuPerMT: '42.99' },
    natural_gas: { bblPerMT: '13.98', mmbtuPerMT: '52.00' },
  };

/** Units of `unit` in one metric ton of `productType`, scaled by 100 (exact). */
function factorScaled(productType: ProductType, unit: VolumeUnit): bigint {
  const f = unitFactors[productType];
  switch (unit) {
    case 'MT':
      return 100n;
    case 'bbl':
      return toScaled(f.bblPerMT, 2);
    case 'gal':
      return toScaled(f.bblPerMT, 2) * BigInt(GALLONS_PER_BARREL);
    case 'MMBtu':
      return toScaled(f.mmbtuPerMT, 2);
  }
}

/** Units of `unit` per metric ton of `productType` (e.g. 7.6 bbl of WTI). */
export function unitsPerMT(productType: ProductType, unit: VolumeUnit): number {
  return Number(factorScaled(productType, unit)) / 100;
}

/** A volume in metric tons, unrounded (sum these before rounding a total). */
export function toMetricTons(volume: number, unit: VolumeUnit, productType: ProductType): number {
  return (volume * 100) / Number(factorScaled(productType, unit));
}

/** A volume in whole metric tons, rounded to the nearest ton (read models' single volumes). */
export function toWholeMetricTons(
  volume: number,
  unit: VolumeUnit,
  productType: ProductType,
): number {
  return Math.round(toMetricTons(volume, unit, productType));
}

/** A price per `unit` as a price per metric ton, exact to the cent (price × units per MT). */
export function pricePerMetricTon(
  pricePerUnit: string | number,
  unit: VolumeUnit,
  productType: ProductType,
): string {
  const price = toScaled(pricePerUnit, 2);
  const product = price * factorScaled(productType, unit); // scale 4
  const rounded = (product + 50n) / 100n; // half up, prices are non-negative
  return fromScaled(rounded, 2);
}

/**
 * Issue 27's unit policy (docs/product.md#unit-policy): a listing is shown in its own unit and price;
 * a conversion is a secondary figure. Prices of different units are compared on one normalised price per
 * product, the price per metric ton (the product's density above): what the marketplace's price sorts
 * and filters read, computed by the database from {@link unitFactorEntries}.
 */
export const NORMALISED_PRICE_UNIT = 'MT' satisfies VolumeUnit;

/** Units of `unit` in one metric ton of `productType`, as an exact decimal string ('7.60', '1.00'). */
export function unitsPerMTText(productType: ProductType, unit: VolumeUnit): string {
  return fromScaled(factorScaled(productType, unit), 2);
}

/**
 * Every product and unit other than MT with its units per metric ton (exact decimal strings): the
 * table the server's SQL normalises prices with, so that the database and this module agree.
 */
export function unitFactorEntries(): Array<{
  productType: ProductType;
  unit: Exclude<VolumeUnit, 'MT'>;
  factor: string;
}> {
  const units = ['bbl', 'MMBtu', 'gal'] as const;
  return (Object.keys(unitFactors) as ProductType[]).flatMap((productType) =>
    units.map((unit) => ({ productType, unit, factor: unitsPerMTText(productType, unit) })),
  );
}

/** A listing's normalised price (per metric ton, exact to the cent): {@link pricePerMetricTon}. */
export const normalisedPrice = pricePerMetricTon;

/** A volume of `productType` in another unit, unrounded (7,450 bbl of diesel is 1,000 MT). */
export function convertVolume(
  volume: number,
  from: VolumeUnit,
  to: VolumeUnit,
  productType: ProductType,
): number {
  if (from === to) return volume;
  return (volume * Number(factorScaled(productType, to))) / Number(factorScaled(productType, from));
}

/**
 * A price per `from` as a price per `to` of the same product, to the cent (half up): $81.75/bbl of
 * diesel is $609.04/MT, and $609.04/MT is $81.75/bbl.
 */
export function convertPrice(
  pricePerUnit: string | number,
  from: VolumeUnit,
  to: VolumeUnit,
  productType: ProductType,
): string {
  const price = toScaled(pricePerUnit, 2);
  if (from === to) return fromScaled(price, 2);
  // price per `from` × `from` per MT ÷ `to` per MT = price per `to`.
  const numerator = price * factorScaled(productType, from);
  const denominator = factorScaled(productType, to);
  return fromScaled((numerator * 2n + denominator) / (denominator * 2n), 2);
}

/** What is left of an offer to trade: its volume less what locked deals committed (never below 0). */
export function remainingVolume(offer: { volume: number; committedVolume: number }): number {
  return Math.max(0, offer.volume - offer.committedVolume);
}

/** Whether a delivery date (YYYY-MM-DD) is before `today` (YYYY-MM-DD): "Flexible" (null) never is. */
export function deliveryPassed(deliveryDate: string | null, today: string): boolean {
  return deliveryDate !== null && deliveryDate < today;
}
