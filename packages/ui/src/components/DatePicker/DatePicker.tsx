import { CalendarDays } from 'lucide-react';
import { useImperativeHandle, useRef, type Ref } from 'react';
import {
  DateInput as RACDateInput,
  DatePicker as RACDatePicker,
  DateSegment as RACDateSegment,
  type DatePickerProps as RACDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { withClass } from '../private/withClass';
import { Calendar } from '../Calendar';
import { FieldButton, FieldFrame, FieldGroup, fieldClassName, type FieldProps } from '../Field';
import { Icon } from '../Icon';
import { Popover } from '../Popover';
import * as styles from './DatePicker.css';

/** What a DatePicker's `ref` exposes: focus moves to its first date segment. */
export interface DatePickerHandle {
  focus(): void;
}

export interface DatePickerProps<T extends DateValue>
  extends Omit<RACDatePickerProps<T>, 'children'>, FieldProps {
  /**
   * The calendar button's accessible name.
   * @default 'Open calendar'
   */
  calendarLabel?: string;
  /** Focuses the first date segment (react-hook-form calls it on an error). */
  ref?: Ref<DatePickerHandle>;
}

/**
 * A calendar date (delivery date) on react-aria-components' DatePicker: type the day, month and year
 * in segments, or pick in the calendar popover. Values are `@internationalized/date` objects
 * (`parseDate('2025-09-12')`, `value.toString()` back to ISO); `minValue`, `maxValue` and
 * `isDateUnavailable` constrain it.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  calendarLabel = 'Open calendar',
  ref,
  className,
  ...props
}: DatePickerProps<T>) {
  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => groupRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus(),
  }));
  return (
    <RACDatePicker {...props} className={withClass(fieldClassName, className)}>
      <FieldFrame
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <FieldGroup ref={groupRef}>
          <RACDateInput className={styles.dateInput}>
            {(segment) => <RACDateSegment segment={segment} className={styles.segment} />}
          </RACDateInput>
          <FieldButton aria-label={calendarLabel}>
            <Icon icon={CalendarDays} size="sm" />
          </FieldButton>
        </FieldGroup>
      </FieldFrame>
      {/* The package's Popover holds the dialog; RAC's DatePicker names it after the field label. */}
      <Popover placement="bottom end" showArrow={false}>
        <Calendar />
      </Popover>
    </RACDatePicker>
  );
}
