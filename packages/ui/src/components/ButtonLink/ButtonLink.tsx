// No ButtonLink.css.ts: it shares Button's recipe, so the two never drift apart.
import type { Ref } from 'react';
import {
  Link as RACLink,
  composeRenderProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { withClass } from '../private/withClass';
import { button, type ButtonSize, type ButtonVariant } from '../Button/Button.css';
import { ButtonContent } from '../Button/private/ButtonContent';
import type { IconComponent } from '../Icon';

export interface ButtonLinkProps extends RACLinkProps {
  /** Where it goes: an app path (client-side through the RouterProvider) or a URL. */
  href: string;
  /**
   * Visual weight, as Button's.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height and padding, as Button's.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Take the full width of the container.
   * @default false
   */
  isFullWidth?: boolean;
  /** An icon before the label. */
  icon?: IconComponent;
  /** An icon after the label (an arrow for "go to"). */
  iconEnd?: IconComponent;
  /** A ref to the anchor element. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * Navigation that looks like a Button: a react-aria-components Link (role link, opens in a new
 * tab with the usual modifiers) with Button's styles. Use Button for actions, this for navigation.
 */
export function ButtonLink({
  variant,
  size = 'md',
  isFullWidth,
  icon,
  iconEnd,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <RACLink {...props} className={withClass(button({ variant, size, isFullWidth }), className)}>
      {composeRenderProps(children, (label) => (
        <ButtonContent icon={icon} iconEnd={iconEnd} size={size}>
          {label}
        </ButtonContent>
      ))}
    </RACLink>
  );
}
