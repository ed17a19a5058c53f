/** The buyer dashboard's table columns: RFQs, matched offers and deals. */
import type { ReactNode } from 'react';
import type { Schema } from '@petrobridge/api-client';
import {
  Badge,
  ButtonLink,
  Inline,
  Stack,
  Text,
  formatDate,
  formatNumber,
  formatUsd,
  type StaticTableColumn,
} from '@petrobridge/ui';
import { getHref } from '../../../kit/routes';
import { unitPrice } from '../../../kit/prices';
import { DealState, ListingState, perMT, OwnAndMT, product, ContractAction } from './parts';

type BuyerRfq = Schema<'BuyerRfq'>;
type BuyerDeal = Schema<'BuyerDeal'>;
type MatchedOffer = Schema<'MatchedOffer'>;

/** Track: the deal's page, scrolled to its timeline. */
export const trackHref = (id: string) => `${getHref('deal', { id })}#timeline`;

export function Score({ value }: { value: number }) {
  return (
    <Badge size="sm" tone={value >= 80 ? 'success' : 'info'} aria-label={`Match score ${value} %`}>
      {value} % match
    </Badge>
  );
}

export const rfqColumns = (
  actions?: (rfq: BuyerRfq) => ReactNode,
): StaticTableColumn<BuyerRfq>[] => [
  { id: 'product', header: 'Product', isRowHeader: true, cell: (r) => product(r.productType) },
  // The RFQ's own unit and price, as /rfqs shows them; MT only as the secondary figure
  // (docs/product.md#unit-policy).
  {
    id: 'quantity',
    header: 'Quantity',
    align: 'end',
    cell: (r) => (
      <OwnAndMT
        own={`${formatNumber(r.volume)} ${r.volumeUnit}`}
        mt={r.volumeUnit === 'MT' ? null : `${formatNumber(r.quantity)} MT`}
      />
    ),
  },
  {
    id: 'price',
    header: 'Max price',
    align: 'end',
    cell: (r) => (
      <OwnAndMT
        own={unitPrice(r.maxPricePerUnit, r.currency, r.volumeUnit)}
        mt={r.volumeUnit === 'MT' ? null : perMT(r.maxPricePerMT, r.currency)}
      />
    ),
  },
  ...(actions
    ? [
        {
          id: 'delivery',
          header: 'Delivery',
          cell: (r: BuyerRfq) => (
            <Stack gap="0.5">
              <Text size="sm">{r.deliveryLocation}</Text>
              <Text size="xs" tone="muted">
                By {formatDate(r.deliveryTimeframe)}
              </Text>
            </Stack>
          ),
        },
      ]
    : []),
  { id: 'status', header: 'Status', cell: (r) => <ListingState status={r.status} /> },
  { id: 'matches', header: 'Matches', align: 'end', cell: (r) => formatNumber(r.matchCount) },
  ...(actions ? [{ id: 'actions', header: 'Actions', cell: actions }] : []),
];

export const matchColumns: StaticTableColumn<MatchedOffer>[] = [
  { id: 'product', header: 'Product', isRowHeader: true, cell: (o) => product(o.productType) },
  {
    id: 'quantity',
    header: 'Quantity',
    align: 'end',
    cell: (o) => (
      <OwnAndMT
        own={`${formatNumber(o.volume)} ${o.volumeUnit}`}
        mt={o.volumeUnit === 'MT' ? null : `${formatNumber(o.quantity)} MT`}
      />
    ),
  },
  { id: 'seller', header: 'Seller', cell: (o) => o.sellerCompany },
  { id: 'score', header: 'Match', cell: (o) => <Score value={o.matchScore} /> },
];

export const dealColumns: StaticTableColumn<BuyerDeal>[] = [
  {
    id: 'product',
    header: 'Deal',
    isRowHeader: true,
    cell: (d) => (
      <Stack gap="1">
        <Text>{product(d.productType)}</Text>
        <Text size="sm" tone="muted">
          {formatNumber(d.quantity)} MT
        </Text>
      </Stack>
    ),
  },
  { id: 'seller', header: 'Seller', cell: (d) => d.sellerCompany },
  {
    id: 'value',
    header: 'Value',
    align: 'end',
    cell: (d) => (d.totalValue === null ? '—' : formatUsd(d.totalValue, { decimals: 0 })),
  },
  { id: 'status', header: 'Status', cell: (d) => <DealState status={d.status} /> },
  {
    id: 'fees',
    header: 'Fees',
    align: 'end',
    cell: (d) => (d.fees === null ? '—' : formatUsd(d.fees)),
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: (d) => (
      <Inline gap="2" wrap={false}>
        <ButtonLink size="sm" variant="secondary" href={getHref('deal', { id: d.id })}>
          Details
        </ButtonLink>
        <ContractAction id={d.id} status={d.status} />
        <ButtonLink size="sm" variant="secondary" href={trackHref(d.id)}>
          Track
        </ButtonLink>
      </Inline>
    ),
  },
];
