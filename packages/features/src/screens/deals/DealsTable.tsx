import { useId, useMemo, useState } from 'react';
import { LayoutGrid, Table2 } from 'lucide-react';
import { ToggleButton, ToggleButtonGroup, type SortDescriptor } from 'react-aria-components';
import {
  EmptyState,
  Link,
  StatusBadge,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
  formatDateTime,
  formatVolume,
  missingValue,
} from '@petrobridge/ui';
import {
  dealStatuses,
  evidenceMissing,
  type DealEvidence,
  productTypeNames,
} from '@petrobridge/domain';
import type { Deal } from '../../data/api/deals';
import { displayNow, timeAgo } from '../../kit/clock';
import { formatDealMoney } from '../../kit/money';
import { getHref } from '../../kit/routes';
import { statusDisplay } from '../../kit/status';
import { dealsViews, type DealsView } from './deals-view';
import * as styles from './deals-table.css';

const viewLabels: Record<DealsView, string> = { cards: 'Cards', table: 'Table' };
const viewIcons = { cards: LayoutGrid, table: Table2 } as const;

/** Cards | Table: a react-aria ToggleButtonGroup, one of the two always pressed. */
export function DealsViewSwitch({
  view,
  onChange,
}: {
  view: DealsView;
  onChange: (next: DealsView) => void;
}) {
  return (
    <ToggleButtonGroup
      aria-label="View"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[view]}
      onSelectionChange={(keys) => {
        const next = [...keys][0];
        if (next === 'cards' || next === 'table') onChange(next);
      }}
      className={styles.viewSwitch}
    >
      {dealsViews.map((id) => {
        const Glyph = viewIcons[id];
        return (
          <ToggleButton key={id} id={id} className={styles.viewButton}>
            <Glyph aria-hidden size={16} />
            {viewLabels[id]}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}

/** The deal's evidence as far as the list carries it: the contract's signatures are not in it. */
const listEvidence = (deal: Deal): DealEvidence => ({
  ...deal,
  // Unknown here: assumed given, so only what the list can tell is named (the deal page names the rest).
  signedSides: ['seller', 'buyer'],
});

/**
 * Who or what the deal waits on before its next move, as far as the list payload tells
 * (docs/product.md#agreement-before-binding, #evidence-per-move): the terms' acceptance, the lock,
 * the letter of credit, the bill of lading, the vessel's IMO number, the delivery date. The open
 * proposal and the contract's signatures are not in the list: the deal page names them.
 */
export function waitingOn(deal: Deal, today: string = displayNow().toISOString().slice(0, 10)) {
  const evidence = listEvidence(deal);
  switch (deal.status) {
    case 'negotiation':
      return deal.termsAgreedAt && deal.pricePerUnit !== null ? 'the lock' : 'acceptance of terms';
    case 'lc_pending':
      return !deal.lcDetails?.lcNumber || evidenceMissing('lc_confirmed', evidence, today).length
        ? 'letter of credit'
        : 'signatures or LC confirmation';
    case 'lc_confirmed': {
      const missing = evidenceMissing('shipped', evidence, today);
      const named = [
        missing.some((m) => /bill of lading/i.test(m)) ? 'bill of lading' : null,
        missing.some((m) => /IMO/.test(m)) ? 'vessel IMO number' : null,
      ].filter((m): m is string => m !== null);
      return named.length ? named.join(', ') : 'shipment';
    }
    case 'shipped':
      return evidenceMissing('delivered', evidence, today).length
        ? 'delivery date'
        : 'delivery confirmation';
    case 'delivered':
      return 'completion';
    default:
      return missingValue;
  }
}

type SortKey =
  | 'dealNumber'
  | 'product'
  | 'seller'
  | 'buyer'
  | 'counterparty'
  | 'volume'
  | 'price'
  | 'value'
  | 'commission'
  | 'status'
  | 'waitingOn'
  | 'since';

/** The other side for a seller or buyer of the deal; null for staff (they see both). */
function counterpartyName(deal: Deal, userId: string | undefined): string | null {
  if (userId && deal.sellerId === userId) return deal.buyerCompanyName ?? null;
  if (userId && deal.buyerId === userId) return deal.sellerCompanyName ?? null;
  return null;
}

/** A figure to compare; a missing one is sorted apart first (`lacks`), so 0 here only ties. */
const num = (v: string | number | null | undefined) =>
  v === null || v === undefined ? 0 : Number(v);

/**
 * Compares two deals on a column. Amounts in different units or currencies are not compared as raw
 * numbers: the unit (or currency) orders first, then the figure.
 */
function compare(a: Deal, b: Deal, key: SortKey, userId: string | undefined): number {
  const text = (x: string | null | undefined, y: string | null | undefined) =>
    (x ?? '').localeCompare(y ?? '', 'en-US', { numeric: true });
  const grouped = (ga: string, gb: string, x: number, y: number) => text(ga, gb) || x - y;
  switch (key) {
    case 'dealNumber':
      return text(a.dealNumber, b.dealNumber);
    case 'product':
      return text(productTypeNames[a.productType], productTypeNames[b.productType]);
    case 'seller':
      return text(a.sellerCompanyName, b.sellerCompanyName);
    case 'buyer':
      return text(a.buyerCompanyName, b.buyerCompanyName);
    case 'counterparty':
      return text(counterpartyName(a, userId), counterpartyName(b, userId));
    case 'volume':
      return grouped(a.volumeUnit, b.volumeUnit, a.volume, b.volume);
    case 'price':
      return grouped(
        `${a.currency}/${a.volumeUnit}`,
        `${b.currency}/${b.volumeUnit}`,
        num(a.pricePerUnit),
        num(b.pricePerUnit),
      );
    case 'value':
      return grouped(a.currency, b.currency, num(a.totalValue), num(b.totalValue));
    case 'commission':
      return grouped(a.currency, b.currency, num(a.commissionAmount), num(b.commissionAmount));
    case 'status':
      return dealStatuses.indexOf(a.status) - dealStatuses.indexOf(b.status);
    case 'waitingOn':
      return text(waitingOn(a), waitingOn(b));
    case 'since':
      return Date.parse(a.updatedAt) - Date.parse(b.updatedAt);
  }
}

/** The deal has no figure for the column (a deal without a price has no value either). */
function lacks(deal: Deal, key: SortKey): boolean {
  if (key === 'price') return deal.pricePerUnit === null;
  if (key === 'value') return deal.totalValue === null;
  if (key === 'commission')
    return deal.commissionAmount === null || deal.commissionAmount === undefined;
  return false;
}

export interface DealsTableProps {
  deals: readonly Deal[];
  /** The signed-in user's id: a seller or buyer sees one Counterparty column. */
  userId: string | undefined;
  /** Staff see Seller and Buyer; a trader sees their counterparty. */
  isStaff: boolean;
  /** Commission columns (the brokers', as on the cards). Never for sellers and buyers. */
  showCommission: boolean;
  /** More than one page: the caption says the sort orders this page only. */
  isPaged: boolean;
}

/**
 * Deal Management as a table for the desk: deal number (a link to the deal page, where its moves
 * are), product, the parties as the identity rule lets the caller see them, volume, price, value,
 * status, what the deal waits on and since when. Sorting orders the loaded page in the browser.
 */
export function DealsTable({ deals, userId, isStaff, showCommission, isPaged }: DealsTableProps) {
  const [sort, setSort] = useState<SortDescriptor | undefined>(undefined);
  const rows = useMemo(() => {
    if (!sort) return [...deals];
    const key = sort.column as SortKey;
    const sign = sort.direction === 'descending' ? -1 : 1;
    // A deal without the figure (no price yet) goes last in either direction.
    return [...deals].sort((a, b) => {
      const ma = lacks(a, key);
      const mb = lacks(b, key);
      if (ma !== mb) return ma ? 1 : -1;
      return sign * compare(a, b, key, userId);
    });
  }, [deals, sort, userId]);
  const today = displayNow().toISOString().slice(0, 10);
  const captionId = useId();
  const parties = isStaff || deals.every((d) => counterpartyName(d, userId) === null);
  return (
    <div>
      <Table
        aria-label="Deals"
        aria-describedby={captionId}
        sortDescriptor={sort}
        onSortChange={setSort}
        minWidth={showCommission ? '96rem' : parties ? '86rem' : '74rem'}
        maxHeight="none"
      >
        <TableHeader>
          <TableColumn id="dealNumber" isRowHeader allowsSorting width="10rem">
            Deal
          </TableColumn>
          <TableColumn id="product" allowsSorting width="10rem">
            Product
          </TableColumn>
          {parties ? (
            <>
              <TableColumn id="seller" allowsSorting width="14rem">
                Seller
              </TableColumn>
              <TableColumn id="buyer" allowsSorting width="14rem">
                Buyer
              </TableColumn>
            </>
          ) : (
            <TableColumn id="counterparty" allowsSorting width="12rem">
              Counterparty
            </TableColumn>
          )}
          <TableColumn id="volume" allowsSorting align="end" width="10rem">
            Volume
          </TableColumn>
          <TableColumn id="price" allowsSorting align="end" width="8rem">
            Price
          </TableColumn>
          <TableColumn id="value" allowsSorting align="end" width="11rem">
            Value
          </TableColumn>
          {showCommission ? (
            <TableColumn id="commission" allowsSorting align="end" width="10rem">
              Commission
            </TableColumn>
          ) : null}
          <TableColumn id="status" allowsSorting width="9rem">
            Status
          </TableColumn>
          <TableColumn id="waitingOn" allowsSorting width="12rem">
            Waiting on
          </TableColumn>
          <TableColumn id="since" allowsSorting width="8rem">
            Since
          </TableColumn>
        </TableHeader>
        <TableBody<Deal>
          items={rows}
          dependencies={[parties, showCommission, today]}
          renderEmptyState={() => <EmptyState size="sm" headingLevel={2} title="No deals found" />}
        >
          {(deal) => {
            const status = statusDisplay('deal', deal.status);
            const other = counterpartyName(deal, userId);
            return (
              <TableRow id={deal.id}>
                <TableCell>
                  <Link href={getHref('deal', { id: deal.id })}>{deal.dealNumber}</Link>
                </TableCell>
                <TableCell>{productTypeNames[deal.productType] ?? deal.productType}</TableCell>
                {parties ? (
                  <>
                    <TableCell>{deal.sellerCompanyName ?? missingValue}</TableCell>
                    <TableCell>{deal.buyerCompanyName ?? missingValue}</TableCell>
                  </>
                ) : (
                  <TableCell>{other ?? missingValue}</TableCell>
                )}
                <TableCell align="end">{formatVolume(deal.volume, deal.volumeUnit)}</TableCell>
                <TableCell align="end">
                  {deal.pricePerUnit === null
                    ? missingValue
                    : `${formatDealMoney(deal.pricePerUnit, deal.currency, 2)}/${deal.volumeUnit}`}
                </TableCell>
                <TableCell align="end">
                  {/* Before both sides accept the same terms the value is only proposed. */}
                  {formatDealMoney(deal.totalValue, deal.currency)}
                  {deal.termsAgreedAt || deal.totalValue === null ? '' : ' (proposed)'}
                </TableCell>
                {showCommission ? (
                  <TableCell align="end">
                    {deal.commissionAmount === undefined || deal.commissionAmount === null
                      ? missingValue
                      : `${formatDealMoney(deal.commissionAmount, deal.currency)} (${deal.commissionRate ?? '—'} %)`}
                  </TableCell>
                ) : null}
                <TableCell>
                  <StatusBadge {...status} size="sm" />
                </TableCell>
                <TableCell>{waitingOn(deal, today)}</TableCell>
                <TableCell>
                  <time dateTime={deal.updatedAt} title={formatDateTime(deal.updatedAt)}>
                    {timeAgo(deal.updatedAt)}
                  </time>
                </TableCell>
              </TableRow>
            );
          }}
        </TableBody>
      </Table>
      <Text id={captionId} size="xs" tone="muted" className={styles.caption}>
        {isPaged
          ? 'Sorting orders the deals on this page; the pages themselves run newest first.'
          : 'Sorting orders the deals listed here.'}{' '}
        Open a deal by its number for its moves and what each still requires.
      </Text>
    </div>
  );
}
