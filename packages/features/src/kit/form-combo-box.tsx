import type { FieldValues } from 'react-hook-form';
import { ComboBox, type ComboBoxProps } from '@petrobridge/ui';
import {
  keySelection,
  useFieldBinding,
  type Bound,
  type KeyManaged,
  type KeyPicker,
} from './form-binding';

/** A combo box bound to the form; the form keeps the chosen key as text. */
export function FormComboBox<Values extends FieldValues, T extends object>({
  control,
  name,
  extraError,
  onSelected,
  ...props
}: Bound<Values> & Omit<ComboBoxProps<T>, KeyManaged> & KeyPicker) {
  const { field, props: bound } = useFieldBinding({ control, name, extraError });
  return <ComboBox<T> {...props} {...bound} {...keySelection(field, onSelected)} />;
}
