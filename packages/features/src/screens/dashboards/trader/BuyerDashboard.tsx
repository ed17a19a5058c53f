import { lazy, Suspense, useState } from 'react';
import { Boxes, DollarSign, FileText, Target } from 'lucide-react';
import {
  Button,
  Card,
  Dialog,
  EmptyState,
  Grid,
  Inline,
  Link,
  Modal,
  Skeleton,
  Stack,
  Text,
  formatDate,
  formatNumber,
  formatUsd,
} from '@petrobridge/ui';
import type { Schema } from '@petrobridge/api-client';
import { getHref } from '../../../kit/routes';
import { unitPrice } from '../../../kit/prices';
import {
  useBuyerDeals,
  useBuyerMatchedOffers,
  useBuyerMetrics,
  useBuyerRfqs,
} from '../../../data/api/dashboards';
import { useOffer } from '../../../data/api/offers';
import { useRfq } from '../../../data/api/rfqs';
import { KycBlocked, useKycGate } from '../../../widgets/listing-forms/KycGate';
import { Facts } from '../../../kit/Facts';
import { AiInsights } from '../AiInsights';
import { TraderDocuments } from './TraderDocuments';
import { TraderDashboard, type DashboardTab } from './TraderDashboard';
import {
  Failed,
  ReadModelTable,
  Figures,
  NotificationsPanel,
  perMT,
  product,
  type Figure,
  contractReason,
} from './parts';
import * as s from './trader.css';
import { Score, rfqColumns, matchColumns, dealColumns } from './buyer-columns';
import { Loadable } from '../../../kit/screen-state';

// The forms carry zod and react-hook-form: loaded when first opened, not with the dashboard.
const RfqFormDialog = lazy(() =>
  import('../../../widgets/listing-forms/RfqFormDialog').then((m) => ({
    default: m.RfqFormDialog,
  })),
);
const ProposeOnOfferDialog = lazy(() =>
  import('../../../widgets/listing-forms/ProposalDialogs').then((m) => ({
    default: m.ProposeOnOfferDialog,
  })),
);

type BuyerRfq = Schema<'BuyerRfq'>;

/** AiInsights' `role` (a literal would read as an ARIA role to the linter). */
const buyerRole = 'buyer' as const;

const figures: Figure<Schema<'BuyerMetrics'>>[] = [
  { label: 'Active RFQs', icon: FileText, value: (d) => formatNumber(d?.activeRFQs) },
  { label: 'Matched Offers', icon: Target, value: (d) => formatNumber(d?.matchedOffers) },
  {
    label: 'Total Volume Requested',
    icon: Boxes,
    value: (d) => `${formatNumber(d?.totalVolumeRequested)} MT`,
  },
  // docs/product.md#figures: spent = completed purchases; committed = locked, not completed.
  {
    label: 'Total Spent Value',
    icon: DollarSign,
    value: (d) => formatUsd(d?.totalSpentValue, { decimals: 0 }),
    note: (d) => `${formatUsd(d.totalCommittedValue, { decimals: 0 })} committed in locked deals`,
  },
];

const rfqsTab = getHref('buyerDashboard', { tab: 'rfqs' });
export { trackHref } from './buyer-columns';

function Overview() {
  const rfqs = useBuyerRfqs();
  const matches = useBuyerMatchedOffers();
  return (
    <Stack gap="6">
      <Figures state={useBuyerMetrics()} figures={figures} />
      <AiInsights role={buyerRole} title="AI Seller Recommendations" />
      <Grid columns={{ mobile: 1, desktop: 2 }} gap="6">
        <Card title="Recent RFQs" headingLevel={2}>
          <ReadModelTable
            state={rfqs}
            what="Your RFQs"
            limit={5}
            aria-label="Recent RFQs"
            minWidth="32rem"
            columns={rfqColumns()}
            getKey={(r) => r.id}
            emptyState={
              <EmptyState
                size="sm"
                title="No RFQs yet"
                action={<Link href={rfqsTab}>Create your first RFQ</Link>}
              />
            }
          />
        </Card>
        <Card title="Matched Offers" headingLevel={2}>
          <ReadModelTable
            state={matches}
            what="The matched offers"
            limit={5}
            aria-label="Matched offers"
            minWidth="28rem"
            columns={matchColumns}
            getKey={(o) => o.id}
            emptyState={
              <EmptyState
                size="sm"
                title="No matching offers yet"
                description="Offers that fit your open RFQs appear here, best match first."
              />
            }
          />
        </Card>
      </Grid>
    </Stack>
  );
}

