import {
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { Check, Minus } from 'lucide-react';
import * as styles from './SelectionCheckbox.css';

/**
 * The row and select-all checkbox of a Table (slot "selection": RAC wires state and label).
 * Internal: forms use the Checkbox component.
 */
export function SelectionCheckbox(props: Omit<RACCheckboxProps, 'children' | 'className'>) {
  return (
    <RACCheckbox {...props} slot="selection" className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.box} aria-hidden>
          {isIndeterminate ? (
            <Minus className={styles.mark} strokeWidth={3} />
          ) : isSelected ? (
            <Check className={styles.mark} strokeWidth={3} />
          ) : null}
        </span>
      )}
    </RACCheckbox>
  );
}
