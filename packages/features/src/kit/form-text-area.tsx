import type { FieldValues } from 'react-hook-form';
import { TextArea, type TextAreaProps } from '@petrobridge/ui';
import { useFieldBinding, type Bound, type Managed } from './form-binding';

/** A multi-line text field bound to the form. */
export function FormTextArea<Values extends FieldValues>({
  control,
  name,
  extraError,
  ...props
}: Bound<Values> & Omit<TextAreaProps, Managed>) {
  const { field, props: bound } = useFieldBinding({ control, name, extraError });
  return (
    <TextArea
      {...props}
      {...bound}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
    />
  );
}