/** An RFQ as sellers see it, without the buyer. */
function ViewRfq({ id, onClose }: { id: string; onClose: () => void }) {
  const rfq = useRfq({ path: { id } });
  return (
    <Loadable query={rfq} failed={<Failed what="The RFQ" />}>
      {(data) => (
        <Modal isOpen onOpenChange={(open) => !open && onClose()} size="lg">
          <Dialog
            title={product(data.productType)}
            description="Your request as sellers see it on the marketplace, without your name or company."
            footer={({ close }) => <Button onPress={close}>Close</Button>}
          >
            <Facts
              className={s.facts}
              items={[
                ['Volume', `${formatNumber(data.volume)} ${data.volumeUnit}`],
                ['Max price', unitPrice(data.maxPricePerUnit, data.currency, data.volumeUnit)],
                ['Delivery location', data.deliveryLocation],
                ['Deliver by', formatDate(data.requiredDeliveryDate)],
                ['Specifications', data.specifications ?? '—'],
                ['Status', data.isActive ? 'Open' : 'Closed'],
              ]}
            />
          </Dialog>
        </Modal>
      )}
    </Loadable>
  );
}

function EditRfq({ id, onClose }: { id: string; onClose: () => void }) {
  const rfq = useRfq({ path: { id } });
  return (
    <Loadable query={rfq} failed={<Failed what="The RFQ" />}>
      {(data) => (
        <Suspense fallback={null}>
          <RfqFormDialog isOpen rfq={data} onOpenChange={(open) => !open && onClose()} />
        </Suspense>
      )}
    </Loadable>
  );
}

/** Create Deal on a matched offer: the marketplace's proposal form, once the offer is loaded. */
function ProposeOn({ id, onClose }: { id: string; onClose: () => void }) {
  const offer = useOffer({ path: { id } });
  return (
    <Loadable query={offer} failed={<Failed what="The offer" />}>
      {(data) => (
        <Suspense fallback={null}>
          <ProposeOnOfferDialog listing={data} isOpen onOpenChange={(open) => !open && onClose()} />
        </Suspense>
      )}
    </Loadable>
  );
}

/** Matches: the offers that fit one RFQ, best first, each with its score and Create Deal. */
function RfqMatches({ rfq, onClose }: { rfq: BuyerRfq; onClose: () => void }) {
  const matches = useBuyerMatchedOffers({ query: { rfqId: rfq.id } });
  const [proposing, setProposing] = useState<string | null>(null);
  return (
    <>
      <Modal isOpen={proposing === null} onOpenChange={(open) => !open && onClose()} size="lg">
        <Dialog
          title={`Matches for ${product(rfq.productType)}`}
          description={`Active offers scoring 50 or more against your RFQ of ${formatNumber(rfq.volume)} ${rfq.volumeUnit} at most ${unitPrice(rfq.maxPricePerUnit, rfq.currency, rfq.volumeUnit)}, best first. Sellers stay anonymous until a trade is locked.`}
          footer={({ close }) => (
            <Button variant="secondary" onPress={close}>
              Close
            </Button>
          )}
        >
          <Loadable
            query={matches}
            loading={<Skeleton lines={4} aria-label="Loading matches" />}
            failed={<Failed what="The matches" />}
            fallback={[]}
            empty={
              <EmptyState
                size="sm"
                title="No matching offers yet"
                description="A later delivery date, a higher maximum price or a different volume may find sellers."
              />
            }
          >
            {(data) => (
              <Stack as="ul" gap="3" padding="none" margin="none" aria-label="Matching offers">
                {data.map((o) => (
                  <li key={o.id} className={s.match}>
                    <Stack gap="1">
                      <Inline gap="2" align="center">
                        <Text weight="medium">{product(o.productType)}</Text>
                        <Score value={o.matchScore} />
                      </Inline>
                      {/* The offer's own unit and price; MT under them (docs/product.md#unit-policy). */}
                      <Text size="sm">
                        {formatNumber(o.volume)} {o.volumeUnit} ·{' '}
                        {unitPrice(o.pricePerUnit, o.currency, o.volumeUnit)}
                      </Text>
                      {o.volumeUnit === 'MT' ? null : (
                        <Text size="xs" tone="muted">
                          ≈ {formatNumber(o.quantity)} MT
                          {o.pricePerMT === null ? '' : ` · ${perMT(o.pricePerMT, o.currency)}`}
                        </Text>
                      )}
                      <Text size="sm" tone="muted">
                        {o.deliveryLocation ?? 'Flexible'} ·{' '}
                        {o.deliveryDate ? `by ${formatDate(o.deliveryDate)}` : 'Flexible date'} ·{' '}
                        {o.sellerCompany}
                      </Text>
                    </Stack>
                    <Button size="sm" onPress={() => setProposing(o.id)}>
                      Create Deal
                    </Button>
                  </li>
                ))}
              </Stack>
            )}
          </Loadable>
        </Dialog>
      </Modal>
      {proposing ? <ProposeOn id={proposing} onClose={() => setProposing(null)} /> : null}
    </>
  );
}

