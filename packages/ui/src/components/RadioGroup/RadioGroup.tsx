import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import {
  RadioButton as RACRadioButton,
  RadioField as RACRadioField,
  RadioGroup as RACRadioGroup,
  type RadioFieldProps as RACRadioFieldProps,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import { withClass } from '../private/withClass';
import { Description, FieldFrame, fieldClassName, type FieldProps } from '../Field';
import * as styles from './RadioGroup.css';

/** Layouts of the options. */
export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

/** What a RadioGroup's `ref` exposes: focus moves to the selected (or first) radio. */
export interface RadioGroupHandle {
  focus(): void;
}

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldProps {
  /** The Radio options. */
  children: ReactNode;
  /**
   * Options one under another, or side by side (wrapping).
   * @default 'vertical'
   */
  orientation?: RadioGroupOrientation;
  /** Focuses the selected or first radio (react-hook-form calls it on an error). */
  ref?: Ref<RadioGroupHandle>;
}

/**
 * One choice among a few visible options (role, volume unit) on react-aria-components'
 * RadioGroup: arrow keys move and select, Tab leaves the group. The value is the chosen Radio's
 * `value` (`value` / `onChange`).
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ref,
  className,
  ...props
}: RadioGroupProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => {
      const radios = rootRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
      const target = [...(radios ?? [])].find((r) => r.checked) ?? radios?.[0];
      target?.focus();
    },
  }));
  return (
    <RACRadioGroup
      {...props}
      ref={rootRef}
      orientation={orientation}
      className={withClass(fieldClassName, className)}
    >
      <FieldFrame
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <div className={styles.options({ orientation })}>{children}</div>
      </FieldFrame>
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioFieldProps, 'children'> {
  /** The option's label. */
  children: ReactNode;
  /** Help text under this option. */
  description?: ReactNode;
}

/** One option of a RadioGroup (RAC RadioField and RadioButton). */
export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <RACRadioField {...props} className={withClass(styles.radioField, className)}>
      <RACRadioButton className={styles.radioButton}>
        <span className={styles.circle} aria-hidden="true" />
        <span>{children}</span>
      </RACRadioButton>
      {description !== undefined && (
        <Description className={styles.radioDescription}>{description}</Description>
      )}
    </RACRadioField>
  );
}
