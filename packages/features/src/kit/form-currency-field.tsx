import type { FieldValues } from 'react-hook-form';
import { ComboBoxItem } from '@petrobridge/ui';
import { commonCurrencyCodes, currencyCodes } from '@petrobridge/domain';
import { FormComboBox } from './form-combo-box';
import type { Bound } from './form-binding';

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });
/** ISO 4217 codes, the usual oil currencies first, each with its name to search by. */
const currencyItems = [
  ...commonCurrencyCodes,
  ...currencyCodes.filter((c) => !(commonCurrencyCodes as readonly string[]).includes(c)),
].map((code) => ({ id: code, name: `${code} · ${currencyNames.of(code) ?? code}` }));

/** Joins codes as a sentence does: "USD, EUR and GBP". */
const listed = (codes: readonly string[]) =>
  codes.length > 1 ? `${codes.slice(0, -1).join(', ')} and ${codes.at(-1)}` : (codes[0] ?? '');

/**
 * A currency picked from the ISO 4217 codes, by code or name; opens on focus. With `only` (the
 * payment provider's invoice currencies, say) only those codes are offered, and the description
 * names them and who takes them.
 */
export function FormCurrencyField<Values extends FieldValues>({
  control,
  name,
  extraError,
  label = 'Currency',
  only,
}: Bound<Values> & {
  label?: string;
  /** The only codes to offer and who takes only them ("The Simulator"), once known. */
  only?: { codes: readonly string[]; by: string };
}) {
  const items = only ? currencyItems.filter((item) => only.codes.includes(item.id)) : currencyItems;
  return (
    <FormComboBox<Values, { id: string; name: string }>
      control={control}
      name={name}
      extraError={extraError}
      label={label}
      menuTrigger="focus"
      defaultItems={items}
      description={
        only
          ? `${only.by} takes ${listed(only.codes)} only; type a code or a name.`
          : 'ISO 4217 code; type a code or a name.'
      }
      emptyMessage="No such currency"
    >
      {(item) => (
        <ComboBoxItem id={item.id} textValue={item.name}>
          {item.name}
        </ComboBoxItem>
      )}
    </FormComboBox>
  );
}
