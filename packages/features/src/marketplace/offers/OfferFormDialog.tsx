import { useMemo } from 'react';
import * as z from 'zod/mini';
import { Button, Dialog, Form, Grid, Modal } from '@petrobridge/ui';
import { createOfferSchema, productTypes, volumeUnits } from '@petrobridge/domain';
import {
  FormCurrencyField,
  FormDatePicker,
  FormEnumSelect,
  FormError,
  FormNumberField,
  FormTextArea,
  FormTextField,
  useApiForm,
} from '../../shared/form';
import { productTypeLabels, volumeUnitNames } from '../../shared/labels';
import { useSubmitOffer, type Offer } from '../../api/offers';

export interface OfferFormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The seller's offer to edit; without it the dialog posts a new one. */
  offer?: Offer;
  /** The offer the server created or saved. */
  onSaved?: (offer: Offer) => void;
}

const FORM_ID = 'offer-form';

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

/**
 * Post an offer, or edit one of the seller's (docs/product.md#my-offers), with the server's rules
 * (createOfferSchema): product and volume required; no price is "Price on request", no place or date
 * "Flexible". Offers are anonymised on the marketplace: buyers never see the seller or the company.
 */
export function OfferFormDialog({ isOpen, onOpenChange, offer, onSaved }: OfferFormDialogProps) {
  const editing = offer !== undefined;
  const defaultValues = useMemo(() => (offer ? valuesOf(offer) : emptyValues), [offer]);
  const { control, onSubmit, isPending, reset, formError } = useApiForm({
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
  const title = editing ? 'Edit Offer' : 'Create Offer';
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg" isDismissable={!isPending}>
      <Dialog
        title={title}
        description={
          editing
            ? 'Buyers see the new terms at once; deals already proposed keep theirs.'
            : 'Buyers see your offer without your name or company; our brokers introduce you once a deal is under way.'
        }
        footer={({ close }) => (
          <>
            <Button
              variant="secondary"
              onPress={() => {
                reset();
                close();
              }}
              isDisabled={isPending}
            >
              Cancel
            </Button>
            <Button
              type="submit"
              form={FORM_ID}
              isPending={isPending}
              pendingLabel={editing ? 'Saving offer' : 'Creating offer'}
            >
              {editing ? 'Save Changes' : 'Create Offer'}
            </Button>
          </>
        )}
      >
        <Form
          id={FORM_ID}
          validationBehavior="aria"
          gap="4"
          aria-label={title}
          onSubmit={(event) => void onSubmit(event)}
        >
          <FormEnumSelect
            control={control}
            name="productType"
            label="Product"
            isRequired
            placeholder="Select a product"
            values={productTypes}
            labels={productTypeLabels}
          />
          <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
            <FormNumberField control={control} name="volume" label="Volume" isRequired step={1} />
            <FormEnumSelect
              control={control}
              name="volumeUnit"
              label="Volume unit"
              values={volumeUnits}
              labels={volumeUnitNames}
            />
          </Grid>
          <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
            <FormNumberField
              control={control}
              name="pricePerUnit"
              label="Price per unit"
              description="Leave empty for price on request."
              step={0.01}
              formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
            />
            <FormCurrencyField control={control} name="currency" />
          </Grid>
          <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
            <FormTextField
              control={control}
              name="deliveryLocation"
              label="Delivery location"
              description="Leave empty for flexible."
              maxLength={255}
            />
            <FormDatePicker
              control={control}
              name="deliveryDate"
              label="Delivery date"
              description="Leave empty for flexible."
            />
          </Grid>
          <FormTextArea
            control={control}
            name="terms"
            label="Terms"
            description="Incoterms, payment (LC at sight…), inspection, loading port."
            maxLength={5000}
          />
          <FormError message={formError} />
        </Form>
      </Dialog>
    </Modal>
  );
}
