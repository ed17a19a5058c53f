import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  Card,
  EmptyState,
  Inline,
  Skeleton,
  Stack,
  StaticTable,
  StatusBadge,
  Text,
  formatDate,
  formatNumber,
  toast,
  type StaticTableColumn,
} from '@petrobridge/ui';
import {
  deactivationSchema,
  type ProductType,
  type VolumeUnit,
  productTypeNames,
} from '@petrobridge/domain';
import {
  useDeactivateOffer,
  useOffers,
  useReactivateOffer,
  type Offer,
} from '../../data/api/offers';
import { useDeactivateRfq, useReactivateRfq, useRfqs, type Rfq } from '../../data/api/rfqs';
import { failureText } from '../../kit/errors';
import { Loadable, LoadFailed } from '../../kit/screen-state';
import { FormDialog } from '../../kit/FormDialog';
import { FormError, FormTextArea, useApiForm } from '../../kit/form';
import { formatDealMoney } from '../../kit/money';
import { Pager } from '../../kit/Pager';
import { withArgs } from '../../kit/with-args';
import { FilterSelect, useAddressFilter } from './AddressFilter';
import * as s from './super-admin.css';

/** Listings per page of the tab. */
export const LISTINGS_PAGE_SIZE = 20;

const kinds = [
  { id: 'offers', name: 'Offers' },
  { id: 'rfqs', name: 'RFQs' },
] as const;
type Kind = (typeof kinds)[number]['id'];

const states = [
  { id: 'active', name: 'Active' },
  { id: 'closed', name: 'Inactive or taken down' },
] as const;

/** One row of the table: an offer or an RFQ, as oversight reads it. */
export interface ListingRow {
  id: string;
  kind: 'offer' | 'rfq';
  productType: ProductType;
  volume: number;
  volumeUnit: VolumeUnit;
  /** The offer's price or the RFQ's maximum; null: price on request. */
  price: string | null;
  currency: Offer['currency'];
  deliveryLocation: string | null;
  deliveryDate: string | null;
  companyName: string | null;
  contactName: string | null;
  contactEmail: string | null;
  isActive: boolean;
  deactivationReason: string | null;
  /** Offers only: the proof-of-product state. */
  verifiedSupply?: boolean;
  createdAt: string;
}

export const offerRow = (o: Offer): ListingRow => ({
  id: o.id,
  kind: 'offer',
  productType: o.productType,
  volume: o.volume,
  volumeUnit: o.volumeUnit,
  price: o.pricePerUnit,
  currency: o.currency,
  deliveryLocation: o.deliveryLocation,
  deliveryDate: o.deliveryDate,
  companyName: o.companyName ?? null,
  contactName: o.contactName ?? null,
  contactEmail: o.contactEmail ?? null,
  isActive: o.isActive,
  deactivationReason: o.deactivationReason ?? null,
  verifiedSupply: o.verifiedSupply,
  createdAt: o.createdAt,
});

export const rfqRow = (r: Rfq): ListingRow => ({
  id: r.id,
  kind: 'rfq',
  productType: r.productType,
  volume: r.volume,
  volumeUnit: r.volumeUnit,
  price: r.maxPricePerUnit,
  currency: r.currency,
  deliveryLocation: r.deliveryLocation,
  deliveryDate: r.requiredDeliveryDate,
  companyName: r.companyName ?? null,
  contactName: r.contactName ?? null,
  contactEmail: r.contactEmail ?? null,
  isActive: r.isActive,
  deactivationReason: r.deactivationReason ?? null,
  createdAt: r.createdAt,
});

const nounOf = (row: Pick<ListingRow, 'kind'>) => (row.kind === 'offer' ? 'offer' : 'RFQ');
const titleOf = (row: Pick<ListingRow, 'kind'>) => (row.kind === 'offer' ? 'Offer' : 'RFQ');

