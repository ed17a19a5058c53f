import type { Ref } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { withClass } from '../private/withClass';
import { input } from '../Field/Field.css';
import { FieldFrame, FieldGroup, fieldClassName, type FieldProps } from '../Field';
import { textArea } from './TextArea.css';
import { cx } from '../private/cx';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children' | 'type'>, FieldProps {
  /** Text shown while the field is empty: an example, never the label. */
  placeholder?: string;
  /**
   * Visible lines before the box grows a scrollbar (the user can drag it taller).
   * @default 4
   */
  rows?: number;
  /** A ref to the textarea element (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLTextAreaElement>;
}

/** Multi-line text (terms, specifications, notes) on react-aria-components' TextField and TextArea. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  ref,
  className,
  ...props
}: TextAreaProps) {
  return (
    <RACTextField {...props} className={withClass(fieldClassName, className)}>
      <FieldFrame
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <FieldGroup>
          <RACTextArea
            ref={ref}
            rows={rows}
            placeholder={placeholder}
            className={cx(input, textArea)}
          />
        </FieldGroup>
      </FieldFrame>
    </RACTextField>
  );
}
