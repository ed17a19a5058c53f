import { lazy, Suspense, useState } from 'react';
import { Boxes, DollarSign, Handshake, Package } from 'lucide-react';
import {
  Button,
  ButtonLink,
  Card,
  Dialog,
  EmptyState,
  Grid,
  Inline,
  Link,
  Modal,
  Stack,
  Text,
  formatNumber,
  formatUsd,
  type StaticTableColumn,
} from '@petrobridge/ui';
import type { Schema } from '@petrobridge/api-client';
import { getHref } from '../../../kit/routes';
import { unitPrice } from '../../../kit/prices';
import { useSellerDeals, useSellerMetrics, useSellerOffers } from '../../../data/api/dashboards';
import { useOffer } from '../../../data/api/offers';
import { Facts } from '../../../kit/Facts';
import { VerifiedSupply } from '../../../widgets/verified-supply/VerifiedSupply';
import { AiInsights } from '../AiInsights';
import { KycBlocked, useKycGate } from '../../../widgets/listing-forms/KycGate';
import { TraderDashboard, type DashboardTab } from './TraderDashboard';
import { TraderDocuments } from './TraderDocuments';
import {
  DealState,
  Failed,
  ReadModelTable,
  Figures,
  ListingState,
  NotificationsPanel,
  perMT,
  OwnAndMT,
  product,
  type Figure,
  ContractAction,
  contractReason,
} from './parts';
import * as s from './trader.css';
import { Loadable } from '../../../kit/screen-state';

const ProofOfProductDialog = lazy(() =>
  import('../../../widgets/listing-forms/ProofOfProductDialog').then((m) => ({
    default: m.ProofOfProductDialog,
  })),
);
const OfferFormDialog = lazy(() =>
  import('../../../widgets/listing-forms/OfferFormDialog').then((m) => ({
    default: m.OfferFormDialog,
  })),
);

type SellerOffer = Schema<'SellerOffer'>;

type SellerDeal = Schema<'SellerDeal'>;

/** AiInsights' `role` (a literal would read as an ARIA role to the linter). */
const sellerRole = 'seller' as const;

const figures: Figure<Schema<'SellerMetrics'>>[] = [
  { label: 'Active Offers', icon: Package, value: (d) => formatNumber(d?.activeOffers) },
  { label: 'Pending Deals', icon: Handshake, value: (d) => formatNumber(d?.pendingDeals) },
  {
    label: 'Total Volume Traded',
    icon: Boxes,
    value: (d) => `${formatNumber(d?.totalVolume)} MT`,
  },
  // docs/product.md#figures: sold = completed sales; committed = locked, not completed. No commission.
  {
    label: 'Total Sold',
    icon: DollarSign,
    value: (d) => formatUsd(d?.totalSold, { decimals: 0 }),
    note: (d) => `${formatUsd(d.totalCommitted, { decimals: 0 })} committed in locked deals`,
  },
];

