import { useMemo } from 'react';
import { SelectItem } from '@petrobridge/ui';
import { paymentLinkFormSchema, type PaymentLinkFormInput } from '@petrobridge/domain';
import { useCreatePaymentLink, usePaymentProvider, useSubscriptionPlans } from '../../data/api';
import {
  FormCurrencyField,
  FormDatePicker,
  FormError,
  FormSelect,
  FormTextArea,
  FormTextField,
  useApiForm,
} from '../../kit/form';
import { FormDialog } from '../../kit/FormDialog';
import { displayNow } from '../../kit/clock';

const NO_PLAN = '';

const emptyValues: PaymentLinkFormInput = {
  title: '',
  description: '',
  amount: '',
  currency: 'USD',
  subscriptionPlanId: NO_PLAN,
  expiresOn: '',
};

/**
 * Create Payment Link (§5): title 1–255, amount with at most 2 decimals ('Invalid amount format'),
 * currency (USD by default; once the provider has answered, only those it invoices), an optional
 * active plan, an optional expiry date (end of that day, UTC). The payment provider (the Simulator)
 * issues the link's invoice.
 */
export function CreatePaymentLinkDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const today = displayNow().toISOString().slice(0, 10);
  const schema = useMemo(() => paymentLinkFormSchema(today), [today]);
  const plans = useSubscriptionPlans({ enabled: isOpen });
  const provider = usePaymentProvider({ enabled: isOpen });
  const planItems = [
    { id: NO_PLAN, name: 'No plan (one-off payment)' },
    ...(plans.data ?? []).filter((p) => p.isActive).map((p) => ({ id: p.id, name: p.name })),
  ];
  const form = useApiForm({
    schema,
    defaultValues: emptyValues,
    useMutation: useCreatePaymentLink,
    success: (link) => ({
      title: 'Payment link created',
      description: `${link.title}: invoice ${link.cryptoInvoiceId ?? ''} issued by the ${link.provider}.`,
    }),
    failure: { title: 'Error', fallback: 'Failed to create the payment link' },
    onSuccess: () => onOpenChange(false),
  });
  const { control, formError } = form;
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Create Payment Link"
      description="The customer pays in fiat; the platform receives crypto through the payment provider."
      formId="create-payment-link"
      submitLabel="Create Link"
      pendingLabel="Creating..."
      form={form}
    >
      <FormTextField control={control} name="title" label="Title" isRequired />
      <FormTextArea control={control} name="description" label="Description" />
      <FormTextField
        control={control}
        name="amount"
        label="Amount"
        inputMode="decimal"
        description="Digits with at most 2 decimals, e.g. 199.00"
        isRequired
      />
      <FormCurrencyField
        control={control}
        name="currency"
        only={
          provider.data && {
            codes: provider.data.invoiceCurrencies,
            by: `The ${provider.data.label}`,
          }
        }
      />
      <FormSelect
        control={control}
        name="subscriptionPlanId"
        label="Subscription plan"
        items={planItems}
      >
        {(item: { id: string; name: string }) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </FormSelect>
      <FormDatePicker
        control={control}
        name="expiresOn"
        label="Expires on"
        description="Optional; the link expires at the end of that day (UTC)."
      />
      <FormError message={formError} />
    </FormDialog>
  );
}
