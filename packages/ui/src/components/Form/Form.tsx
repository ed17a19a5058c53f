import type { Ref } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { form, formGaps, type FormGap } from './Form.css';
import { cx } from '../private/cx';

export { formGaps, type FormGap };

export interface FormProps extends RACFormProps {
  /**
   * Space between the fields, from the spacing scale.
   * @default '5'
   */
  gap?: FormGap;
  /** A ref to the form element. */
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form on react-aria-components' Form: its fields validate natively on submit (`isRequired`,
 * `type="email"`, `minValue`…) or live with `validationBehavior="aria"`, and `validationErrors`
 * (field name → message) shows the server's errors on the matching fields until they change.
 * With react-hook-form, pass `onSubmit={handleSubmit(...)}` and each field's `isInvalid` and
 * `errorMessage` (see UI/Patterns/Forms).
 */
export function Form({ gap, className, ...props }: FormProps) {
  const classes = form({ gap });
  return <RACForm {...props} className={cx(classes, className)} />;
}
