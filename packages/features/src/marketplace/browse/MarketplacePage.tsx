import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Badge,
  Button,
  Heading,
  Link,
  Select,
  SelectItem,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  formatNumber,
} from '@petrobridge/ui';
import { useSession, type Role } from '../../session';
import { getHref } from '../../shared/routes';
import { useOffers, type Offer } from '../../api/offers';
import { useRfqs, type Rfq } from '../../api/rfqs';
import { useCompanies } from '../../api/companies';
import type { Deal } from '../../api/deals';
import { OfferCard, RfqCard } from './ListingCard';
import { ListingFilters, Listings } from './Listings';
import { KYC_REQUIRED_MESSAGE } from '../../listing-forms/KycGate';
import {
  listQuery,
  readState,
  sortLabels,
  writeState,
  type ListingSort,
  type MarketState,
  type MarketTab,
} from './search-params';

// The dialogs carry zod and react-hook-form: loaded when first opened, not with the list.
const ProposeOnOfferDialog = lazy(() =>
  import('../../listing-forms/ProposalDialogs').then((m) => ({ default: m.ProposeOnOfferDialog })),
);
const RespondToRfqDialog = lazy(() =>
  import('../../listing-forms/ProposalDialogs').then((m) => ({ default: m.RespondToRfqDialog })),
);
const MatchDealDialog = lazy(() =>
  import('../matching/MatchDealDialog').then((m) => ({ default: m.MatchDealDialog })),
);

export { KYC_REQUIRED_MESSAGE };

export const staffSubtitle =
  'Every active offer and RFQ with the company behind it: facilitate deals and match participants.';
export const anonymityNotice =
  'Listings are anonymised: sellers and buyers never see who posted an offer or RFQ. Our brokers introduce the parties once a deal is under way.';
export const contactBrokerReason =
  'Admins oversee the marketplace; deals on listings are arranged by brokers.';

type Dialog = { kind: 'propose'; offer: Offer } | { kind: 'respond'; rfq: Rfq };

/**
 * The broker's matching dialog. It stays mounted once closed: its Create New Deal, opened from a
 * candidate, lives inside it and must outlive the candidates' dialog.
 */
type Matching = ({ offer: Offer; rfq?: undefined } | { rfq: Rfq; offer?: undefined }) & {
  isOpen: boolean;
};

const isStaff = (role: Role) => role === 'broker' || role === 'admin' || role === 'super_admin';
const isAdmin = (role: Role) => role === 'admin' || role === 'super_admin';

/**
 * /marketplace (docs/product.md#marketplace): search, product filter and sort over the active offers and
 * RFQs, each tab with its server-side total, paged; what is shown lives in the URL. Actions by role:
 * buyers propose on offers, sellers respond to RFQs, brokers rank the other side's candidates and start
 * a linked deal (marketplace/matching), admins see why
 * they cannot act. A trader without a KYC-approved company is told so before any form.
 */
