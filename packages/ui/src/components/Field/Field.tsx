import { CircleAlert } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  Button as RACButton,
  FieldError as RACFieldError,
  Group as RACGroup,
  Input as RACInput,
  Label as RACLabel,
  Text as RACText,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
  type FieldErrorProps as RACFieldErrorProps,
  type GroupProps as RACGroupProps,
  type InputProps as RACInputProps,
  type LabelProps as RACLabelProps,
  type TextProps as RACTextProps,
  type ValidationResult,
} from 'react-aria-components';
import { withClass } from '../private/withClass';
import { Icon } from '../Icon';
import * as styles from './Field.css';

/** The props every field shares for its label, help text and error message. */
export interface FieldProps {
  /** The visible label; without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the input, linked to it by `aria-describedby`. */
  description?: ReactNode;
  /**
   * The error shown when the field is invalid (`isInvalid`, a failed `validate` or a native
   * constraint); a function receives RAC's validation result. Without it, the browser's message.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

const join = (...classes: (string | undefined | false)[]) => classes.filter(Boolean).join(' ');

export interface LabelProps extends RACLabelProps {
  /**
   * Shows a required mark (hidden from screen readers, which hear "required" from the input).
   * @default false
   */
  isRequired?: boolean;
}

/** A field's label on RAC's Label: RAC links it to the input of the field around it. */
export function Label({ isRequired, className, children, ...props }: LabelProps) {
  return (
    <RACLabel {...props} className={join(styles.label, className)}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      )}
    </RACLabel>
  );
}

export type DescriptionProps = Omit<RACTextProps, 'slot'>;

/** A field's help text: RAC's Text in the "description" slot. */
export function Description({ className, ...props }: DescriptionProps) {
  return <RACText {...props} slot="description" className={join(styles.description, className)} />;
}

export type FieldErrorProps = RACFieldErrorProps;

/**
 * A field's error message on RAC's FieldError: shown only while the field is invalid and linked
 * to the input by `aria-describedby`.
 */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  return (
    <RACFieldError {...props} className={withClass(styles.fieldError, className)}>
      {composeRenderProps(children, (message, { validationErrors }) => (
        <>
          <Icon icon={CircleAlert} size="sm" className={styles.fieldErrorIcon} />
          <span>{message ?? validationErrors.join(' ')}</span>
        </>
      ))}
    </RACFieldError>
  );
}

export interface FieldGroupProps extends RACGroupProps {
  /** A ref to the group element. */
  ref?: Ref<HTMLDivElement>;
}

/** The bordered box around an input and its icons or buttons (RAC's Group). */
export function FieldGroup({ className, ...props }: FieldGroupProps) {
  return <RACGroup {...props} className={withClass(styles.group, className)} />;
}

export interface InputProps extends RACInputProps {
  /** A ref to the input element. */
  ref?: Ref<HTMLInputElement>;
}

/** The text input inside a FieldGroup (RAC's Input). */
export function Input({ className, ...props }: InputProps) {
  return <RACInput {...props} className={withClass(styles.input, className)} />;
}

/** A decorative icon at the start of a FieldGroup. */
export function FieldAdornment({ children }: { children: ReactNode }) {
  return (
    <span className={styles.adornment} aria-hidden="true">
      {children}
    </span>
  );
}

export interface FieldButtonProps extends RACButtonProps {
  /** A ref to the button element. */
  ref?: Ref<HTMLButtonElement>;
}

/** A small button inside a FieldGroup (RAC's Button): give it an `aria-label`. */
export function FieldButton({ className, ...props }: FieldButtonProps) {
  return <RACButton {...props} className={withClass(styles.fieldButton, className)} />;
}

/** Label, help text and error around a field's input group, in that order. */
export function FieldFrame({
  label,
  description,
  errorMessage,
  isRequired,
  children,
}: FieldProps & { isRequired?: boolean; children: ReactNode }) {
  return (
    <>
      {label !== undefined && <Label isRequired={isRequired}>{label}</Label>}
      {children}
      {description !== undefined && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}

/** The class of a field's root element. */
export const fieldClassName = styles.field;
