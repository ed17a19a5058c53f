import type { FieldValues } from 'react-hook-form';
import { Select, SelectItem, type SelectProps } from '@petrobridge/ui';
import {
  keySelection,
  useFieldBinding,
  type Bound,
  type KeyManaged,
  type KeyPicker,
  type Managed,
} from './form-binding';

/** A select bound to the form; the form keeps the chosen key as text. */
export function FormSelect<Values extends FieldValues, T extends object>({
  control,
  name,
  extraError,
  onSelected,
  ...props
}: Bound<Values> & Omit<SelectProps<T>, KeyManaged> & KeyPicker) {
  const { field, props: bound } = useFieldBinding({ control, name, extraError });
  return <Select<T> {...props} {...bound} {...keySelection(field, onSelected)} />;
}

/**
 * A select built from a domain enum and its labels: `<FormEnumSelect values={volumeUnits}
 * labels={volumeUnitNames} … />`. A value without a label is a type error.
 */
export function FormEnumSelect<Values extends FieldValues, Key extends string>({
  values,
  labels,
  ...props
}: Omit<SelectProps<{ id: Key; name: string }>, Managed | 'children' | 'items'> &
  Bound<Values> & { values: readonly Key[]; labels: Readonly<Record<Key, string>> }) {
  return (
    <FormSelect<Values, { id: Key; name: string }>
      {...props}
      items={values.map((id) => ({ id, name: labels[id] }))}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </FormSelect>
  );
}
