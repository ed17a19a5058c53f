import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Heading, Stack, Text } from '@petrobridge/ui';
import { useSession } from '../../../data/session';
import { KycBlocked, useKycGate } from '../../../widgets/listing-forms/KycGate';
import { useOffers, useUpdateOffer, type Offer } from '../../../data/api/offers';
import { DELIVERY_PASSED, OfferCard } from '../browse/ListingCard';
import { Listings } from '../browse/Listings';
import { ListingDeals } from '../own/ListingDeals';
import {
  ownListQuery,
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

// The form carries zod and react-hook-form: loaded when first opened, not with the list.
const OfferFormDialog = lazy(() =>
  import('../../../widgets/listing-forms/OfferFormDialog').then((m) => ({
    default: m.OfferFormDialog,
  })),
);
const ProofOfProductDialog = lazy(() =>
  import('../../../widgets/listing-forms/ProofOfProductDialog').then((m) => ({
    default: m.ProofOfProductDialog,
  })),
);

export const myOffersSubtitle =
  'Your offers on the marketplace. Buyers see them without your name or company, and propose deals on them.';

const statusLabels: Record<OwnStatusFilter, string> = {
  all: 'All offers',
  active: 'Active',
  closed: 'Inactive',
};

type FormState = { offer?: Offer } | null;

/** An offer as its owner reads it: inactive, past its delivery date (the server's day), or active. */
const offerState = (offer: Offer) =>
  !offer.isActive ? 'closed' : offer.deliveryPassed ? 'expired' : 'active';

/**
 * /my-offers (docs/product.md#my-offers), sellers only: their offers, active and inactive, to post, edit,
 * deactivate and re-activate, and the buyers' proposals under each. Search, product and state live in
 * the URL. A seller without a KYC-approved company reads why before any form.
 */
export function MyOffersPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const state = readOwnState(params);
  const go = (patch: Partial<OwnListState>) => setParams(writeOwnState({ ...state, ...patch }));

  const offers = useOffers({
    query: ownListQuery(state, true),
    keepPreviousData: true,
    enabled: Boolean(user),
  });
  const gate = useKycGate(Boolean(user));
  const kycBlocked = gate.blocked;

  const [form, setForm] = useState<FormState>(null);
  const [docsOf, setDocsOf] = useState<Offer | null>(null);
  const { changing, toggle } = useActiveToggle(useUpdateOffer, {
    closed: {
      title: 'Offer Deactivated',
      description: 'It has left the marketplace; you can re-activate it at any time',
    },
    reopened: {
      title: 'Offer Re-activated',
      description: 'Buyers can see and propose on it again',
    },
    closeFailed: 'Failed to deactivate offer',
    reopenFailed: 'Failed to re-activate offer',
  });

  if (!user) return null;

  return (
    <Stack gap="6">
      <OwnListingHeader
        action={
          <Button
            isDisabled={kycBlocked || !gate.ready}
            onPress={() => setForm({})}
            aria-describedby={kycBlocked ? 'offer-kyc-blocked' : undefined}
          >
            Create Offer
          </Button>
        }
      >
        <Stack gap="1">
          <Heading level={1}>My Offers</Heading>
          <Text tone="muted">{myOffersSubtitle}</Text>
        </Stack>
      </OwnListingHeader>

      {kycBlocked ? <KycBlocked id="offer-kyc-blocked" title="You cannot post offers yet" /> : null}

      <OwnListingFilters
        state={state}
        go={go}
        placeholder="Product, delivery location, terms…"
        statusLabels={statusLabels}
      />

      <Listings
        query={offers}
        what="offers"
        empty="No offers found"
        page={state.page}
        onPage={(page) => go({ page })}
        render={(offer: Offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            owner
            status={
              // Past its date by the server's day (`deliveryPassed`), as the marketplace marks it.
              <OwnStatusBadge
                state={offerState(offer)}
                labels={{ active: 'Active', closed: 'Inactive', expired: DELIVERY_PASSED }}
              />
            }
            actions={
              <OwnActions
                id={offer.id}
                takenDown={offer.deactivationReason}
                deals={<ListingDeals listing={{ offerId: offer.id }} noun="proposals" />}
                onEdit={() => setForm({ offer })}
                extra={
                  <Button size="sm" variant="secondary" onPress={() => setDocsOf(offer)}>
                    Proof of product
                  </Button>
                }
                isActive={offer.isActive}
                isPending={changing === offer.id}
                onToggle={() => void toggle(offer)}
                toggle={{
                  close: 'Deactivate',
                  closing: 'Deactivating offer',
                  reopen: 'Re-activate',
                  reopening: 'Re-activating offer',
                }}
              />
            }
          />
        )}
      />

      <Suspense fallback={null}>
        {form ? (
          <OfferFormDialog
            isOpen
            offer={form.offer}
            onOpenChange={(open) => {
              if (!open) setForm(null);
            }}
          />
        ) : null}
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
    </Stack>
  );
}
