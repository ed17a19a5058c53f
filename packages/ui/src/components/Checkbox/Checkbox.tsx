import { Check, Minus } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  CheckboxButton as RACCheckboxButton,
  CheckboxField as RACCheckboxField,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxFieldProps as RACCheckboxFieldProps,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components';
import { withClass } from '../private/withClass';
import { Description, FieldError, FieldFrame, fieldClassName, type FieldProps } from '../Field';
import { Icon } from '../Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends Omit<RACCheckboxFieldProps, 'children' | 'inputRef'>, Omit<FieldProps, 'label'> {
  /** The label, next to the box. */
  children: ReactNode;
  /** A ref to the checkbox input (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A yes/no choice (accept the terms) on react-aria-components' CheckboxField and CheckboxButton,
 * with its own help text and error. `isSelected` / `onChange` carry the boolean; `value` is what a
 * form submits. Inside a CheckboxGroup, errors show once for the group.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  ref,
  className,
  ...props
}: CheckboxProps) {
  return (
    <RACCheckboxField
      {...props}
      inputRef={ref}
      className={withClass(styles.checkboxField, className)}
    >
      {({ isIndeterminate }) => (
        <>
          <RACCheckboxButton className={styles.checkboxButton}>
            <span className={styles.box} aria-hidden="true">
              <Icon icon={isIndeterminate ? Minus : Check} size="sm" />
            </span>
            <span>{children}</span>
          </RACCheckboxButton>
          {description !== undefined && (
            <Description className={styles.checkboxDescription}>{description}</Description>
          )}
          <FieldError className={styles.checkboxDescription}>{errorMessage}</FieldError>
        </>
      )}
    </RACCheckboxField>
  );
}

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'>, FieldProps {
  /** The Checkbox options, each with a `value`. */
  children: ReactNode;
}

/**
 * Several choices from a list (document types) on react-aria-components' CheckboxGroup: the value
 * is the array of the selected checkboxes' `value`s.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} className={withClass(fieldClassName, className)}>
      <FieldFrame
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <div className={styles.groupOptions}>{children}</div>
      </FieldFrame>
    </RACCheckboxGroup>
  );
}
