import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Grid } from '@petrobridge/ui';
import { productTypes, volumeUnits, productTypeNames, volumeUnitNames } from '@petrobridge/domain';
import {
  FormCurrencyField,
  FormDatePicker,
  FormEnumSelect,
  FormNumberField,
  FormTextArea,
  FormTextField,
} from '../../kit/form';

interface FieldSpec<V extends FieldValues> {
  name: FieldPath<V>;
  label: string;
  isRequired?: boolean;
  description?: string;
}

export interface ListingFormFieldsProps<V extends FieldValues> {
  control: Control<V>;
  /** The price per unit: an offer's (optional) or an RFQ's maximum (required). */
  price: FieldSpec<V>;
  location: Omit<FieldSpec<V>, 'name' | 'label'>;
  date: Omit<FieldSpec<V>, 'label'>;
  /** The free text: an offer's terms, an RFQ's specifications. */
  text: FieldSpec<V> & { description: string };
}

/**
 * The fields an offer and an RFQ share, in the same order: product, volume and unit, price and
 * currency, delivery location and date, and the listing's free text.
 */
export function ListingFormFields<V extends FieldValues>({
  control,
  price,
  location,
  date,
  text,
}: ListingFormFieldsProps<V>) {
  const named = (name: string) => name as FieldPath<V>;
  return (
    <>
      <FormEnumSelect
        control={control}
        name={named('productType')}
        label="Product"
        isRequired
        placeholder="Select a product"
        values={productTypes}
        labels={productTypeNames}
      />
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
        <FormNumberField
          control={control}
          name={named('volume')}
          label="Volume"
          isRequired
          step={1}
        />
        <FormEnumSelect
          control={control}
          name={named('volumeUnit')}
          label="Volume unit"
          values={volumeUnits}
          labels={volumeUnitNames}
        />
      </Grid>
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
        <FormNumberField
          control={control}
          {...price}
          step={0.01}
          formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
        />
        <FormCurrencyField control={control} name={named('currency')} />
      </Grid>
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
        <FormTextField
          control={control}
          name={named('deliveryLocation')}
          label="Delivery location"
          maxLength={255}
          {...location}
        />
        <FormDatePicker control={control} label="Delivery date" {...date} />
      </Grid>
      <FormTextArea control={control} maxLength={5000} {...text} />
    </>
  );
}
