import type { FieldValues } from 'react-hook-form';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { DatePicker, type DatePickerProps } from '@petrobridge/ui';
import { useFieldBinding, type Bound, type Managed } from './form-binding';

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
