import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { X } from 'lucide-react';
import * as styles from './CloseButton.css';
import { cx } from './cx';

export interface CloseButtonProps extends Omit<RACButtonProps, 'children' | 'className'> {
  /** Extra class, added to the button's own. */
  className?: string;
  /**
   * Accessible name of the button.
   * @default 'Close'
   */
  'aria-label'?: string;
}

/** The icon-only close button of dialogs and toasts (internal: not exported from the package). */
export function CloseButton({
  className,
  'aria-label': ariaLabel = 'Close',
  ...props
}: CloseButtonProps) {
  return (
    <RACButton {...props} aria-label={ariaLabel} className={cx(styles.closeButton, className)}>
      <X aria-hidden className={styles.icon} />
    </RACButton>
  );
}
