/**
 * A listing's normalised price in SQL (docs/product.md#unit-policy): its price per metric ton of its
 * product, `round(price × units per MT, 2)`, the factors from packages/domain's `unitFactorEntries` as
 * literals. The marketplace's price sorts order by exactly this expression and the partial indexes of
 * schema.ts (`*_price_norm_*_idx`) are built on it, so that a sorted page is an index walk.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { unitFactorEntries, type ProductType, type VolumeUnit } from '@petrobridge/domain';

/**
 * Units of the listing's unit (`volumeUnit`), or of `unit` when given, in one metric ton of its product:
 * a CASE over the product (and the unit) with literal factors, the same text for every query.
 */
export function unitsPerMTSql(
  productType: AnyPgColumn,
  volumeUnit: AnyPgColumn,
  unit?: VolumeUnit,
): SQL {
  if (unit === 'MT') return sql.raw('1');
  const entries = unitFactorEntries();
  const products = [...new Set(entries.map((e) => e.productType))] as ProductType[];
  const branches = products.map((product) => {
    const of = entries.filter((e) => e.productType === product);
    if (unit !== undefined)
      return sql.raw(`when '${product}' then ${of.find((e) => e.unit === unit)!.factor}`);
    const units = of.map((e) => `when '${e.unit}' then ${e.factor}`).join(' ');
    return sql.join([
      sql.raw(`when '${product}' then case `),
      volumeUnit,
      sql.raw(` ${units} else 1 end`),
    ]);
  });
  return sql`(case ${productType} ${sql.join(branches, sql.raw(' '))} else 1 end)`;
}

/** The normalised price: the price per MT of the listing's product, to the cent. */
export const normalisedPriceSql = (
  price: AnyPgColumn,
  productType: AnyPgColumn,
  volumeUnit: AnyPgColumn,
): SQL => sql`round(${price} * ${unitsPerMTSql(productType, volumeUnit)}, 2)`;