type RfqAction = { rfq: BuyerRfq; mode: 'view' | 'edit' | 'matches' };

function Rfqs() {
  const rfqs = useBuyerRfqs();
  const gate = useKycGate();
  const [action, setAction] = useState<RfqAction | null>(null);
  const [creating, setCreating] = useState(false);
  const close = () => setAction(null);
  const button = (rfq: BuyerRfq, mode: RfqAction['mode'], label: string) => (
    <Button size="sm" variant="secondary" onPress={() => setAction({ rfq, mode })}>
      {label}
    </Button>
  );
  return (
    <Stack gap="4">
      {gate.blocked ? <KycBlocked id="rfq-kyc-blocked" title="You cannot post RFQs yet" /> : null}
      <Card
        title="My RFQs"
        headingLevel={2}
        actions={
          <Button
            isDisabled={gate.blocked || !gate.ready}
            aria-describedby={gate.blocked ? 'rfq-kyc-blocked' : undefined}
            onPress={() => setCreating(true)}
          >
            Create New RFQ
          </Button>
        }
      >
        <ReadModelTable
          state={rfqs}
          what="Your RFQs"
          aria-label="My RFQs"
          minWidth="60rem"
          columns={rfqColumns((r) => (
            <Inline gap="2" wrap={false}>
              {button(r, 'view', 'View')}
              {button(r, 'matches', 'Matches')}
              {button(r, 'edit', 'Edit')}
            </Inline>
          ))}
          getKey={(r) => r.id}
          emptyState={
            <EmptyState
              size="sm"
              title="No RFQs yet"
              description="Create an RFQ: sellers see it without your name and respond with a price."
            />
          }
        />
      </Card>
      {action?.mode === 'view' ? <ViewRfq id={action.rfq.id} onClose={close} /> : null}
      {action?.mode === 'edit' ? <EditRfq id={action.rfq.id} onClose={close} /> : null}
      {action?.mode === 'matches' ? <RfqMatches rfq={action.rfq} onClose={close} /> : null}
      {creating ? (
        <Suspense fallback={null}>
          <RfqFormDialog isOpen onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function Deals() {
  const deals = useBuyerDeals();
  return (
    <Card title="Deal Tracking" headingLevel={2}>
      <Stack gap="3">
        <Text size="sm" tone="muted">
          Contract: {contractReason} The seller is named once the trade is locked; fees are your
          brokerage fee on the deal, none on a cancelled deal.
        </Text>
        <ReadModelTable
          state={deals}
          what="Your deals"
          aria-label="Deal tracking"
          minWidth="56rem"
          columns={dealColumns}
          getKey={(d) => d.id}
          emptyState={
            <EmptyState
              size="sm"
              title="No deals found"
              action={<Link href={getHref('marketplace')}>Find offers on the marketplace</Link>}
            />
          }
        />
      </Stack>
    </Card>
  );
}

type BuyerTab = 'overview' | 'rfqs' | 'deals' | 'insights' | 'documents' | 'notifications';

const tabs: readonly DashboardTab<BuyerTab>[] = [
  { id: 'overview', label: 'Overview', panel: () => <Overview /> },
  { id: 'rfqs', label: 'RFQs', panel: () => <Rfqs /> },
  { id: 'deals', label: 'Deals', panel: () => <Deals /> },
  { id: 'insights', label: 'Insights', panel: () => <AiInsights role={buyerRole} /> },
  { id: 'documents', label: 'Documents', panel: () => <TraderDocuments /> },
  { id: 'notifications', label: 'Notifications', panel: () => <NotificationsPanel /> },
];

/**
 * /buyer-dashboard/{tab?} (docs/product.md §2 Buyer Dashboard, issue 15): every figure from the buyer's
 * read models, every button wired or disabled with its reason.
 */
export function BuyerDashboard() {
  return (
    <TraderDashboard
      route="buyerDashboard"
      title="Buyer Dashboard"
      subtitle="Your requests for quotes, the offers that match them and your purchases."
      tabs={tabs}
    />
  );
}
