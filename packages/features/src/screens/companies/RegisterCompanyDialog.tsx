import type { DefaultValues } from 'react-hook-form';
import { Grid } from '@petrobridge/ui';
import { FormDialog } from '../../kit/FormDialog';
import { FormError, FormTextField, useApiForm } from '../../kit/form';
import {
  registerCompanyFormSchema,
  useCreateCompany,
  type RegisterCompanyFormInput,
} from '../../data/api/companies';

export interface RegisterCompanyDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The caller: sent as ownerId (§7); the server sets the owner to the caller whatever is sent. */
  ownerId: string;
}

const FORM_ID = 'register-company-form';

/**
 * Register Company (sellers and buyers; docs/product.md#validation): name required ('Company name is
 * required'), the rest optional, industry oil_gas unless changed. §8 toasts 'Company registered
 * successfully' / Error 'Failed to register company' (or the server's message).
 */
export function RegisterCompanyDialog({
  isOpen,
  onOpenChange,
  ownerId,
}: RegisterCompanyDialogProps) {
  const defaultValues: DefaultValues<RegisterCompanyFormInput> = {
    name: '',
    registrationNumber: '',
    address: '',
    country: '',
    industry: 'oil_gas',
    website: '',
    ownerId,
  };
  const { control, onSubmit, isPending, reset, formError } = useApiForm({
    schema: registerCompanyFormSchema,
    defaultValues,
    useMutation: useCreateCompany,
    success: { title: 'Company registered successfully' },
    failure: { title: 'Error', fallback: 'Failed to register company' },
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      title="Register Company"
      description="Register your company to start KYC verification."
      formId={FORM_ID}
      submitLabel="Register Company"
      pendingLabel="Registering"
      form={{ onSubmit, isPending, reset }}
    >
      <FormTextField control={control} name="name" label="Company name" isRequired />
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
        <FormTextField control={control} name="registrationNumber" label="Registration number" />
        <FormTextField control={control} name="country" label="Country" />
      </Grid>
      <FormTextField control={control} name="address" label="Address" />
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
        <FormTextField control={control} name="industry" label="Industry" />
        <FormTextField control={control} name="website" label="Website" />
      </Grid>
      <FormError message={formError} />
    </FormDialog>
  );
}
