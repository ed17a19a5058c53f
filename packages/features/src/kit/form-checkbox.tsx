import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '@petrobridge/ui';
import { useFieldBinding, type Bound, type Managed } from './form-binding';

/** A yes/no checkbox bound to the form; the form keeps a boolean. */
export function FormCheckbox<Values extends FieldValues>({
  control,
  name,
  extraError,
  children,
  ...props
}: Bound<Values> & Omit<CheckboxProps, Managed | 'children'> & { children: ReactNode }) {
  const { field, props: bound } = useFieldBinding({ control, name, extraError });
  return (
    <Checkbox
      {...props}
      {...bound}
      isSelected={field.value === true}
      onChange={(selected) => field.onChange(selected)}
    >
      {children}
    </Checkbox>
  );
}
