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

/** A currency picked from the ISO 4217 codes, by code or name; opens on focus. */
export function FormCurrencyField<Values extends FieldValues>({
  control,
  name,
  extraError,
  label = 'Currency',
}: Bound<Values> & { label?: string }) {
  return (
    <FormComboBox<Values, { id: string; name: string }>
      control={control}
      name={name}
      extraError={extraError}
      label={label}
      menuTrigger="focus"
      defaultItems={currencyItems}
      description="ISO 4217 code; type a code or a name."
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
