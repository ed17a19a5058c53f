/** The rows of RFQ matching's table view (MatchTable): what each column shows and sorts by. */
import type { SortDescriptor } from 'react-aria-components';
import { convertVolume, normalisedPrice, productTypeNames } from '@petrobridge/domain';
import type { Schema } from '@petrobridge/api-client';
import type { Rfq } from '../../../data/api/rfqs';

type Candidate = Schema<'OfferCandidate'>;

/** One candidate's row: what the columns show and sort by. */
export interface Row {
  id: string;
  candidate: Candidate;
  offer: string;
  product: string;
  /** What remains of the offer, in the RFQ's unit. */
  volume: number;
  price: number | null;
  perMT: number | null;
  score: number;
  delivery: string | null;
}

type Column = Exclude<keyof Row, 'id' | 'candidate'>;

export function rowOf(c: Candidate, rfq: Rfq): Row {
  const o = c.offer;
  const perMT =
    o.pricePerUnit === null
      ? null
      : Number(normalisedPrice(o.pricePerUnit, o.volumeUnit, o.productType));
  return {
    id: o.id,
    candidate: c,
    offer: o.companyName ?? 'Seller',
    product: productTypeNames[o.productType] ?? o.productType,
    volume: convertVolume(o.remainingVolume, o.volumeUnit, rfq.volumeUnit, o.productType),
    price: o.pricePerUnit === null ? null : Number(o.pricePerUnit),
    perMT,
    score: c.score,
    delivery: o.deliveryDate,
  };
}

/** Sorted by the column, missing values (price on request, flexible date) last either way. */
export function sortRows(rows: Row[], sort: SortDescriptor): Row[] {
  const column = sort.column as Column;
  const direction = sort.direction === 'descending' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [x, y] = [a[column], b[column]];
    if (x === y) return b.score - a.score;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * direction;
  });
}
