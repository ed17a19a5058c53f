import { useMemo } from 'react';
import * as z from 'zod/mini';
import { createRfqSchema } from '@petrobridge/domain';
import { FormError, useApiForm } from '../../kit/form';
import { FormDialog } from '../../kit/FormDialog';
import { useSubmitRfq, type Rfq } from '../../data/api/rfqs';
import { ListingFormFields } from './ListingFormFields';

export interface RfqFormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The buyer's RFQ to edit; without it the dialog creates a new one. */
  rfq?: Rfq;
  /** The RFQ the server created or saved. */
  onSaved?: (rfq: Rfq) => void;
}

/** createRfqSchema, and the id of the RFQ being edited (not a field). */
const rfqFormSchema = z.extend(createRfqSchema, { id: z.optional(z.string()) });
type RfqFormInput = z.input<typeof rfqFormSchema>;

const emptyValues = {
  volumeUnit: 'bbl',
  currency: 'USD',
  deliveryLocation: '',
  requiredDeliveryDate: '',
  specifications: '',
} satisfies Partial<RfqFormInput>;

const valuesOf = (rfq: Rfq): RfqFormInput => ({
  id: rfq.id,
  productType: rfq.productType,
  volume: rfq.volume,
  volumeUnit: rfq.volumeUnit,
  maxPricePerUnit: rfq.maxPricePerUnit,
  currency: rfq.currency,
  deliveryLocation: rfq.deliveryLocation,
  requiredDeliveryDate: rfq.requiredDeliveryDate,
  specifications: rfq.specifications ?? '',
});

/**
 * Create RFQ (docs/product.md §2 Buyer Dashboard, §5, §8) and the same form to edit a buyer's RFQ:
 * validated on change with §5's rules and messages; the volume is sent as an integer and the price as
 * a decimal (the domain schema parses them). §8 toasts: 'RFQ Created' / 'Your Request for Quote has
 * been created successfully', or 'Creation Failed' with the server's message ('Failed to create RFQ'
 * without one); logged out, 'Unauthorized' / 'You are logged out. Logging in again...' (api/rfqs).
 */
export function RfqFormDialog({ isOpen, onOpenChange, rfq, onSaved }: RfqFormDialogProps) {
  const editing = rfq !== undefined;
  const defaultValues = useMemo(() => (rfq ? valuesOf(rfq) : emptyValues), [rfq]);
  const form = useApiForm({
    schema: rfqFormSchema,
    defaultValues,
    mode: 'onChange',
    useMutation: useSubmitRfq,
    success: editing
      ? { title: 'RFQ Updated', description: 'Your changes have been saved' }
      : {
          title: 'RFQ Created',
          description: 'Your Request for Quote has been created successfully',
        },
    failure: editing
      ? { title: 'Update Failed', fallback: 'Failed to update RFQ' }
      : { title: 'Creation Failed', fallback: 'Failed to create RFQ' },
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
      title={editing ? 'Edit RFQ' : 'Create RFQ'}
      description={
        editing
          ? 'Sellers see the new terms at once; deals already proposed keep theirs.'
          : 'Ask sellers for a quote: they see your request without your name or company.'
      }
      formId="rfq-form"
      submitLabel={editing ? 'Save Changes' : 'Create RFQ'}
      pendingLabel={editing ? 'Saving RFQ' : 'Creating RFQ'}
      form={form}
    >
      <ListingFormFields
        control={form.control}
        price={{ name: 'maxPricePerUnit', label: 'Max price per unit', isRequired: true }}
        location={{ isRequired: true }}
        date={{ name: 'requiredDeliveryDate', isRequired: true }}
        text={{
          name: 'specifications',
          label: 'Specifications',
          description:
            'Grade, quality standard, Incoterms, inspection: what a seller needs to quote.',
        }}
      />
      <FormError message={form.formError} />
    </FormDialog>
  );
}
