import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  ComboBox,
  DatePicker,
  NumberField,
  RadioGroup,
  Select,
  TextField,
  type ComboBoxProps,
  type DatePickerProps,
  type NumberFieldProps,
  type RadioGroupProps,
  type SelectProps,
  type TextFieldProps,
} from '@petrobridge/ui';

/**
 * ui fields bound to react-hook-form. The zod schema's message (client-spec §5) is the error shown.
 * Validation is the form's (zodResolver), not the browser's: `validationBehavior="aria"` keeps the
 * inputs' required and e-mail semantics without the browser blocking the submit with its own text.
 */
type Bound<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** Shown instead of this field's own error (e.g. a hidden field's error under its picker). */
  extraError?: string;
};

type Managed = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref';

/**
 * The binding every field shares: the form field (for its value and change) and the props that
 * do not depend on the field's type (name, ref, blur, the error shown, aria validation). Spread
 * `props` after the caller's props, then set the value and change handler of the field's kind.
 */
function useFieldBinding<Values extends FieldValues>({ control, name, extraError }: Bound<Values>) {
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    props: {
      name: field.name,
      ref: field.ref,
      onBlur: field.onBlur,
      isInvalid: fieldState.invalid || Boolean(extraError),
      errorMessage: fieldState.error?.message ?? extraError,
      validationBehavior: 'aria' as const,
    },
  };
}

type BoundField = ControllerRenderProps<FieldValues>;

/** Select and ComboBox: the form keeps the chosen key as text, `undefined` when none. */
type KeyPicker = {
  /** Called with the chosen key after the form value changes. */
  onSelected?: (key: string | null) => void;
};
type KeyManaged = Managed | 'selectedKey' | 'onSelectionChange';

function keySelection(field: BoundField, onSelected: KeyPicker['onSelected']) {
  return {
    selectedKey: (field.value as string | undefined) || null,
    onSelectionChange: (key: string | number | null) => {
      const value = key === null ? undefined : String(key);
      field.onChange(value);
      onSelected?.(value ?? null);
    },
  };
}

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

/** A calendar date kept in the form as `YYYY-MM-DD` text (the API's `format: date`). */
export function FormDatePicker<Values extends FieldValues>({
  control,
  name,
  extraError,
  ...props
}: Bound<Values> & Omit<DatePickerProps<CalendarDate>, Managed>) {
  const { field, props: bound } = useFieldBinding({ control, name, extraError });
  let value: CalendarDate | null = null;
  try {
    value = field.value ? parseDate(String(field.value)) : null;
  } catch {
    value = null;
  }
  return (
    <DatePicker<CalendarDate>
      {...props}
      {...bound}
      value={value}
      onChange={(date) => field.onChange(date ? date.toString() : undefined)}
    />
  );
}

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
