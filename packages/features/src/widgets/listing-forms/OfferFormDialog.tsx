import { useMemo } from 'react';
import * as z from 'zod/mini';
import { createOfferSchema } from '@petrobridge/domain';
import { FormError, useApiForm } from '../../kit/form';
import { FormDialog } from '../../kit/FormDialog';
import { useSubmitOffer, type Offer } from '../../data/api/offers';
import { ListingFormFields } from './ListingFormFields';

export interface OfferFormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The seller's offer to edit; without it the dialog posts a new one. */
  offer?: Offer;
  /** The offer the server created or saved. */
  onSaved?: (offer: Offer) => void;
}

/** createOfferSchema, and the id of the offer being edited (not a field). */
const offerFormSchema = z.extend(createOfferSchema, { id: z.optional(z.string()) });
type OfferFormInput = z.input<typeof offerFormSchema>;

const emptyValues = {
  volumeUnit: 'bbl',
  currency: 'USD',
  deliveryLocation: '',
  deliveryDate: '',
  terms: '',
} satisfies Partial<OfferFormInput>;

const valuesOf = (offer: Offer): OfferFormInput => ({
  id: offer.id,
  productType: offer.productType,
  volume: offer.volume,
  volumeUnit: offer.volumeUnit,
  pricePerUnit: offer.pricePerUnit ?? undefined,
  currency: offer.currency,
  deliveryLocation: offer.deliveryLocation ?? '',
  deliveryDate: offer.deliveryDate ?? '',
  terms: offer.terms ?? '',
});

const flexible = 'Leave empty for flexible.';

/**
 * Post an offer, or edit one of the seller's (docs/product.md#my-offers), with the server's rules
 * (createOfferSchema): product and volume required; no price is "Price on request", no place or date
 * "Flexible". Offers are anonymised on the marketplace: buyers never see the seller or the company.
 */
export function OfferFormDialog({ isOpen, onOpenChange, offer, onSaved }: OfferFormDialogProps) {
  const editing = offer !== undefined;
  const defaultValues = useMemo(() => (offer ? valuesOf(offer) : emptyValues), [offer]);
  const form = useApiForm({
    schema: offerFormSchema,
    defaultValues,
    useMutation: useSubmitOffer,
    success: editing
      ? { title: 'Offer Updated', description: 'Buyers see the new terms at once' }
      : { title: 'Offer Created', description: 'Your offer is live on the marketplace' },
    failure: editing
      ? { title: 'Update Failed', fallback: 'Failed to update offer' }
      : { title: 'Creation Failed', fallback: 'Failed to create offer' },
    onSuccess: (saved) => {
      onSaved?.(saved);
      onOpenChange(false);
    },
  });
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      title={editing ? 'Edit Offer' : 'Create Offer'}
      description={
        editing
          ? 'Buyers see the new terms at once; deals already proposed keep theirs.'
          : 'Buyers see your offer without your name or company; our brokers introduce you once a deal is under way.'
      }
      formId="offer-form"
      submitLabel={editing ? 'Save Changes' : 'Create Offer'}
      pendingLabel={editing ? 'Saving offer' : 'Creating offer'}
      form={form}
    >
      <ListingFormFields
        control={form.control}
        price={{
          name: 'pricePerUnit',
          label: 'Price per unit',
          description: 'Leave empty for price on request.',
        }}
        location={{ description: flexible }}
        date={{ name: 'deliveryDate', description: flexible }}
        text={{
          name: 'terms',
          label: 'Terms',
          description: 'Incoterms, payment (LC at sight…), inspection, loading port.',
        }}
      />
      <FormError message={form.formError} />
    </FormDialog>
  );
}
