export { DatePicker, type DatePickerProps, type DatePickerHandle } from './DatePicker';
// The date values DatePicker and Calendar take, so features need no date library of their own.
export { CalendarDate, parseDate, today, getLocalTimeZone } from '@internationalized/date';
export type { DateValue } from 'react-aria-components';
