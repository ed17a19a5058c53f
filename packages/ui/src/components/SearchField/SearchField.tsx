import { Search, X } from 'lucide-react';
import type { Ref } from 'react';
import {
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { withClass } from '../private/withClass';
import {
  FieldAdornment,
  FieldButton,
  FieldFrame,
  FieldGroup,
  Input,
  fieldClassName,
  type FieldProps,
} from '../Field';
import { Icon } from '../Icon';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'>, FieldProps {
  /** Text shown while the field is empty ("Search by deal number or product"). */
  placeholder?: string;
  /**
   * The clear button's accessible name.
   * @default 'Clear search'
   */
  clearLabel?: string;
  /** A ref to the input element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A search box on react-aria-components' SearchField: Enter submits (`onSubmit`), Escape or the
 * clear button empties it (`onClear`).
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  clearLabel = 'Clear search',
  ref,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField
      {...props}
      className={withClass(`${fieldClassName} ${styles.searchField}`, className)}
    >
      <FieldFrame
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <FieldGroup>
          <FieldAdornment>
            <Icon icon={Search} size="sm" />
          </FieldAdornment>
          <Input ref={ref} placeholder={placeholder} />
          <FieldButton aria-label={clearLabel} className={styles.clearButton}>
            <Icon icon={X} size="sm" />
          </FieldButton>
        </FieldGroup>
      </FieldFrame>
    </RACSearchField>
  );
}
