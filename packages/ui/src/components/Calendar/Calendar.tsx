import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Calendar as RACCalendar,
  CalendarCell as RACCalendarCell,
  CalendarGrid as RACCalendarGrid,
  CalendarGridBody as RACCalendarGridBody,
  CalendarGridHeader as RACCalendarGridHeader,
  CalendarHeaderCell as RACCalendarHeaderCell,
  Heading as RACHeading,
  Text as RACText,
  type CalendarProps as RACCalendarProps,
  type DateValue,
} from 'react-aria-components';
import { withClass } from '../private/withClass';
import { FieldButton } from '../Field';
import { Icon } from '../Icon';
import * as styles from './Calendar.css';

export interface CalendarProps<T extends DateValue> extends RACCalendarProps<T> {
  /** Shown under the grid while the calendar is invalid (`isInvalid`). */
  errorMessage?: string;
}

/**
 * A month grid on react-aria-components' Calendar: arrow keys move by day, Page Up/Down by month,
 * Enter selects. Used by DatePicker; usable on its own.
 */
export function Calendar<T extends DateValue>({
  errorMessage,
  className,
  ...props
}: CalendarProps<T>) {
  return (
    <RACCalendar {...props} className={withClass(styles.calendar, className)}>
      <div className={styles.header}>
        <FieldButton slot="previous" className={styles.navButton}>
          <Icon icon={ChevronLeft} size="sm" />
        </FieldButton>
        <RACHeading className={styles.heading} />
        <FieldButton slot="next" className={styles.navButton}>
          <Icon icon={ChevronRight} size="sm" />
        </FieldButton>
      </div>
      <RACCalendarGrid className={styles.grid}>
        <RACCalendarGridHeader>
          {(day) => (
            <RACCalendarHeaderCell className={styles.headerCell}>{day}</RACCalendarHeaderCell>
          )}
        </RACCalendarGridHeader>
        <RACCalendarGridBody>
          {(date) => <RACCalendarCell date={date} className={styles.cell} />}
        </RACCalendarGridBody>
      </RACCalendarGrid>
      {errorMessage && (
        <RACText slot="errorMessage" className={styles.errorMessage}>
          {errorMessage}
        </RACText>
      )}
    </RACCalendar>
  );
}
