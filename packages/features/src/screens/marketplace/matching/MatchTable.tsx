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
import { NORMALISED_PRICE_UNIT } from '@petrobridge/domain';
import type { Schema } from '@petrobridge/api-client';
import type { Rfq } from '../../../data/api/rfqs';
import { unitPrice } from '../../../kit/prices';
import { dateText } from './CandidateCard';
import { rowOf, sortRows, type Row } from './match-rows';

type Candidate = Schema<'OfferCandidate'>;

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
