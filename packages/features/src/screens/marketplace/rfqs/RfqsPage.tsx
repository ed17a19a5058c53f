import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Heading, Stack, Text } from '@petrobridge/ui';
import { isStaffRole } from '@petrobridge/domain';
import { useSession } from '../../../data/session';
import { KycBlocked, useKycGate } from '../../../widgets/listing-forms/KycGate';
import { useRfqs, useUpdateRfq, type Rfq } from '../../../data/api/rfqs';
import { RfqCard } from '../browse/ListingCard';
import { Listings } from '../browse/Listings';
import { ListingDeals } from '../own/ListingDeals';
import {
  ownListQuery,
  ownListingState,
  readOwnState,
  writeOwnState,
  type OwnListState,
  type OwnStatusFilter,
} from '../own/list-state';
import {
  OwnActions,
  OwnListingFilters,
  OwnListingHeader,
  OwnStatusBadge,
  useActiveToggle,
} from '../own/OwnListingParts';

// The forms carry zod and react-hook-form: loaded when first opened, not with the list.
const RfqFormDialog = lazy(() =>
  import('../../../widgets/listing-forms/RfqFormDialog').then((m) => ({
    default: m.RfqFormDialog,
  })),
);
const MatchDealDialog = lazy(() =>
  import('../matching/MatchDealDialog').then((m) => ({ default: m.MatchDealDialog })),
);

export const buyerSubtitle =
  'Your requests for quotes. Sellers see them without your name or company, and respond with a price.';
export const staffSubtitle =
  'Every open request for quote with the buyer behind it: match each one with the offers that fit.';

const statusLabels: Record<OwnStatusFilter, string> = {
  all: 'All RFQs',
  active: 'Open',
  closed: 'Closed',
};

type FormState = { rfq?: Rfq } | null;

/**
 * /rfqs (docs/product.md#rfq-requests). Buyers: their own RFQs, open and closed, to create, edit, close
 * and reopen (Create RFQ is §2's dialog with §5's rules), and the sellers' responses under each.
 * Brokers and admins: every open RFQ with the buyer's company; brokers match one with offers
 * (marketplace/matching). Search, product and, for buyers, the state live in the URL.
 */
export function RfqsPage() {
  const { user } = useSession();
  const role = user?.role;
  const buyer = role === 'buyer';
  const [params, setParams] = useSearchParams();
  const state = readOwnState(params);
  const go = (patch: Partial<OwnListState>) => setParams(writeOwnState({ ...state, ...patch }));

  const rfqs = useRfqs({
    query: ownListQuery(state, buyer),
    keepPreviousData: true,
    enabled: Boolean(user),
  });
  const gate = useKycGate(buyer);
  const kycBlocked = buyer && gate.blocked;

  const [form, setForm] = useState<FormState>(null);
  const [matching, setMatching] = useState<{ rfq: Rfq; isOpen: boolean } | null>(null);
  const { changing, toggle } = useActiveToggle(useUpdateRfq, {
    closed: {
      title: 'RFQ Closed',
      description: 'Sellers no longer see it; you can reopen it at any time',
    },
    reopened: { title: 'RFQ Reopened', description: 'Sellers can see and respond to it again' },
    closeFailed: 'Failed to close RFQ',
    reopenFailed: 'Failed to reopen RFQ',
  });

  if (!user || !role) return null;
  const today = new Date().toISOString().slice(0, 10);

  const actions = (rfq: Rfq) => {
    if (buyer)
      return (
        <OwnActions
          id={rfq.id}
          takenDown={rfq.deactivationReason}
          deals={<ListingDeals listing={{ rfqId: rfq.id }} noun="responses" />}
          onEdit={() => setForm({ rfq })}
          isActive={rfq.isActive}
          isPending={changing === rfq.id}
          onToggle={() => void toggle(rfq)}
          toggle={{
            close: 'Close RFQ',
            closing: 'Closing RFQ',
            reopen: 'Reopen',
            reopening: 'Reopening RFQ',
          }}
        />
      );
    if (role === 'broker')
      return (
        <Button size="sm" onPress={() => setMatching({ rfq, isOpen: true })}>
          Match Participants
        </Button>
      );
    return null;
  };

  return (
    <Stack gap="6">
      <OwnListingHeader
        action={
          buyer ? (
            <Button
              isDisabled={kycBlocked || !gate.ready}
              onPress={() => setForm({})}
              aria-describedby={kycBlocked ? 'rfq-kyc-blocked' : undefined}
            >
              Create RFQ
            </Button>
          ) : null
        }
      >
        <Stack gap="1">
          <Heading level={1}>RFQ Requests</Heading>
          <Text tone="muted">
            {buyer ? buyerSubtitle : isStaffRole(role) ? staffSubtitle : null}
          </Text>
        </Stack>
      </OwnListingHeader>

      {kycBlocked ? <KycBlocked id="rfq-kyc-blocked" title="You cannot post RFQs yet" /> : null}

      <OwnListingFilters
        state={state}
        go={go}
        placeholder="Product, delivery location, specifications…"
        statusLabels={buyer ? statusLabels : undefined}
      />

      <Listings
        query={rfqs}
        what="RFQs"
        empty="No RFQs found"
        page={state.page}
        onPage={(page) => go({ page })}
        render={(rfq: Rfq) => (
          <RfqCard
            key={rfq.id}
            rfq={rfq}
            status={
              buyer ? (
                <OwnStatusBadge
                  state={ownListingState(rfq, rfq.requiredDeliveryDate, today)}
                  labels={{ active: 'Open', closed: 'Closed' }}
                />
              ) : undefined
            }
            actions={actions(rfq)}
          />
        )}
      />

      <Suspense fallback={null}>
        {form ? (
          <RfqFormDialog
            isOpen
            rfq={form.rfq}
            onOpenChange={(open) => {
              if (!open) setForm(null);
            }}
          />
        ) : null}
        {matching ? (
          <MatchDealDialog
            rfq={matching.rfq}
            isOpen={matching.isOpen}
            onOpenChange={(isOpen) => setMatching({ ...matching, isOpen })}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
