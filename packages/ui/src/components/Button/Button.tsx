import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import * as styles from './Button.css';

export type ButtonProps = RACButtonProps;

/** A button on react-aria-components' Button: press, keyboard and focus handled there. */
export function Button({ className, ...props }: ButtonProps) {
  return <RACButton {...props} className={className ?? styles.button} />;
}
