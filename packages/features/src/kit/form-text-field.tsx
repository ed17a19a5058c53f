import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@petrobridge/ui';
import { useFieldBinding, type Bound, type Managed } from './form-binding';

/** A text field (text, e-mail, password…) bound to the form. */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  extraError,
  ...props
}: Bound<Values> & Omit<TextFieldProps, Managed>) {
  const { field, props: bound } = useFieldBinding({ control, name, extraError });
  return (
    <TextField
      {...props}
      {...bound}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
    />
  );
}
