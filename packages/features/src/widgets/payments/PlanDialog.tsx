import {
  billingIntervalNames,
  billingIntervals,
  subscriptionPlanFormSchema,
  type SubscriptionPlanFormInput,
} from '@petrobridge/domain';
import { useCreateSubscriptionPlan } from '../../data/api';
import {
  FormCurrencyField,
  FormEnumSelect,
  FormError,
  FormTextArea,
  FormTextField,
  useApiForm,
} from '../../kit/form';
import { FormDialog } from '../../kit/FormDialog';

const emptyValues: SubscriptionPlanFormInput = {
  name: '',
  description: '',
  price: '',
  currency: 'USD',
  billingInterval: 'monthly',
  featuresText: '',
};

/**
 * Create Subscription Plan (§5): name 1–255, price with at most 2 decimals ('Invalid price format'),
 * currency (USD), billing interval (monthly, yearly, one-time), features one per line.
 */
export function CreatePlanDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useApiForm({
    schema: subscriptionPlanFormSchema,
    defaultValues: emptyValues,
    useMutation: useCreateSubscriptionPlan,
    success: (plan) => ({ title: 'Plan created', description: `${plan.name} can now be sold.` }),
    failure: { title: 'Error', fallback: 'Failed to create the plan' },
    onSuccess: () => onOpenChange(false),
  });
  const { control, formError } = form;
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Create Subscription Plan"
      formId="create-subscription-plan"
      submitLabel="Create Plan"
      pendingLabel="Creating..."
      form={form}
    >
      <FormTextField control={control} name="name" label="Name" isRequired />
      <FormTextArea control={control} name="description" label="Description" />
      <FormTextField
        control={control}
        name="price"
        label="Price"
        inputMode="decimal"
        description="Digits with at most 2 decimals, e.g. 49.90"
        isRequired
      />
      <FormCurrencyField control={control} name="currency" />
      <FormEnumSelect
        control={control}
        name="billingInterval"
        label="Billing interval"
        values={billingIntervals}
        labels={billingIntervalNames}
      />
      <FormTextArea
        control={control}
        name="featuresText"
        label="Features"
        description="One per line."
      />
      <FormError message={formError} />
    </FormDialog>
  );
}
