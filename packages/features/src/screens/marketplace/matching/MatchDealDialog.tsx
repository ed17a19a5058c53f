import { lazy, Suspense, useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { Button, Dialog, EmptyState, Modal, Skeleton, Stack, Text } from '@petrobridge/ui';
import { productTypeNames } from '@petrobridge/domain';
import { failureText, loadFailureText } from '../../../kit/errors';
import type { CreateDealFormInput } from '../../../data/api/deals';
import { useOfferCandidates, type Offer } from '../../../data/api/offers';
import { useRfqCandidates, type Rfq } from '../../../data/api/rfqs';
import { CandidateCard } from './CandidateCard';
import { offerFacts, rfqFacts } from './facts';
import { matchedDealValues } from './prefill';
import * as s from './matching.css';
import { Loadable, LoadFailedAlert } from '../../../kit/screen-state';

// Create New Deal carries zod and react-hook-form: loaded when a candidate is chosen.
const CreateDealDialog = lazy(() =>
  import('../../../widgets/deal-form').then((m) => ({ default: m.CreateDealDialog })),
);

export type MatchDealDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
} & (
  | { /** Facilitate Deal: the offer whose RFQs are ranked. */ offer: Offer; rfq?: undefined }
  | { /** Match Participants: the RFQ whose offers are ranked. */ rfq: Rfq; offer?: undefined }
);

/** Create New Deal's values from one listing alone, for a deal without a ranked candidate. */
function singleSideValues(props: MatchDealDialogProps): DefaultValues<CreateDealFormInput> {
  if (props.offer) {
    const o = props.offer;
    return {
      productType: o.productType,
      volume: o.volume,
      volumeUnit: o.volumeUnit,
      pricePerUnit: o.pricePerUnit ?? undefined,
      currency: o.currency,
      deliveryLocation: o.deliveryLocation ?? '',
      deliveryDate: o.deliveryDate ?? '',
      sellerId: o.sellerId ?? '',
      sellerCompanyId: o.companyId ?? '',
      offerId: o.id,
    };
  }
  const r = props.rfq;
  return {
    productType: r.productType,
    volume: r.volume,
    volumeUnit: r.volumeUnit,
    pricePerUnit: r.maxPricePerUnit,
    currency: r.currency,
    deliveryLocation: r.deliveryLocation,
    deliveryDate: r.requiredDeliveryDate,
    buyerId: r.buyerId ?? '',
    buyerCompanyId: r.companyId ?? '',
    rfqId: r.id,
  };
}

/**
 * The broker's matching (Facilitate Deal on an offer, Match Participants on an RFQ): the other side's
 * listings ranked by match score with its reasons (GET …/candidates). Choosing one opens Create New Deal
 * prefilled from both listings and linked to them; 'Create without a match' opens it from this listing.
 */
export function MatchDealDialog(props: MatchDealDialogProps) {
  const { isOpen, onOpenChange } = props;
  const [deal, setDeal] = useState<DefaultValues<CreateDealFormInput> | null>(null);
  const path = { id: (props.offer ?? props.rfq).id };
  const forRfq = useRfqCandidates({ path, enabled: isOpen && Boolean(props.rfq) });
  const forOffer = useOfferCandidates({ path, enabled: isOpen && Boolean(props.offer) });
  const query = props.rfq ? forRfq : forOffer;
  const listing = props.offer ?? props.rfq;
  const product = productTypeNames[listing.productType];
  const title = props.offer ? 'Facilitate Deal' : 'Match Participants';
  const description = props.offer
    ? `Open ${product} RFQs ranked by how well this offer fits them.`
    : `Active ${product} offers ranked by how well they fit this RFQ.`;

  // The candidates give way to the deal form; closing the form ends the whole dialog, so a parent that
  // unmounts this on close never takes the form away while it is open.
  const openDeal = (values: DefaultValues<CreateDealFormInput>) => setDeal(values);

  const body = () => (
    <Loadable<readonly unknown[]>
      query={query}
      loading={
        <div role="status" aria-label="Loading candidates">
          <Stack gap="3">
            <Skeleton height="7rem" />
            <Skeleton height="7rem" />
          </Stack>
        </div>
      }
      failed={(_, error) => (
        <LoadFailedAlert title={loadFailureText('Candidates', 'title')}>
          {failureText(error, 'Please try again.')}
        </LoadFailedAlert>
      )}
      fallback={[]}
      empty={
        props.rfq ? (
          <EmptyState
            size="sm"
            headingLevel={3}
            title="No matching offers"
            description="No active offer of this product scores above 0 for this RFQ."
          />
        ) : (
          <EmptyState
            size="sm"
            headingLevel={3}
            title="No matching RFQs"
            description="No open RFQ of this product scores above 0 for this offer."
          />
        )
      }
    >
      {ready}
    </Loadable>
  );
  const ready = () => {
    if (props.rfq) {
      const items = forRfq.data ?? [];
      return (
        <ul className={s.list} aria-label="Matching offers">
          {items.map((c) => (
            <CandidateCard
              key={c.offer.id}
              title={`${productTypeNames[c.offer.productType]} offer`}
              party={c.offer.companyName ?? 'Seller'}
              facts={offerFacts(c.offer)}
              score={c.score}
              isMatch={c.isMatch}
              reasons={c.reasons}
              action={
                <Button
                  size="sm"
                  onPress={() => openDeal(matchedDealValues(c.offer, props.rfq))}
                  aria-label={`Create deal with ${c.offer.companyName ?? 'this seller'}`}
                >
                  Create deal
                </Button>
              }
            />
          ))}
        </ul>
      );
    }
    const items = forOffer.data ?? [];
    return (
      <ul className={s.list} aria-label="Matching RFQs">
        {items.map((c) => (
          <CandidateCard
            key={c.rfq.id}
            title={`${productTypeNames[c.rfq.productType]} RFQ`}
            party={c.rfq.companyName ?? 'Buyer'}
            facts={rfqFacts(c.rfq)}
            score={c.score}
            isMatch={c.isMatch}
            reasons={c.reasons}
            action={
              <Button
                size="sm"
                onPress={() => openDeal(matchedDealValues(props.offer, c.rfq))}
                aria-label={`Create deal with ${c.rfq.companyName ?? 'this buyer'}`}
              >
                Create deal
              </Button>
            }
          />
        ))}
      </ul>
    );
  };

  return (
    <>
      <Modal isOpen={isOpen && !deal} onOpenChange={onOpenChange} size="lg">
        <Dialog
          title={title}
          description={description}
          footer={({ close }) => (
            <>
              <Button variant="secondary" onPress={close}>
                Close
              </Button>
              <Button variant="secondary" onPress={() => openDeal(singleSideValues(props))}>
                Create without a match
              </Button>
            </>
          )}
        >
          <Stack gap="3">
            <Text size="sm" tone="muted">
              {props.offer ? offerFacts(props.offer) : rfqFacts(props.rfq)}
            </Text>
            {body()}
          </Stack>
        </Dialog>
      </Modal>
      {deal ? (
        <Suspense fallback={null}>
          <CreateDealDialog
            isOpen
            onOpenChange={(open) => {
              if (open) return;
              setDeal(null);
              onOpenChange(false);
            }}
            initialValues={deal}
          />
        </Suspense>
      ) : null}
    </>
  );
}
