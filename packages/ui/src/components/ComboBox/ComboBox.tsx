import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { withClass } from '../private/withClass';
import {
  FieldButton,
  FieldFrame,
  FieldGroup,
  Input,
  fieldClassName,
  type FieldProps,
} from '../Field';
import {
  PickerItem,
  PickerListBox,
  PickerPopover,
  type PickerItemProps,
} from '../Field/private/Picker';
import { Icon } from '../Icon';
import * as styles from './ComboBox.css';

export interface ComboBoxProps<T extends object>
  extends Omit<RACComboBoxProps<T>, 'children' | 'selectionMode'>, FieldProps {
  /** The options: ComboBoxItem elements, or a function of each of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Text shown while the input is empty ("Search companies"). */
  placeholder?: string;
  /**
   * Shown in the list when nothing matches what was typed.
   * @default 'No results'
   */
  emptyMessage?: ReactNode;
  /** A ref to the input element (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A searchable picker (a company among hundreds) on react-aria-components' ComboBox: typing filters
 * the list (or pass `items` and `onInputChange` to filter on the server), arrow keys move, Enter
 * picks, Escape restores. The value is the selected item's `id` (`value` / `onChange`).
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  children,
  items,
  placeholder,
  emptyMessage = 'No results',
  ref,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox
      allowsEmptyCollection
      {...props}
      items={items}
      className={withClass(fieldClassName, className)}
    >
      <FieldFrame
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <FieldGroup>
          <Input ref={ref} placeholder={placeholder} />
          {/* RAC names this button ("Show suggestions", localised) and keeps it out of the tab order. */}
          <FieldButton>
            <Icon icon={ChevronDown} size="sm" className={styles.chevron} />
          </FieldButton>
        </FieldGroup>
      </FieldFrame>
      <PickerPopover>
        <PickerListBox emptyMessage={emptyMessage}>{children}</PickerListBox>
      </PickerPopover>
    </RACComboBox>
  );
}

export type ComboBoxItemProps<T extends object = object> = PickerItemProps<T>;

/** An option of a ComboBox: `id` is its value, the text its label, `description` a second line. */
export function ComboBoxItem<T extends object>(props: ComboBoxItemProps<T>) {
  return <PickerItem {...props} />;
}
