import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { CheckboxGroup, type CheckboxGroupProps } from '@petrobridge/ui';
import { useFieldBinding, type Bound, type Managed } from './form-binding';

/** A checkbox group bound to the form; the form keeps the chosen values as an array of text. */
export function FormCheckboxGroup<Values extends FieldValues>({
  control,
  name,
  extraError,
  children,
  ...props
}: Bound<Values> & Omit<CheckboxGroupProps, Managed | 'children'> & { children: ReactNode }) {
  const { field, props: bound } = useFieldBinding({ control, name, extraError });
  return (
    <CheckboxGroup
      {...props}
      {...bound}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
    >
      {children}
    </CheckboxGroup>
  );
}
