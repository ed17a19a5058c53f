import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  Button as RACButton,
  Select as RACSelect,
  SelectValue as RACSelectValue,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { withClass } from '../private/withClass';
import { group } from '../Field/Field.css';
import { FieldFrame, fieldClassName, type FieldProps } from '../Field';
import {
  PickerItem,
  PickerListBox,
  PickerPopover,
  type PickerItemProps,
} from '../Field/private/Picker';
import { Icon } from '../Icon';
import * as styles from './Select.css';
import { cx } from '../private/cx';

export interface SelectProps<T extends object>
  extends Omit<RACSelectProps<T>, 'children' | 'selectionMode'>, FieldProps {
  /** The options: SelectItem elements, or a function of each of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** The options' data, for a dynamic list rendered by `children`. */
  items?: Iterable<T>;
  /**
   * Shown on the trigger while nothing is selected.
   * @default 'Select an option'
   */
  placeholder?: string;
  /** A ref to the trigger button (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Pick one option from a short list (product type, volume unit) on react-aria-components' Select:
 * a button opens a list box; type-ahead, arrow keys and Enter work on the closed button too.
 * The value is the selected item's `id` (`value` / `onChange`).
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  children,
  items,
  placeholder = 'Select an option',
  ref,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect
      {...props}
      placeholder={placeholder}
      className={withClass(fieldClassName, className)}
    >
      <FieldFrame
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <RACButton ref={ref} className={cx(group, styles.trigger)}>
          <RACSelectValue className={styles.value}>
            {({ selectedText, isPlaceholder }) => (isPlaceholder ? placeholder : selectedText)}
          </RACSelectValue>
          <Icon icon={ChevronDown} size="sm" className={styles.chevron} />
        </RACButton>
      </FieldFrame>
      <PickerPopover>
        <PickerListBox items={items}>{children}</PickerListBox>
      </PickerPopover>
    </RACSelect>
  );
}

export type SelectItemProps<T extends object = object> = PickerItemProps<T>;

/** An option of a Select: `id` is its value, the text its label, `description` a second line. */
export function SelectItem<T extends object>(props: SelectItemProps<T>) {
  return <PickerItem {...props} />;
}
