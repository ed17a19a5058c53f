import { useMemo } from 'react';
import { z } from 'zod';
import { Button, Dialog, Form, Grid, Modal, formatNumber } from '@petrobridge/ui';
import {
  createDealFromOfferSchema,
  respondToRfqSchema,
  productTypeNames,
} from '@petrobridge/domain';
import { FormError, FormNumberField, FormTextField, useApiForm } from '../../kit/form';
import { useCreateDealFromOffer, useCreateDealFromRfq, type Deal } from '../../data/api/deals';
import type { Offer } from '../../data/api/offers';
import type { Rfq } from '../../data/api/rfqs';
import { unitPrice } from '../../kit/prices';

interface ProposalDialogProps<L> {
  listing: L;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The deal the server created (to show where it can be found). */
  onCreated?: (deal: Deal) => void;
}

const OFFER_FORM = 'propose-on-offer-form';
const RFQ_FORM = 'respond-to-rfq-form';

function Footer({
  form,
  label,
  pending,
  onCancel,
}: {
  form: string;
  label: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <Button variant="secondary" onPress={onCancel} isDisabled={pending}>
        Cancel
      </Button>
      <Button type="submit" form={form} isPending={pending} pendingLabel="Sending proposal">
        {label}
      </Button>
    </>
  );
}

/**
 * What the quantity of a proposal may be at most: the offer's remaining volume (issue 27), said with
 * what locked deals committed when they did.
 */
export function remainingText(offer: Offer): string {
  const remaining = `${formatNumber(offer.remainingVolume)} ${offer.volumeUnit}`;
  const committed = offer.volume - offer.remainingVolume;
  return committed > 0
    ? `At most ${remaining}: ${formatNumber(committed)} of the ${formatNumber(offer.volume)} ${offer.volumeUnit} offered are committed to locked deals.`
    : `At most ${remaining}.`;
}

/**
 * A buyer's proposal on an offer (§2, §5, §8): proposed price and quantity, prefilled from the offer,
 * and notes. The quantity is at most the offer's remaining volume, said under the field before the
 * server's 409 would (which, if the remainder shrank meanwhile, shows under the form).
 */
export function ProposeOnOfferDialog({
  listing: offer,
  isOpen,
  onOpenChange,
  onCreated,
}: ProposalDialogProps<Offer>) {
  const schema = useMemo(
    () =>
      createDealFromOfferSchema.check(
        z.superRefine((d, ctx) => {
          if (d.quantity > offer.remainingVolume)
            ctx.addIssue({
              code: 'custom',
              path: ['quantity'],
              message: `Only ${formatNumber(offer.remainingVolume)} ${offer.volumeUnit} of this offer remain: propose at most that`,
            });
        }),
      ),
    [offer.remainingVolume, offer.volumeUnit],
  );
  const { control, onSubmit, isPending, reset, formError } = useApiForm({
    schema,
    defaultValues: {
      offerId: offer.id,
      proposedPrice: offer.pricePerUnit ?? undefined,
      quantity: offer.remainingVolume,
      notes: '',
    },
    useMutation: useCreateDealFromOffer,
    success: {
      title: 'Deal Created',
      description: 'Your deal proposal has been sent to the seller',
    },
    failure: { title: 'Error', fallback: 'Failed to send proposal' },
    onSuccess: (deal) => {
      onCreated?.(deal);
      onOpenChange(false);
    },
  });
  const product = productTypeNames[offer.productType] ?? offer.productType;
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!isPending}>
      <Dialog
        title="Create Deal"
        description={`Propose a price and quantity on this ${product} offer (${unitPrice(offer.pricePerUnit, offer.currency, offer.volumeUnit)}).`}
        footer={({ close }) => (
          <Footer
            form={OFFER_FORM}
            label="Send Proposal"
            pending={isPending}
            onCancel={() => {
              reset();
              close();
            }}
          />
        )}
      >
        <Form
          id={OFFER_FORM}
          validationBehavior="aria"
          gap="4"
          aria-label="Create Deal"
          onSubmit={(e) => void onSubmit(e)}
        >
          <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
            <FormNumberField
              control={control}
              name="proposedPrice"
              label={`Proposed price (${offer.currency} / ${offer.volumeUnit})`}
              isRequired
              step={0.01}
              formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
            />
            <FormNumberField
              control={control}
              name="quantity"
              label={`Quantity (${offer.volumeUnit})`}
              description={remainingText(offer)}
              isRequired
              step={1}
            />
          </Grid>
          <FormTextField control={control} name="notes" label="Notes" maxLength={5000} />
          <FormError message={formError} />
        </Form>
      </Dialog>
    </Modal>
  );
}

/** A seller's response to an RFQ (§2, §5, §8): a proposed price for the RFQ's volume, and notes. */
export function RespondToRfqDialog({
  listing: rfq,
  isOpen,
  onOpenChange,
  onCreated,
}: ProposalDialogProps<Rfq>) {
  const { control, onSubmit, isPending, reset, formError } = useApiForm({
    schema: respondToRfqSchema,
    defaultValues: { rfqId: rfq.id, proposedPrice: rfq.maxPricePerUnit, notes: '' },
    useMutation: useCreateDealFromRfq,
    success: { title: 'Proposal Sent', description: 'Your response has been sent to the buyer' },
    failure: { title: 'Error', fallback: 'Failed to send proposal' },
    onSuccess: (deal) => {
      onCreated?.(deal);
      onOpenChange(false);
    },
  });
  const product = productTypeNames[rfq.productType] ?? rfq.productType;
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!isPending}>
      <Dialog
        title="Respond to RFQ"
        description={`Offer a price for ${rfq.volume.toLocaleString('en-US')} ${rfq.volumeUnit} of ${product}; the buyer's maximum is ${unitPrice(rfq.maxPricePerUnit, rfq.currency, rfq.volumeUnit)}.`}
        footer={({ close }) => (
          <Footer
            form={RFQ_FORM}
            label="Send Response"
            pending={isPending}
            onCancel={() => {
              reset();
              close();
            }}
          />
        )}
      >
        <Form
          id={RFQ_FORM}
          validationBehavior="aria"
          gap="4"
          aria-label="Respond to RFQ"
          onSubmit={(e) => void onSubmit(e)}
        >
          <FormNumberField
            control={control}
            name="proposedPrice"
            label={`Proposed price (${rfq.currency} / ${rfq.volumeUnit})`}
            isRequired
            step={0.01}
            formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
          />
          <FormTextField control={control} name="notes" label="Notes" maxLength={5000} />
          <FormError message={formError} />
        </Form>
      </Dialog>
    </Modal>
  );
}