const offerColumns = (
  actions?: (offer: SellerOffer) => React.ReactNode,
): StaticTableColumn<SellerOffer>[] => [
  { id: 'product', header: 'Product', isRowHeader: true, cell: (o) => product(o.productType) },
  // The offer's own unit and price, as My Offers shows them; MT only as the secondary figure
  // (docs/product.md#unit-policy).
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
  {
    id: 'price',
    header: 'Price',
    align: 'end',
    cell: (o) => (
      <OwnAndMT
        own={unitPrice(o.pricePerUnit, o.currency, o.volumeUnit)}
        mt={o.volumeUnit === 'MT' || o.pricePerMT === null ? null : perMT(o.pricePerMT, o.currency)}
      />
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (o) => (
      <Inline gap="1" align="center">
        <ListingState status={o.status} />
        {o.verifiedSupply ? <VerifiedSupply /> : null}
      </Inline>
    ),
  },
  ...(actions ? [{ id: 'actions', header: 'Actions', cell: actions }] : []),
];

const dealColumns = (withActions: boolean): StaticTableColumn<SellerDeal>[] => [
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
  { id: 'buyer', header: 'Buyer', cell: (d) => d.buyerCompany },
  {
    id: 'value',
    header: 'Value',
    align: 'end',
    cell: (d) => formatUsd(d.totalValue, { decimals: 0 }),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (d) => <DealState status={d.status} />,
  },
  ...(withActions
    ? [
        {
          id: 'actions',
          header: 'Actions',
          cell: (d: SellerDeal) => (
            <Inline gap="2" wrap={false}>
              <ButtonLink size="sm" variant="secondary" href={getHref('deal', { id: d.id })}>
                Details
              </ButtonLink>
              <ContractAction id={d.id} status={d.status} />
            </Inline>
          ),
        },
      ]
    : []),
];

function Overview() {
  const offers = useSellerOffers();
  const deals = useSellerDeals();
  return (
    <Stack gap="6">
      <Figures state={useSellerMetrics()} figures={figures} />
      <AiInsights role={sellerRole} title="AI Pricing Alerts" />
      <Grid columns={{ mobile: 1, desktop: 2 }} gap="6">
        <Card title="Recent Offers" headingLevel={2}>
          <ReadModelTable
            state={offers}
            what="Your offers"
            limit={5}
            aria-label="Recent offers"
            minWidth="28rem"
            columns={offerColumns()}
            getKey={(o) => o.id}
            emptyState={
              <EmptyState
                size="sm"
                title="No offers yet"
                action={<Link href={getHref('myOffers')}>Post your first offer</Link>}
              />
            }
          />
        </Card>
        <Card title="Deal Pipeline" headingLevel={2}>
          <ReadModelTable
            state={deals}
            what="Your deals"
            limit={5}
            aria-label="Deal pipeline"
            minWidth="36rem"
            columns={dealColumns(false)}
            getKey={(d) => d.id}
            emptyState={<EmptyState size="sm" title="No deals yet" />}
          />
        </Card>
      </Grid>
    </Stack>
  );
}

/** View opens the offer as buyers see it (without the seller); Edit opens the offer form. */
function OfferAction({
  id,
  mode,
  onClose,
}: {
  id: string;
  mode: 'view' | 'edit';
  onClose: () => void;
}) {
  const offer = useOffer({ path: { id } });
  return (
    <Loadable query={offer} failed={<Failed what="The offer" />}>
      {(data) => {
        if (mode === 'edit')
          return (
            <Suspense fallback={null}>
              <OfferFormDialog isOpen offer={data} onOpenChange={(open) => !open && onClose()} />
            </Suspense>
          );
        return (
          <Modal isOpen onOpenChange={(open) => !open && onClose()} size="lg">
            <Dialog
              title={product(data.productType)}
              description="Your offer as buyers see it on the marketplace, without your name or company."
              footer={({ close }) => <Button onPress={close}>Close</Button>}
            >
              <Facts
                className={s.facts}
                items={[
                  ['Volume', `${formatNumber(data.volume)} ${data.volumeUnit}`],
                  [
                    'Price',
                    data.pricePerUnit === null
                      ? 'Price on request'
                      : `${formatNumber(data.pricePerUnit, { minDecimals: 2 })} ${data.currency} / ${data.volumeUnit}`,
                  ],
                  ['Delivery location', data.deliveryLocation ?? 'Flexible'],
                  ['Delivery date', data.deliveryDate ?? 'Flexible'],
                  ['Terms', data.terms ?? '—'],
                  ['Status', data.isActive ? 'Active' : 'Inactive'],
                ]}
              />
            </Dialog>
          </Modal>
        );
      }}
    </Loadable>
  );
}

function Offers() {
  const offers = useSellerOffers();
  const gate = useKycGate();
  const [action, setAction] = useState<{ id: string; mode: 'view' | 'edit' } | null>(null);
  const [docsOf, setDocsOf] = useState<SellerOffer | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="4">
      {gate.blocked ? (
        <KycBlocked id="offer-kyc-blocked" title="You cannot post offers yet" />
      ) : null}
      <Card
        title="My Offers"
        headingLevel={2}
        actions={
          <Button
            isDisabled={gate.blocked || !gate.ready}
            aria-describedby={gate.blocked ? 'offer-kyc-blocked' : undefined}
            onPress={() => setCreating(true)}
          >
            Create New Offer
          </Button>
        }
      >
        <Stack gap="3">
          <Text size="sm" tone="muted">
            Upload Docs attaches proof of product: an approved inspection report and storage receipt
            show “Verified supply” to buyers.
          </Text>
          <ReadModelTable
            state={offers}
            what="Your offers"
            aria-label="My offers"
            minWidth="48rem"
            columns={offerColumns((o) => (
              <Inline gap="2" wrap={false}>
                <Button
                  size="sm"
                  variant="secondary"
                  onPress={() => setAction({ id: o.id, mode: 'view' })}
                >
                  View
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onPress={() => setAction({ id: o.id, mode: 'edit' })}
                >
                  Edit
                </Button>
                <Button size="sm" variant="secondary" onPress={() => setDocsOf(o)}>
                  Upload Docs
                </Button>
              </Inline>
            ))}
            getKey={(o) => o.id}
            emptyState={<EmptyState size="sm" title="No offers yet" />}
          />
        </Stack>
        {action ? <OfferAction {...action} onClose={() => setAction(null)} /> : null}
        <Suspense fallback={null}>
          {creating ? <OfferFormDialog isOpen onOpenChange={(open) => setCreating(open)} /> : null}
          {docsOf ? (
            <ProofOfProductDialog
              isOpen
              offer={docsOf}
              onOpenChange={(open) => {
                if (!open) setDocsOf(null);
              }}
            />
          ) : null}
        </Suspense>
      </Card>
    </Stack>
  );
}

function Deals() {
  const deals = useSellerDeals();
  return (
    <Card title="Deal Tracking" headingLevel={2}>
      <Stack gap="3">
        <Text size="sm" tone="muted">
          Contract: {contractReason} The buyer is named once the trade is locked.
        </Text>
        <ReadModelTable
          state={deals}
          what="Your deals"
          aria-label="Deal tracking"
          minWidth="52rem"
          columns={dealColumns(true)}
          getKey={(d) => d.id}
          emptyState={<EmptyState size="sm" title="No deals found" />}
        />
      </Stack>
    </Card>
  );
}

type SellerTab = 'overview' | 'offers' | 'deals' | 'insights' | 'documents' | 'notifications';

const tabs: readonly DashboardTab<SellerTab>[] = [
  { id: 'overview', label: 'Overview', panel: () => <Overview /> },
  { id: 'offers', label: 'Offers', panel: () => <Offers /> },
  { id: 'deals', label: 'Deals', panel: () => <Deals /> },
  { id: 'insights', label: 'Insights', panel: () => <AiInsights role={sellerRole} /> },
  { id: 'documents', label: 'Documents', panel: () => <TraderDocuments /> },
  { id: 'notifications', label: 'Notifications', panel: () => <NotificationsPanel /> },
];

/**
 * /seller-dashboard/{tab?} (docs/product.md §2 Seller Dashboard, issue 15): every figure from the seller's
 * read models, every button wired or disabled with its reason.
 */
export function SellerDashboard() {
  return (
    <TraderDashboard
      route="sellerDashboard"
      title="Seller Dashboard"
      subtitle="Your offers, your sales and what the market says about them."
      tabs={tabs}
    />
  );
}
