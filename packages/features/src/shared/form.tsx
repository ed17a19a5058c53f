import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
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

export function FormTextField<Values extends FieldValues>({
  control,
  name,
  extraError,
  ...props
}: Bound<Values> & Omit<TextFieldProps, Managed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid || Boolean(extraError)}
          errorMessage={fieldState.error?.message ?? extraError}
          validationBehavior="aria"
        />
      )}
    />
  );
}

/** A number field; an emptied field is `undefined` (so the schema's "required" message shows). */
export function FormNumberField<Values extends FieldValues>({
  control,
  name,
  ...props
}: Bound<Values> & Omit<NumberFieldProps, Managed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value as number | string | undefined | null;
        const numeric = value === undefined || value === null || value === '' ? NaN : Number(value);
        return (
          <NumberField
            {...props}
            name={field.name}
            ref={field.ref}
            value={numeric}
            onChange={(n) => field.onChange(Number.isNaN(n) ? undefined : n)}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
            validationBehavior="aria"
          />
        );
      }}
    />
  );
}

export function FormSelect<Values extends FieldValues, T extends object>({
  control,
  name,
  extraError,
  onSelected,
  ...props
}: Bound<Values> &
  Omit<SelectProps<T>, Managed | 'selectedKey' | 'onSelectionChange'> & {
    /** Called with the chosen key after the form value changes. */
    onSelected?: (key: string | null) => void;
  }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select<T>
          {...props}
          name={field.name}
          ref={field.ref}
          selectedKey={(field.value as string | undefined) || null}
          onSelectionChange={(key) => {
            const value = key === null ? undefined : String(key);
            field.onChange(value);
            onSelected?.(value ?? null);
          }}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid || Boolean(extraError)}
          errorMessage={fieldState.error?.message ?? extraError}
          validationBehavior="aria"
        />
      )}
    />
  );
}

export function FormComboBox<Values extends FieldValues, T extends object>({
  control,
  name,
  extraError,
  onSelected,
  ...props
}: Bound<Values> &
  Omit<ComboBoxProps<T>, Managed | 'selectedKey' | 'onSelectionChange'> & {
    /** Called with the chosen key after the form value changes. */
    onSelected?: (key: string | null) => void;
  }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ComboBox<T>
          {...props}
          name={field.name}
          ref={field.ref}
          selectedKey={(field.value as string | undefined) || null}
          onSelectionChange={(key) => {
            const value = key === null ? undefined : String(key);
            field.onChange(value);
            onSelected?.(value ?? null);
          }}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid || Boolean(extraError)}
          errorMessage={fieldState.error?.message ?? extraError}
          validationBehavior="aria"
        />
      )}
    />
  );
}

/** A calendar date kept in the form as `YYYY-MM-DD` text (the API's `format: date`). */
export function FormDatePicker<Values extends FieldValues>({
  control,
  name,
  ...props
}: Bound<Values> & Omit<DatePickerProps<CalendarDate>, Managed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        let value: CalendarDate | null = null;
        try {
          value = field.value ? parseDate(String(field.value)) : null;
        } catch {
          value = null;
        }
        return (
          <DatePicker<CalendarDate>
            {...props}
            name={field.name}
            ref={field.ref}
            value={value}
            onChange={(date) => field.onChange(date ? date.toString() : undefined)}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
            validationBehavior="aria"
          />
        );
      }}
    />
  );
}

export function FormRadioGroup<Values extends FieldValues>({
  control,
  name,
  children,
  ...props
}: Bound<Values> & Omit<RadioGroupProps, Managed | 'children'> & { children: ReactNode }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup
          {...props}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
          validationBehavior="aria"
        >
          {children}
        </RadioGroup>
      )}
    />
  );
}