/** What a row's state reads: active, closed by its owner, or taken down by an admin (why). */
function ListingState({ row }: { row: ListingRow }) {
  if (row.isActive) return <StatusBadge tone="success" label="Active" size="sm" />;
  if (!row.deactivationReason) return <StatusBadge tone="neutral" label="Inactive" size="sm" />;
  return (
    <Stack gap="1">
      <StatusBadge tone="danger" label="Taken down" size="sm" />
      <Text size="xs" tone="muted">
        {row.deactivationReason}
      </Text>
    </Stack>
  );
}

function columnsFor(
  kind: Kind,
  actions: (row: ListingRow) => React.ReactNode,
): StaticTableColumn<ListingRow>[] {
  return [
    {
      id: 'listing',
      header: kind === 'offers' ? 'Offer' : 'RFQ',
      isRowHeader: true,
      cell: (r) => (
        <Stack gap="0.5">
          <Text elementType="span" weight="medium">
            {productTypeNames[r.productType]}
          </Text>
          <Text elementType="span" size="xs" tone="muted">
            {formatNumber(r.volume)} {r.volumeUnit} · posted {formatDate(r.createdAt)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'owner',
      header: kind === 'offers' ? 'Seller' : 'Buyer',
      cell: (r) => (
        <Stack gap="0.5">
          <Text elementType="span">{r.companyName ?? '—'}</Text>
          <Text elementType="span" size="xs" tone="muted">
            {[r.contactName, r.contactEmail].filter(Boolean).join(' · ') || '—'}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'price',
      header: kind === 'offers' ? 'Price' : 'Max price',
      cell: (r) =>
        r.price === null ? 'Price on request' : formatDealMoney(r.price, r.currency, 2),
    },
    {
      id: 'delivery',
      header: 'Delivery',
      cell: (r) =>
        `${r.deliveryLocation || 'Flexible'}, ${r.deliveryDate ? formatDate(r.deliveryDate) : 'Flexible'}`,
    },
    ...(kind === 'offers'
      ? [
          {
            id: 'proof',
            header: 'Proof of product',
            cell: (r: ListingRow) =>
              r.verifiedSupply ? (
                <StatusBadge tone="success" label="Verified supply" size="sm" />
              ) : (
                <Text size="sm" tone="muted">
                  Not verified
                </Text>
              ),
          },
        ]
      : []),
    { id: 'state', header: 'Status', cell: (r) => <ListingState row={r} /> },
    { id: 'actions', header: 'Actions', cell: actions, stickyEnd: true },
  ];
}

/** Take Down: the reason the owner is told (required), then the write and its toasts. */
function TakeDownDialog({ row, onClose }: { row: ListingRow; onClose: () => void }) {
  const noun = nounOf(row);
  const { control, onSubmit, isPending, reset, formError } = useApiForm({
    schema: deactivationSchema,
    defaultValues: { reason: '' },
    useMutation: withArgs<{ reason: string }, { id: string }, Offer | Rfq>(
      row.kind === 'offer' ? useDeactivateOffer : useDeactivateRfq,
      { id: row.id },
    ),
    success: {
      title: `${titleOf(row)} taken down`,
      description: 'It has left the marketplace and its owner has been told why.',
    },
    failure: { title: 'Error', fallback: `Failed to take the ${noun} down` },
    onSuccess: onClose,
  });
  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Take down ${noun}`}
      description={`${productTypeNames[row.productType]}, ${formatNumber(row.volume)} ${row.volumeUnit}${row.companyName ? ` by ${row.companyName}` : ''}. It leaves the marketplace at once; its owner is notified with your reason and cannot reopen it until an admin reinstates it.`}
      formId="take-down-form"
      submitLabel="Take down"
      pendingLabel="Taking down"
      form={{ onSubmit, isPending, reset }}
    >
      <FormTextArea
        control={control}
        name="reason"
        label="Reason (told to the owner)"
        isRequired
        rows={3}
      />
      <FormError message={formError} />
    </FormDialog>
  );
}

/**
 * Offers/RFQs: every listing with its owner's identity, price, delivery, proof of product and state;
 * an admin takes one down with a reason (its owner is notified and cannot reopen it) or reinstates it.
 * Kind, state and page live in the address.
 */
export function OffersTab() {
  const [params, setParams] = useSearchParams();
  const kindFilter = useAddressFilter('listings', kinds);
  const stateFilter = useAddressFilter('state', states);
  const [kind] = kindFilter;
  const [state] = stateFilter;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setPage = (next: number) => {
    const out = new URLSearchParams(params);
    if (next <= 1) out.delete('page');
    else out.set('page', String(next));
    setParams(out);
  };
  const query = {
    active: state === 'active',
    limit: LISTINGS_PAGE_SIZE,
    offset: (page - 1) * LISTINGS_PAGE_SIZE,
  };
  const offers = useOffers({ query, keepPreviousData: true, enabled: kind === 'offers' });
  const rfqs = useRfqs({ query, keepPreviousData: true, enabled: kind === 'rfqs' });
  const list = kind === 'offers' ? offers : rfqs;
  const rows: ListingRow[] =
    kind === 'offers'
      ? (offers.data?.items ?? []).map(offerRow)
      : (rfqs.data?.items ?? []).map(rfqRow);
  const total = (kind === 'offers' ? offers.data?.total : rfqs.data?.total) ?? 0;

  const [takingDown, setTakingDown] = useState<ListingRow | null>(null);
  const [reinstating, setReinstating] = useState<string | null>(null);
  const reinstated = {
    onSuccess: (l: { id: string }) => {
      setReinstating(null);
      toast({
        title: `${kind === 'offers' ? 'Offer' : 'RFQ'} reinstated`,
        description: 'It is back on the marketplace and its owner has been told.',
        tone: 'success',
      });
      return l;
    },
    onError: (error: unknown) => {
      setReinstating(null);
      toast({
        title: 'Error',
        description: failureText(error, 'Failed to reinstate the listing'),
        tone: 'danger',
      });
    },
  };
  const reactivateOffer = useReactivateOffer(reinstated);
  const reactivateRfq = useReactivateRfq(reinstated);

  const actions = (row: ListingRow) =>
    row.deactivationReason ? (
      <Button
        size="sm"
        variant="secondary"
        isPending={reinstating === row.id}
        pendingLabel="Reinstating"
        onPress={() => {
          setReinstating(row.id);
          void (row.kind === 'offer' ? reactivateOffer : reactivateRfq).trigger({ id: row.id });
        }}
      >
        Reinstate
      </Button>
    ) : (
      <Button size="sm" variant="danger" onPress={() => setTakingDown(row)}>
        Take down
      </Button>
    );

  const pages = Math.max(1, Math.ceil(total / LISTINGS_PAGE_SIZE));
  const noun = kind === 'offers' ? 'offers' : 'RFQs';
  return (
    <Card title="Offers/RFQs" headingLevel={2}>
      <Stack gap="4">
        <div className={s.filter}>
          <FilterSelect label="Listings" options={kinds} filter={kindFilter} />
          <FilterSelect label="Status" options={states} filter={stateFilter} />
        </div>
        <Loadable<{ items: unknown[]; total: number }>
          query={list}
          loading={<Skeleton lines={5} />}
          failed={
            <LoadFailed>The {noun} could not be loaded. Reload the page to try again.</LoadFailed>
          }
          fallback={{ items: [], total: 0 }}
        >
          {() => (
            <Stack gap="3">
              <Inline gap="3" align="center" justify="between" wrap>
                <Text size="sm" tone="muted" aria-live="polite">
                  {formatNumber(total)} {state === 'active' ? 'active' : 'inactive'} {noun}
                </Text>
                <Pager page={page} pages={pages} onPage={setPage} />
              </Inline>
              <StaticTable
                aria-label={kind === 'offers' ? 'Offers' : 'RFQs'}
                minWidth="52rem"
                columns={columnsFor(kind, actions)}
                items={rows}
                getKey={(r) => r.id}
                emptyState={
                  <EmptyState
                    size="sm"
                    title={kind === 'offers' ? 'No offers found' : 'No RFQs found'}
                  />
                }
              />
            </Stack>
          )}
        </Loadable>
      </Stack>
      {takingDown ? <TakeDownDialog row={takingDown} onClose={() => setTakingDown(null)} /> : null}
    </Card>
  );
}
