import { Eye, EyeOff } from 'lucide-react';
import { useState, type Ref } from 'react';
import {
  TextField as RACTextField,
  ToggleButton as RACToggleButton,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { withClass } from '../private/withClass';
import { fieldButton } from '../Field/Field.css';
import {
  FieldAdornment,
  FieldFrame,
  FieldGroup,
  Input,
  fieldClassName,
  type FieldProps,
} from '../Field';
import { Icon, type IconComponent } from '../Icon';
import { passwordInput } from './TextField.css';

/** Input types a TextField takes. */
export const textFieldTypes = ['text', 'email', 'password', 'tel', 'url'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children' | 'type'>, FieldProps {
  /**
   * The kind of text: 'email' brings the e-mail keyboard, 'password' masks it with a reveal button.
   * @default 'text'
   */
  type?: TextFieldType;
  /** Text shown while the field is empty: an example, never the label. */
  placeholder?: string;
  /** A decorative icon at the start of the input. */
  icon?: IconComponent;
  /** A ref to the input element (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A single-line text field on react-aria-components' TextField, with label, help text and error
 * from the shared field parts. Password fields have a button that shows or hides the text.
 */
export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  placeholder,
  icon,
  ref,
  className,
  ...props
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <RACTextField
      {...props}
      type={isPassword && revealed ? 'text' : type}
      className={withClass(fieldClassName, className)}
    >
      <FieldFrame
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <FieldGroup>
          {icon && (
            <FieldAdornment>
              <Icon icon={icon} size="sm" />
            </FieldAdornment>
          )}
          <Input
            ref={ref}
            placeholder={placeholder}
            className={isPassword ? passwordInput : undefined}
          />
          {isPassword && (
            <RACToggleButton
              aria-label="Show password"
              isSelected={revealed}
              onChange={setRevealed}
              isDisabled={props.isDisabled}
              className={fieldButton}
            >
              <Icon icon={revealed ? EyeOff : Eye} size="sm" />
            </RACToggleButton>
          )}
        </FieldGroup>
      </FieldFrame>
    </RACTextField>
  );
}
