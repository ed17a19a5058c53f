import { useMemo, useState, type ReactNode } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import {
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  formatNumber,
} from '@petrobridge/ui';
import { NORMALISED_PRICE_UNIT, convertVolume, normalisedPrice } from '@petrobridge/domain';
import type { Schema } from '@petrobridge/api-client';
import type { Rfq } from '../../api/rfqs';
import { productTypeLabels } from '../../shared/labels';
import { unitPrice } from '../../shared/prices';
import { dateText } from './CandidateCard';

type Candidate = Schema<'OfferCandidate'>;

/** One candidate's row: what the columns show and sort by. */
interface Row {
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

function rowOf(c: Candidate, rfq: Rfq): Row {
  const o = c.offer;
  const perMT =
    o.pricePerUnit === null
      ? null
      : Number(normalisedPrice(o.pricePerUnit, o.volumeUnit, o.productType));
  return {
    id: o.id,
    candidate: c,
    offer: o.companyName ?? 'Seller',
    product: productTypeLabels[o.productType] ?? o.productType,
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

/**
 * The best offers of an RFQ as a sortable table (RFQ matching's table view): the offer, its product, what
 * remains of it in the RFQ's unit, its own price, its price per MT (the normalised price of
 * docs/product.md#unit-policy), the score and the delivery date, and the pair's Create deal. Narrower than
 * its columns (a phone), it scrolls sideways inside its container.
 */
export function MatchTable({
  rfq,
  candidates,
  label,
  action,
}: {
  rfq: Rfq;
  candidates: Candidate[];
  label: string;
  action: (c: Candidate) => ReactNode;
}) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'score', direction: 'descending' });
  const rows = useMemo(
    () =>
      sortRows(
        candidates.map((c) => rowOf(c, rfq)),
        sort,
      ),
    [candidates, rfq, sort],
  );
  return (
    <Table
      aria-label={label}
      sortDescriptor={sort}
      onSortChange={setSort}
      minWidth="62rem"
      maxHeight="none"
    >
      <TableHeader>
        <TableColumn id="offer" isRowHeader allowsSorting width="11rem">
          Offer
        </TableColumn>
        <TableColumn id="product" allowsSorting width="8rem">
          Product
        </TableColumn>
        <TableColumn id="volume" allowsSorting align="end" width="10rem">
          {`Volume (${rfq.volumeUnit})`}
        </TableColumn>
        <TableColumn id="price" allowsSorting align="end" width="8rem">
          Price
        </TableColumn>
        <TableColumn id="perMT" allowsSorting align="end" width="8rem">
          {`Per ${NORMALISED_PRICE_UNIT}`}
        </TableColumn>
        <TableColumn id="score" allowsSorting align="end" width="6rem">
          Score
        </TableColumn>
        <TableColumn id="delivery" allowsSorting width="8rem">
          Delivery
        </TableColumn>
        <TableColumn id="action" width="8rem">
          Action
        </TableColumn>
      </TableHeader>
      <TableBody<Row> items={rows} dependencies={[rfq.volumeUnit]}>
        {(row) => {
          const o = row.candidate.offer;
          return (
            <TableRow id={row.id}>
              <TableCell>{row.offer}</TableCell>
              <TableCell>{row.product}</TableCell>
              <TableCell align="end">
                {`${o.volumeUnit === rfq.volumeUnit ? '' : '≈ '}${formatNumber(Math.round(row.volume))} ${rfq.volumeUnit}`}
              </TableCell>
              <TableCell align="end">
                {unitPrice(o.pricePerUnit, o.currency, o.volumeUnit)}
              </TableCell>
              <TableCell align="end">
                {row.perMT === null
                  ? '—'
                  : unitPrice(row.perMT.toFixed(2), o.currency, NORMALISED_PRICE_UNIT)}
              </TableCell>
              <TableCell align="end">{`${row.score} %`}</TableCell>
              <TableCell>{dateText(row.delivery)}</TableCell>
              <TableCell>{action(row.candidate)}</TableCell>
            </TableRow>
          );
        }}
      </TableBody>
    </Table>
  );
}
