import type { ReactNode } from 'react';
import { Icon, type IconComponent } from '../../Icon';
import { Spinner } from '../../Spinner';
import { content, contentHidden, spinnerOverlay, type ButtonSize } from '../Button.css';
import { cx } from '../../private/cx';

interface ButtonContentProps {
  children?: ReactNode;
  icon?: IconComponent;
  iconEnd?: IconComponent;
  size: ButtonSize;
  isPending?: boolean;
  pendingLabel?: string;
}

/** The inside of a Button or ButtonLink: icons, label and, while pending, a spinner over them. */
export function ButtonContent({
  children,
  icon,
  iconEnd,
  size,
  isPending,
  pendingLabel,
}: ButtonContentProps) {
  const iconSize = size === 'lg' ? 'md' : 'sm';
  return (
    <>
      <span className={cx(content, isPending && contentHidden)}>
        {icon && <Icon icon={icon} size={iconSize} />}
        {children}
        {iconEnd && <Icon icon={iconEnd} size={iconSize} />}
      </span>
      {isPending && (
        <span className={spinnerOverlay}>
          <Spinner label={pendingLabel} size={size === 'lg' ? 'md' : 'sm'} />
        </span>
      )}
    </>
  );
}
