import type { ReactNode, Ref } from 'react';
import {
  SwitchButton as RACSwitchButton,
  SwitchField as RACSwitchField,
  type SwitchFieldProps as RACSwitchFieldProps,
} from 'react-aria-components';
import { withClass } from '../private/withClass';
import { Description, FieldError, type FieldProps } from '../Field';
import * as styles from './Switch.css';

export interface SwitchProps
  extends Omit<RACSwitchFieldProps, 'children' | 'inputRef'>, Omit<FieldProps, 'label'> {
  /** The label, next to the switch: name the setting, not the state ("Email notifications"). */
  children: ReactNode;
  /** A ref to the switch input (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A setting that takes effect at once (on/off) on react-aria-components' SwitchField and
 * SwitchButton: Space toggles. `isSelected` / `onChange` carry the boolean.
 */
export function Switch({
  children,
  description,
  errorMessage,
  ref,
  className,
  ...props
}: SwitchProps) {
  return (
    <RACSwitchField {...props} inputRef={ref} className={withClass(styles.switchField, className)}>
      <RACSwitchButton className={styles.switchButton}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span>{children}</span>
      </RACSwitchButton>
      {description !== undefined && (
        <Description className={styles.switchDescription}>{description}</Description>
      )}
      <FieldError className={styles.switchDescription}>{errorMessage}</FieldError>
    </RACSwitchField>
  );
}
