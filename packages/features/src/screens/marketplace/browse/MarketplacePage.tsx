import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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
import { isAdminRole, isStaffRole, type Role } from '@petrobridge/domain';
import { useSession } from '../../../data/session';
import { getHref } from '../../../kit/routes';
import type { Offer } from '../../../data/api/offers';
import type { Rfq } from '../../../data/api/rfqs';
import { useOfferPages, useRfqPages } from '../../../data/api/listing-pages';
import { useCompanies } from '../../../data/api/companies';
import type { Deal } from '../../../data/api/deals';
import { DELIVERY_PASSED, OfferCard, RfqCard } from './ListingCard';
import { ListingFilters } from './Listings';
import { InfiniteListings } from './InfiniteListings';
import { KYC_REQUIRED_MESSAGE } from '../../../widgets/listing-forms/KycGate';
import {
  MARKET_PAGE_SIZE,
  listFilters,
  readState,
  sortLabels,
  writeState,
  type ListingSort,
  type MarketState,
  type MarketTab,
} from './search-params';

// The dialogs carry zod and react-hook-form: loaded when first opened, not with the list.
const ProposeOnOfferDialog = lazy(() =>
  import('../../../widgets/listing-forms/ProposalDialogs').then((m) => ({
    default: m.ProposeOnOfferDialog,
  })),
);
const RespondToRfqDialog = lazy(() =>
  import('../../../widgets/listing-forms/ProposalDialogs').then((m) => ({
    default: m.RespondToRfqDialog,
  })),
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
/** Under the filters when sorted by price (docs/product.md#unit-policy). */
export const priceSortNote =
  'Prices are compared per metric ton: each listing’s price in its own unit, converted through its product’s density (≈ $/MT under the price).';

type Dialog = { kind: 'propose'; offer: Offer } | { kind: 'respond'; rfq: Rfq };

/**
 * The broker's matching dialog. It stays mounted once closed: its Create New Deal, opened from a
 * candidate, lives inside it and must outlive the candidates' dialog.
 */
type Matching = ({ offer: Offer; rfq?: undefined } | { rfq: Rfq; offer?: undefined }) & {
  isOpen: boolean;
};

/**
 * /marketplace (docs/product.md#marketplace): search, product filter and sort over the active offers and
 * RFQs, each tab with its server-side total; what is shown lives in the URL (not how far it is
 * scrolled). Each tab is an infinite, windowed list (InfiniteListings): 50 listings a request, the
 * next page asked for as the end of the loaded cards nears the viewport, only the rows near the
 * viewport in the DOM. New filters start from the top, the previous cards staying until the new
 * first page answers; their first pages are requested in the same tick as the URL is written (a
 * search's request does not wait for the page to re-render). Actions by role:
 * buyers propose on offers, sellers respond to RFQs, brokers rank the other side's candidates and start
 * a linked deal (marketplace/matching), admins see why
 * they cannot act. A trader without a KYC-approved company is told so before any form.
 */
export function MarketplacePage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  const role = user?.role;

  // Both tabs are asked for, so that each shows its total (and the other tab's first page is then
  // ready), but the shown tab first: the other one follows its filters once the shown tab has
  // answered them. Asked at once, the two share the server's database and the shown tab's results
  // wait for the other's queries (`counted` lags `filters` until then; null before the first answer).
  const filters = listFilters(state);
  const [counted, setCounted] = useState<{ key: string; filters: typeof filters } | null>(null);
  const hidden = counted?.filters ?? filters;
  const offers = useOfferPages({
    query: state.tab === 'offers' ? filters : hidden,
    pageSize: MARKET_PAGE_SIZE,
    keepPreviousData: true,
    enabled: Boolean(user) && (state.tab === 'offers' || counted !== null),
  });
  const rfqs = useRfqPages({
    query: state.tab === 'rfqs' ? filters : hidden,
    pageSize: MARKET_PAGE_SIZE,
    keepPreviousData: true,
    enabled: Boolean(user) && (state.tab === 'rfqs' || counted !== null),
  });
  const shown = state.tab === 'offers' ? offers : rfqs;
  const filtersKey = JSON.stringify(filters);
  if ((shown.error || (!shown.isLoading && !shown.showsPrevious)) && counted?.key !== filtersKey)
    setCounted({ key: filtersKey, filters });
  const preloadOffers = useOfferPages.usePreload();
  const preloadRfqs = useRfqPages.usePreload();

  const go: Go = (patch, options) => {
    const next = { ...state, ...patch };
    // The shown tab's first page goes out now, before the page re-renders for the new URL; its
    // hook then reads this request (same key). The other tab's, for its count, follows its answer.
    if (next.tab === 'offers') preloadOffers(listFilters(next), MARKET_PAGE_SIZE);
    else preloadRfqs(listFilters(next), MARKET_PAGE_SIZE);
    setParams(writeState(next), options);
  };
  // The filter bar is memoised (react-aria's pickers are costly to render): it gets a `go` that
  // never changes and calls the latest one.
  const latestGo = useRef(go);
  useLayoutEffect(() => {
    latestGo.current = go;
  });
  const stableGo = useCallback<Go>((patch, options) => latestGo.current(patch, options), []);

  // The marketplace no longer pages: an old `?page=` link shows the start, without the param.
  const stalePage = params.has('page');
  useEffect(() => {
    if (stalePage) setParams(writeState(readState(params)), { replace: true });
  }, [stalePage, params, setParams]);

  const trader = role === 'buyer' || role === 'seller';
  const companies = useCompanies({ enabled: trader });
  const kycApproved = companies.data?.some((c) => c.kycStatus === 'approved');
  const kycBlocked = trader && companies.data !== undefined && !kycApproved;
  const actionsBlocked = kycBlocked || !companies.data;

  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [matching, setMatching] = useState<Matching | null>(null);
  const [lastDeal, setLastDeal] = useState<Deal | null>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  // Stable, so that a card re-renders only when its own props change (memo).
  const onOffer = useCallback(
    (offer: Offer) =>
      role === 'broker'
        ? setMatching({ offer, isOpen: true })
        : setDialog({ kind: 'propose', offer }),
    [role],
  );
  const onRfq = useCallback(
    (rfq: Rfq) =>
      role === 'broker' ? setMatching({ rfq, isOpen: true }) : setDialog({ kind: 'respond', rfq }),
    [role],
  );

  if (!user || !role) return null;

  const onCreated = (deal: Deal) => setLastDeal(deal);
  const byPrice = state.sort === 'price_asc' || state.sort === 'price_desc';

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading level={1}>Marketplace</Heading>
        <Text tone="muted">{isStaffRole(role) ? staffSubtitle : anonymityNotice}</Text>
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

      <MarketFilters q={state.q} product={state.product} sort={state.sort} go={stableGo} />
      {byPrice ? (
        <Text size="sm" tone="muted" id="price-sort-note">
          {priceSortNote}
        </Text>
      ) : null}

      <Tabs selectedKey={state.tab} onSelectionChange={(key) => go({ tab: key as MarketTab })}>
        <TabList aria-label="Listings">
          <Tab id="offers">
            Offers <TotalBadge total={offers.total} label="offers" />
          </Tab>
          <Tab id="rfqs">
            RFQs <TotalBadge total={rfqs.total} label="RFQs" />
          </Tab>
        </TabList>
        <TabPanel id="offers">
          <InfiniteListings
            pages={offers}
            what="offers"
            empty="No offers found"
            render={(offer: Offer, { index, total }) => (
              <OfferItem
                key={offer.id}
                offer={offer}
                index={index}
                total={total}
                role={role}
                blocked={actionsBlocked}
                normalised={byPrice}
                onAct={onOffer}
              />
            )}
          />
        </TabPanel>
        <TabPanel id="rfqs">
          <InfiniteListings
            pages={rfqs}
            what="RFQs"
            empty="No RFQs found"
            render={(rfq: Rfq, { index, total }) => (
              <RfqItem
                key={rfq.id}
                rfq={rfq}
                index={index}
                total={total}
                role={role}
                blocked={actionsBlocked}
                normalised={byPrice}
                onAct={onRfq}
              />
            )}
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

type Go = (patch: Partial<MarketState>, options?: { replace?: boolean }) => void;

/** Search, product and sort: re-rendered only when one of them changes, not with the lists. */
const MarketFilters = memo(function MarketFilters({
  q,
  product,
  sort,
  go,
}: Pick<MarketState, 'q' | 'product' | 'sort'> & { go: Go }) {
  return (
    <ListingFilters
      q={q}
      product={product}
      go={go}
      placeholder="Product, delivery location, terms…"
    >
      <Select<{ id: ListingSort; name: string }>
        label="Sort by"
        value={sort}
        onChange={(key) => go({ sort: key as ListingSort })}
        items={sortItems}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    </ListingFilters>
  );
});

const sortItems = (Object.keys(sortLabels) as ListingSort[]).map((id) => ({
  id,
  name: sortLabels[id],
}));

interface ItemProps {
  /** 0-based place in the list, and the list's total (aria-posinset, aria-setsize). */
  index: number;
  total: number;
  role: Role;
  /** A trader's action waits for their companies and needs an approved one (KYC). */
  blocked: boolean;
}

/** Who acts on a listing of each kind: the trader who answers it, and the broker who brokers it. */
const listingActions = {
  offer: { trader: 'buyer', traderLabel: 'Create Deal', brokerLabel: 'Facilitate Deal' },
  rfq: { trader: 'seller', traderLabel: 'Respond to RFQ', brokerLabel: 'Match Participants' },
} as const satisfies Record<string, { trader: Role; traderLabel: string; brokerLabel: string }>;

/** The role's action on a card: the answering trader's (blocked without KYC), the broker's, or an admin's disabled one. */
function roleAction(
  kind: keyof typeof listingActions,
  { role, blocked }: Pick<ItemProps, 'role' | 'blocked'>,
  act: () => void,
): ReactNode {
  const { trader, traderLabel, brokerLabel } = listingActions[kind];
  if (role === trader)
    return (
      <Button size="sm" isDisabled={blocked} onPress={act}>
        {traderLabel}
      </Button>
    );
  if (role === 'broker')
    return (
      <Button size="sm" onPress={act}>
        {brokerLabel}
      </Button>
    );
  return isAdminRole(role) ? <ContactBroker /> : null;
}

/**
 * An offer card with the role's action; memoised: scrolling and new pages leave it alone. An offer past
 * its delivery date is marked, its action disabled with the reason beside it (no dead button).
 */
const OfferItem = memo(function OfferItem({
  offer,
  index,
  total,
  onAct,
  normalised,
  ...who
}: ItemProps & { offer: Offer; normalised: boolean; onAct: (offer: Offer) => void }) {
  const passed = offer.deliveryPassed && (who.role === 'buyer' || who.role === 'broker');
  const actions = passed ? (
    <DisabledAction
      id={`passed-${offer.id}`}
      label={listingActions.offer[who.role === 'buyer' ? 'traderLabel' : 'brokerLabel']}
      reason={DELIVERY_PASSED}
    />
  ) : (
    roleAction('offer', who, () => onAct(offer))
  );
  return (
    <OfferCard
      offer={offer}
      actions={actions}
      status={
        offer.deliveryPassed ? (
          <Badge size="sm" tone="warning">
            {DELIVERY_PASSED}
          </Badge>
        ) : undefined
      }
      normalised={normalised}
      position={{ index, total }}
    />
  );
});

/** An action that cannot be taken, with why beside it. */
function DisabledAction({ id, label, reason }: { id: string; label: string; reason: string }) {
  return (
    <Stack gap="1">
      <Button size="sm" isDisabled aria-describedby={id}>
        {label}
      </Button>
      <Text size="xs" tone="muted" id={id}>
        {reason}
      </Text>
    </Stack>
  );
}

/** An RFQ card with the role's action; memoised like {@link OfferItem}. */
const RfqItem = memo(function RfqItem({
  rfq,
  index,
  total,
  onAct,
  normalised,
  ...who
}: ItemProps & { rfq: Rfq; normalised: boolean; onAct: (rfq: Rfq) => void }) {
  const actions = roleAction('rfq', who, () => onAct(rfq));
  return (
    <RfqCard rfq={rfq} actions={actions} normalised={normalised} position={{ index, total }} />
  );
});

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
