import { useMemo } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { ComboBoxItem, Grid } from '@petrobridge/ui';
import { FormDialog } from '../../kit/FormDialog';
import { productTypes, volumeUnits, productTypeNames, volumeUnitNames } from '@petrobridge/domain';
import {
  FormComboBox,
  FormDatePicker,
  FormEnumSelect,
  FormError,
  FormNumberField,
  FormTextField,
  useApiForm,
} from '../../kit/form';
import { FormCurrencyField } from '../../kit/form-currency-field';
import {
  createDealFormSchemaAsOf,
  useCreateDeal,
  useDealParties,
  type CreateDealFormInput,
  type DealParty,
} from '../../data/api/deals';

export type { CreateDealFormInput };

export interface CreateDealDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Values the form opens with, over the empty form: the marketplace and RFQ matching prefill it
   * from a listing (product, volume, price, delivery, the two companies). Read when the dialog mounts.
   */
  initialValues?: DefaultValues<CreateDealFormInput>;
}

const FORM_ID = 'create-deal-form';

const emptyValues: DefaultValues<CreateDealFormInput> = {
  currency: 'USD',
  sellerCompanyId: '',
  buyerCompanyId: '',
  sellerId: '',
  buyerId: '',
  deliveryLocation: '',
  deliveryDate: '',
  commissionRate: 2.5,
};

/**
 * The two company pickers, each offering only the KYC-approved companies of its side
 * (GET /api/deals/parties). The seller and the buyer (`owner`) have no field of their own: they are
 * set to the chosen company's owner, and their messages show under the company picker.
 */
const parties = [
  { name: 'sellerCompanyId', owner: 'sellerId', label: 'Seller company', side: 'sellers' },
  { name: 'buyerCompanyId', owner: 'buyerId', label: 'Buyer company', side: 'buyers' },
] as const;

/**
 * A listing's delivery date that has passed is not carried into a new deal: the form opens without it
 * and the broker agrees a new one, rather than meeting 'Delivery date cannot be in the past' on submit.
 */
function withoutPastDate(
  values: DefaultValues<CreateDealFormInput>,
  today: string,
): DefaultValues<CreateDealFormInput> {
  const date = values.deliveryDate;
  return typeof date === 'string' && date !== '' && date < today
    ? { ...values, deliveryDate: '' }
    : values;
}

/**
 * Create New Deal (docs/product.md#screens, §5, §8), for brokers. The form shows company pickers only; the
 * seller and the buyer are the owners of the chosen companies. §8 toasts: 'Deal created successfully',
 * or Error with the server's message ('Failed to create deal' when it has none).
 */
export function CreateDealDialog({ isOpen, onOpenChange, initialValues }: CreateDealDialogProps) {
  const companies = useDealParties({ enabled: isOpen });
  // The delivery date may not be before today (UTC, as the server checks it).
  const today = useMemo(() => new Date().toISOString().slice(0, 10), []);
  const schema = useMemo(() => createDealFormSchemaAsOf(today), [today]);
  const { form, control, onSubmit, isPending, reset, formError } = useApiForm({
    schema,
    defaultValues: initialValues
      ? { ...emptyValues, ...withoutPastDate(initialValues, today) }
      : emptyValues,
    useMutation: useCreateDeal,
    success: { title: 'Deal created successfully' },
    failure: { title: 'Error', fallback: 'Failed to create deal' },
    onSuccess: () => onOpenChange(false),
  });
  const { setValue, formState } = form;

  const ownerOf = (side: 'sellers' | 'buyers', companyId: string | null) =>
    companies.data?.[side].find((c) => c.companyId === companyId)?.ownerId ?? '';
  const companyPlaceholder = companies.isLoading
    ? 'Loading companies…'
    : companies.error
      ? 'Companies could not be loaded'
      : 'Search companies';
  const { errors } = formState;

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      title="Create New Deal"
      description="A deal between a seller company and a buyer company, brokered by you."
      formId={FORM_ID}
      submitLabel="Create Deal"
      pendingLabel="Creating deal"
      form={{ onSubmit, isPending, reset }}
    >
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
        {parties.map(({ name, owner, label, side }) => (
          <FormComboBox<CreateDealFormInput, DealParty & { id: string }>
            key={name}
            control={control}
            name={name}
            label={label}
            isRequired
            // Not `menuTrigger="focus"`: a failed submit focuses the first invalid picker, and an
            // open list would cover its message. Typing, ArrowDown or the chevron opens it.
            defaultItems={(companies.data?.[side] ?? []).map((c) => ({
              ...c,
              id: c.companyId,
            }))}
            placeholder={companyPlaceholder}
            description={`KYC-approved ${side === 'sellers' ? 'sellers' : 'buyers'} only.`}
            isDisabled={companies.isLoading}
            emptyMessage="No companies"
            extraError={errors[name] ? undefined : errors[owner]?.message}
            onSelected={(id) =>
              setValue(owner, ownerOf(side, id), { shouldValidate: formState.isSubmitted })
            }
          >
            {(company) => (
              <ComboBoxItem
                id={company.companyId}
                textValue={company.companyName}
                description={company.country ?? undefined}
              >
                {company.companyName}
              </ComboBoxItem>
            )}
          </FormComboBox>
        ))}
      </Grid>
      <FormEnumSelect
        control={control}
        name="productType"
        label="Product"
        isRequired
        placeholder="Select a product"
        values={productTypes}
        labels={productTypeNames}
      />
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
        <FormNumberField control={control} name="volume" label="Volume" isRequired step={1} />
        <FormEnumSelect
          control={control}
          name="volumeUnit"
          label="Volume unit"
          isRequired
          placeholder="Select a unit"
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
        <FormTextField control={control} name="deliveryLocation" label="Delivery location" />
        <FormDatePicker control={control} name="deliveryDate" label="Delivery date" />
      </Grid>
      <FormNumberField
        control={control}
        name="commissionRate"
        label="Commission rate (%)"
        step={0.1}
        formatOptions={{ maximumFractionDigits: 2 }}
      />
      <FormError message={formError} />
    </FormDialog>
  );
}
