import { useMemo } from 'react';
import * as z from 'zod/mini';
import { Button, Dialog, Form, Grid, Modal } from '@petrobridge/ui';
import { createRfqSchema, productTypes, volumeUnits } from '@petrobridge/domain';
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
import { useSubmitRfq, type Rfq } from '../../api/rfqs';

export interface RfqFormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The buyer's RFQ to edit; without it the dialog creates a new one. */
  rfq?: Rfq;
  /** The RFQ the server created or saved. */
  onSaved?: (rfq: Rfq) => void;
}

const FORM_ID = 'rfq-form';

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
 * Create RFQ (client-spec §2 Buyer Dashboard, §5, §8) and the same form to edit a buyer's RFQ:
 * validated on change with §5's rules and messages; the volume is sent as an integer and the price as
 * a decimal (the domain schema parses them). §8 toasts: 'RFQ Created' / 'Your Request for Quote has
 * been created successfully', or 'Creation Failed' with the server's message ('Failed to create RFQ'
 * without one); logged out, 'Unauthorized' / 'You are logged out. Logging in again...' (api/rfqs).
 */
export function RfqFormDialog({ isOpen, onOpenChange, rfq, onSaved }: RfqFormDialogProps) {
  const editing = rfq !== undefined;
  const defaultValues = useMemo(() => (rfq ? valuesOf(rfq) : emptyValues), [rfq]);
  const { control, onSubmit, isPending, reset, formError } = useApiForm({
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
  const title = editing ? 'Edit RFQ' : 'Create RFQ';
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg" isDismissable={!isPending}>
      <Dialog
        title={title}
        description={
          editing
            ? 'Sellers see the new terms at once; deals already proposed keep theirs.'
            : 'Ask sellers for a quote: they see your request without your name or company.'
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
              pendingLabel={editing ? 'Saving RFQ' : 'Creating RFQ'}
            >
              {editing ? 'Save Changes' : 'Create RFQ'}
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
              name="maxPricePerUnit"
              label="Max price per unit"
              isRequired
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
              isRequired
              maxLength={255}
            />
            <FormDatePicker
              control={control}
              name="requiredDeliveryDate"
              label="Delivery date"
              isRequired
            />
          </Grid>
          <FormTextArea
            control={control}
            name="specifications"
            label="Specifications"
            description="Grade, quality standard, Incoterms, inspection: what a seller needs to quote."
            maxLength={5000}
          />
          <FormError message={formError} />
        </Form>
      </Dialog>
    </Modal>
  );
}
