import type { FieldValues } from 'react-hook-form';
import { NumberField, type NumberFieldProps } from '@petrobridge/ui';
import { useFieldBinding, type Bound, type Managed } from './form-binding';

/** A number field; an emptied field is `undefined` (so the schema's "required" message shows). */
export function FormNumberField<Values extends FieldValues>({
  control,
  name,
  extraError,
  ...props
}: Bound<Values> & Omit<NumberFieldProps, Managed>) {
  const { field, props: bound } = useFieldBinding({ control, name, extraError });
  const value = field.value as number | string | undefined | null;
  const numeric = value === undefined || value === null || value === '' ? NaN : Number(value);
  return (
    <NumberField
      {...props}
      {...bound}
      value={numeric}
      onChange={(n) => field.onChange(Number.isNaN(n) ? undefined : n)}
    />
  );
}
