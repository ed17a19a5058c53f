import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { RadioGroup, type RadioGroupProps } from '@petrobridge/ui';
import { useFieldBinding, type Bound, type Managed } from './form-binding';

/** A radio group bound to the form; the form keeps the chosen value as text. */
export function FormRadioGroup<Values extends FieldValues>({
  control,
  name,
  extraError,
  children,
  ...props
}: Bound<Values> & Omit<RadioGroupProps, Managed | 'children'> & { children: ReactNode }) {
  const { field, props: bound } = useFieldBinding({ control, name, extraError });
  return (
    <RadioGroup
      {...props}
      {...bound}
      value={(field.value as string | undefined) ?? null}
      onChange={field.onChange}
    >
      {children}
    </RadioGroup>
  );
}
