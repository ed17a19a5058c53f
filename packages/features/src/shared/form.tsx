import { useCallback, type ReactNode } from 'react';
import {
  useController,
  useForm,
  type Control,
  type ControllerRenderProps,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Mutation, MutationOptions } from '@petrobridge/api-client';
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
  SelectItem,
  Text,
  toast,
} from '@petrobridge/ui';
import { failureText, fieldProblems } from './errors';

/**
 * ui fields bound to react-hook-form. The zod schema's message (docs/product.md#validation) is the error shown.
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

/** The §8 toast of a successful submit. */
export interface SuccessToast {
  title: string;
  description?: string;
}

export interface ApiFormOptions<Input extends FieldValues, Output, Data> {
  /** The domain's zod schema (docs/product.md#validation messages); its input type is the form's values. */
  schema: z.ZodType<Output, Input>;
  /** Typed defaults: a required enum may be left out (no `as unknown` casts). */
  defaultValues: DefaultValues<NoInfer<Input>>;
  /** The write hook of the resource module, e.g. `useCreateDeal`. */
  useMutation: (options: MutationOptions<Data, Output>) => Mutation<Data, Output>;
  /** The success toast (§8). */
  success: SuccessToast | ((data: Data) => SuccessToast);
  /** The failure toast (§8): its title, and the text when the server sends no message. */
  failure: { title: string; fallback: string };
  /** After the success toast (close a dialog, go elsewhere). The form has been reset already. */
  onSuccess?: (data: Data, values: Output) => void;
}

export interface ApiForm<Input extends FieldValues, Output, Data> {
  form: UseFormReturn<Input, unknown, Output>;
  control: Control<Input, unknown, Output>;
  /** For `<Form onSubmit>`: validates, then runs the write. */
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** True while the write is under way (the submit button's pending state). */
  isPending: boolean;
  /** Back to the defaults, errors gone (Cancel). */
  reset: () => void;
  /** The failure that belongs to no field, shown under the form by {@link FormError}. */
  formError: string | undefined;
  /** The last write's result. */
  result?: Data;
}

/**
 * The one way to build a form that writes to the API: react-hook-form + the domain's zod schema + the
 * ui fields. On success the §8 success toast shows and the form resets; on failure a 400's
 * `errors[]` land under their fields (no toast: the fields say it), anything else shows the §8
 * failure toast with the server's message and the same text under the form. A logged-out failure
 * is the data layer's (§8) and does not reach the form.
 */
export function useApiForm<Input extends FieldValues, Output, Data>({
  schema,
  defaultValues,
  useMutation,
  success,
  failure,
  onSuccess,
}: ApiFormOptions<Input, Output, Data>): ApiForm<Input, Output, Data> {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const { setError, reset, getValues } = form;

  const mutation = useMutation({
    onSuccess: (data, values) => {
      const shown = typeof success === 'function' ? success(data) : success;
      toast({ ...shown, tone: 'success' });
      reset(defaultValues);
      onSuccess?.(data, values);
    },
    onError: (error) => {
      const values = getValues() as Record<string, unknown>;
      const unplaced: string[] = [];
      for (const { path, message } of fieldProblems(error)) {
        if (path.split('.')[0]! in values)
          setError(path as FieldPath<Input>, { type: 'server', message });
        else unplaced.push(message);
      }
      if (fieldProblems(error).length > 0 && unplaced.length === 0) return;
      const text = unplaced[0] ?? failureText(error, failure.fallback);
      setError('root.server', { type: 'server', message: text });
      toast({ title: failure.title, description: text, tone: 'danger' });
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    await mutation.trigger(values);
  });
  const resetToDefaults = useCallback(() => reset(defaultValues), [reset, defaultValues]);

  return {
    form,
    control: form.control,
    onSubmit,
    isPending: mutation.isPending,
    reset: resetToDefaults,
    formError: form.formState.errors.root?.server?.message,
  };
}

/** The form-level failure of {@link useApiForm}, under the form (announced when it appears). */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text size="sm" tone="danger" role="alert">
      {message}
    </Text>
  );
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