export function MarketplacePage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  const role = user?.role;

  const go = (patch: Partial<MarketState>, options?: { replace?: boolean }) =>
    setParams(writeState({ ...state, ...patch }), options);

  // Both tabs are asked for, so that each shows its total; the other tab's first page is then ready.
  const offers = useOffers({
    query: listQuery(state, 'offers'),
    keepPreviousData: true,
    enabled: Boolean(user),
  });
  const rfqs = useRfqs({
    query: listQuery(state, 'rfqs'),
    keepPreviousData: true,
    enabled: Boolean(user),
  });
  const trader = role === 'buyer' || role === 'seller';
  const companies = useCompanies({ enabled: trader });
  const kycApproved = companies.data?.some((c) => c.kycStatus === 'approved');
  const kycBlocked = trader && companies.data !== undefined && !kycApproved;

  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [matching, setMatching] = useState<Matching | null>(null);
  const [lastDeal, setLastDeal] = useState<Deal | null>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  if (!user || !role) return null;

  const offerActions = (offer: Offer): ReactNode => {
    if (role === 'buyer')
      return (
        <Button
          size="sm"
          isDisabled={kycBlocked || !companies.data}
          onPress={() => setDialog({ kind: 'propose', offer })}
        >
          Create Deal
        </Button>
      );
    if (role === 'broker')
      return (
        <Button size="sm" onPress={() => setMatching({ offer, isOpen: true })}>
          Facilitate Deal
        </Button>
      );
    if (isAdmin(role)) return <ContactBroker />;
    return null;
  };
  const rfqActions = (rfq: Rfq): ReactNode => {
    if (role === 'seller')
      return (
        <Button
          size="sm"
          isDisabled={kycBlocked || !companies.data}
          onPress={() => setDialog({ kind: 'respond', rfq })}
        >
          Respond to RFQ
        </Button>
      );
    if (role === 'broker')
      return (
        <Button size="sm" onPress={() => setMatching({ rfq, isOpen: true })}>
          Match Participants
        </Button>
      );
    if (isAdmin(role)) return <ContactBroker />;
    return null;
  };

  const onCreated = (deal: Deal) => setLastDeal(deal);

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading level={1}>Marketplace</Heading>
        <Text tone="muted">{isStaff(role) ? staffSubtitle : anonymityNotice}</Text>
      </Stack>

      {kycBlocked ? (
        <Alert
          tone="warning"
          title={
            role === 'buyer' ? 'You cannot propose deals yet' : 'You cannot respond to RFQs yet'
          }
          action={<Link href={getHref('kycWorkflow')}>Complete KYC verification</Link>}
        >
          {KYC_REQUIRED_MESSAGE}.
        </Alert>
      ) : null}
      {lastDeal ? (
        <Alert tone="success" role="status" onDismiss={() => setLastDeal(null)}>
          Deal {lastDeal.dealNumber} is in negotiation.{' '}
          <Link href={getHref('deals')}>View your deals</Link>
        </Alert>
      ) : null}

      <ListingFilters
        q={state.q}
        product={state.product}
        go={go}
        placeholder="Product, delivery location, terms…"
      >
        <Select<{ id: ListingSort; name: string }>
          label="Sort by"
          value={state.sort}
          onChange={(key) => go({ sort: key as ListingSort, page: 1 })}
          items={(Object.keys(sortLabels) as ListingSort[]).map((id) => ({
            id,
            name: sortLabels[id],
          }))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </ListingFilters>

      <Tabs
        selectedKey={state.tab}
        onSelectionChange={(key) => go({ tab: key as MarketTab, page: 1 })}
      >
        <TabList aria-label="Listings">
          <Tab id="offers">
            Offers <TotalBadge total={offers.data?.total} label="offers" />
          </Tab>
          <Tab id="rfqs">
            RFQs <TotalBadge total={rfqs.data?.total} label="RFQs" />
          </Tab>
        </TabList>
        <TabPanel id="offers">
          <Listings
            query={offers}
            what="offers"
            empty="No offers found"
            page={state.page}
            onPage={(page) => go({ page })}
            render={(offer: Offer) => (
              <OfferCard key={offer.id} offer={offer} actions={offerActions(offer)} />
            )}
          />
        </TabPanel>
        <TabPanel id="rfqs">
          <Listings
            query={rfqs}
            what="RFQs"
            empty="No RFQs found"
            page={state.page}
            onPage={(page) => go({ page })}
            render={(rfq: Rfq) => <RfqCard key={rfq.id} rfq={rfq} actions={rfqActions(rfq)} />}
          />
        </TabPanel>
      </Tabs>

      <Suspense fallback={null}>
        {dialog?.kind === 'propose' ? (
          <ProposeOnOfferDialog
            listing={dialog.offer}
            isOpen
            onOpenChange={close}
            onCreated={onCreated}
          />
        ) : null}
        {dialog?.kind === 'respond' ? (
          <RespondToRfqDialog
            listing={dialog.rfq}
            isOpen
            onOpenChange={close}
            onCreated={onCreated}
          />
        ) : null}
        {matching ? (
          <MatchDealDialog
            {...(matching.offer ? { offer: matching.offer } : { rfq: matching.rfq! })}
            isOpen={matching.isOpen}
            onOpenChange={(isOpen) => setMatching({ ...matching, isOpen })}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

/** The exact total of the tab (X-Total-Count), not capped like an unread count. */
function TotalBadge({ total, label }: { total: number | undefined; label: string }) {
  if (total === undefined) return null;
  return (
    <Badge size="sm" tone="neutral" aria-label={`${formatNumber(total)} ${label}`}>
      {formatNumber(total)}
    </Badge>
  );
}

/** The disabled action of admins, with its reason on the card (a tooltip alone would hide it). */
function ContactBroker() {
  return (
    <Stack gap="1">
      <Button size="sm" variant="secondary" isDisabled aria-describedby={undefined}>
        Contact Broker
      </Button>
      <Text size="xs" tone="muted">
        {contactBrokerReason}
      </Text>
    </Stack>
  );
}
