import { useCallback } from 'react';
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Mutation, MutationOptions } from '@petrobridge/api-client';
import { Text, toast } from '@petrobridge/ui';
import { failureText, fieldProblems } from './errors';

/*
 * The field bindings live one per module (form-text-field.tsx, form-select.tsx, …) so that a form's
 * chunk holds only the fields it uses; they are re-exported here for callers that want one import.
 * The re-exports cost nothing: the package is free of side effects, so an unused binding is dropped.
 */
export { FormTextField } from './form-text-field';
export { FormNumberField } from './form-number-field';
export { FormSelect, FormEnumSelect } from './form-select';
export { FormComboBox } from './form-combo-box';
export { FormDatePicker } from './form-date-picker';
export { FormRadioGroup } from './form-radio-group';
export { FormCheckboxGroup } from './form-checkbox-group';
export { FormCheckbox } from './form-checkbox';
export { FormCurrencyField } from './form-currency-field';
export { FormTextArea } from './form-text-area';

/** The §8 toast of a successful submit. */
export interface SuccessToast {
  title: string;
  description?: string;
}

export interface ApiFormOptions<Input extends FieldValues, Output, Data> {
  /** The domain's zod schema (docs/product.md#validation messages); its input type is the form's values. */
  schema: z.core.$ZodType<Output, Input>;
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
  /** When fields are validated before the first submit: 'onChange' for forms §5 validates on change. */
  mode?: 'onSubmit' | 'onChange' | 'onBlur';
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
  mode = 'onSubmit',
}: ApiFormOptions<Input, Output, Data>): ApiForm<Input, Output, Data> {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode,
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
