import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  Popover as RACPopover,
  composeRenderProps,
  type ListBoxItemProps as RACListBoxItemProps,
  type ListBoxProps as RACListBoxProps,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { Icon } from '../../Icon';
import * as styles from './Picker.css';

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

/** The floating panel of a picker (RAC Popover), placed under its trigger. */
export function PickerPopover({ className, ...props }: RACPopoverProps) {
  return (
    <RACPopover
      placement="bottom start"
      {...props}
      className={composeRenderProps(className, (extra) => join(styles.popover, extra))}
    />
  );
}

/** The option list of a Select or ComboBox (RAC ListBox), with a message when it is empty. */
export function PickerListBox<T extends object>({
  emptyMessage,
  className,
  ...props
}: RACListBoxProps<T> & { emptyMessage?: ReactNode }) {
  return (
    <RACListBox
      {...props}
      renderEmptyState={() => <div className={styles.emptyState}>{emptyMessage}</div>}
      className={composeRenderProps(className, (extra) => join(styles.listBox, extra))}
    />
  );
}

export interface PickerItemProps<T = object> extends RACListBoxItemProps<T> {
  /** A second line under the label (a company's country, a product's grade). */
  description?: ReactNode;
}

/** One option of a Select or ComboBox (RAC ListBoxItem), with a check mark when selected. */
export function PickerItem<T extends object>({
  description,
  textValue,
  className,
  children,
  ...props
}: PickerItemProps<T>) {
  return (
    <RACListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (extra) => join(styles.item, extra))}
    >
      {composeRenderProps(children, (label, { isSelected }) => (
        <>
          {/* One name from the whole content (label and second line), so what is read matches
              what is seen; the Select's value shows only `textValue`. */}
          <span className={styles.itemText}>
            <span>{label}</span>
            {description !== undefined && (
              <span className={styles.itemDescription}>{description}</span>
            )}
          </span>
          {isSelected && <Icon icon={Check} size="sm" className={styles.check} />}
        </>
      ))}
    </RACListBoxItem>
  );
}
