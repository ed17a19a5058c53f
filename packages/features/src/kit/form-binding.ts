import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

/**
 * What every ui field bound to react-hook-form shares. Each binding is a module of its own
 * (`form-*.tsx`), so a form loads only the fields it uses: the sign-in dialog does not carry the date
 * picker, combo box or number field of Create New Deal (docs/performance.md#budgets).
 *
 * The zod schema's message (docs/product.md#validation) is the error shown. The zod schema's message (docs/product.md#validation) is the error shown.
 * Validation is the form's (zodResolver), not the browser's: `validationBehavior="aria"` keeps the
 * inputs' required and e-mail semantics without the browser blocking the submit with its own text.
 */
export type Bound<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** Shown instead of this field's own error (e.g. a hidden field's error under its picker). */
  extraError?: string;
};

export type Managed = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref';

/**
 * The binding every field shares: the form field (for its value and change) and the props that
 * do not depend on the field's type (name, ref, blur, the error shown, aria validation). Spread
 * `props` after the caller's props, then set the value and change handler of the field's kind.
 */
export function useFieldBinding<Values extends FieldValues>({
  control,
  name,
  extraError,
}: Bound<Values>) {
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
export type KeyPicker = {
  /** Called with the chosen key after the form value changes. */
  onSelected?: (key: string | null) => void;
};
export type KeyManaged = Managed | 'selectedKey' | 'onSelectionChange';

export function keySelection(field: BoundField, onSelected: KeyPicker['onSelected']) {
  return {
    selectedKey: (field.value as string | undefined) || null,
    onSelectionChange: (key: string | number | null) => {
      const value = key === null ? undefined : String(key);
      field.onChange(value);
      onSelected?.(value ?? null);
    },
  };
}
