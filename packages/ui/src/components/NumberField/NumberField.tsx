import { ChevronDown, ChevronUp } from 'lucide-react';
import type { Ref } from 'react';
import {
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
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
import { Icon } from '../Icon';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'>, FieldProps {
  /** Text shown while the field is empty. */
  placeholder?: string;
  /**
   * Show the increment and decrement buttons (arrow keys and the mouse wheel step either way).
   * @default true
   */
  showSteppers?: boolean;
  /** A ref to the input element (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A number on react-aria-components' NumberField: locale-aware parsing and formatting
 * (`formatOptions` for USD or percent), `minValue`, `maxValue` and `step` enforced on commit,
 * arrow keys to step. An empty field has the value NaN.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  showSteppers = true,
  ref,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField {...props} className={withClass(fieldClassName, className)}>
      <FieldFrame
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <FieldGroup>
          <Input ref={ref} placeholder={placeholder} className={styles.input} />
          {showSteppers && (
            <div className={styles.steppers}>
              <FieldButton slot="increment" className={styles.stepper}>
                <Icon icon={ChevronUp} size="sm" />
              </FieldButton>
              <FieldButton slot="decrement" className={styles.stepper}>
                <Icon icon={ChevronDown} size="sm" />
              </FieldButton>
            </div>
          )}
        </FieldGroup>
      </FieldFrame>
    </RACNumberField>
  );
}
