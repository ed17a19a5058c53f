import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { withClass } from '../private/withClass';
import type { Ref } from 'react';
import type { IconComponent } from '../Icon';
import {
  button,
  buttonSizes,
  buttonVariants,
  type ButtonSize,
  type ButtonVariant,
} from './Button.css';
import { ButtonContent } from './private/ButtonContent';

export { buttonSizes, buttonVariants, type ButtonSize, type ButtonVariant };

interface ButtonOwnProps extends Omit<RACButtonProps, 'children' | 'aria-label'> {
  /**
   * Visual weight: one primary action per view, danger for irreversible ones.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height and padding.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Take the full width of the container (forms on phones).
   * @default false
   */
  isFullWidth?: boolean;
  /** An icon before the label, or the only content of an icon-only button. */
  icon?: IconComponent;
  /** An icon after the label (a chevron, an external-link arrow). */
  iconEnd?: IconComponent;
  /**
   * Shows a spinner and blocks presses while keeping focus; announced to screen readers.
   * @default false
   */
  isPending?: boolean;
  /**
   * What the spinner says while pending ("Saving", "Submitting offer").
   * @default 'Pending'
   */
  pendingLabel?: string;
  /** A ref to the button element. */
  ref?: Ref<HTMLButtonElement>;
}

/** A button with a visible label; `aria-label` may add to it. */
interface LabelledButtonProps extends ButtonOwnProps {
  /** The label, or a function of the render state. */
  children: RACButtonProps['children'];
  /** An accessible name when the visible label is not enough. */
  'aria-label'?: string;
}

/** An icon-only button: the icon is required and so is its accessible name. */
interface IconOnlyButtonProps extends ButtonOwnProps {
  children?: undefined;
  /** The only content. */
  icon: IconComponent;
  /** The accessible name, required because the button has no visible text. */
  'aria-label': string;
}

export type ButtonProps = LabelledButtonProps | IconOnlyButtonProps;

/**
 * A button on react-aria-components' Button: press, keyboard, focus ring and pending state are
 * handled there; this adds the variants, sizes, icons and a spinner.
 */
export function Button({
  variant,
  size = 'md',
  isFullWidth,
  icon,
  iconEnd,
  isPending,
  pendingLabel = 'Pending',
  className,
  children,
  ...props
}: ButtonProps) {
  const iconOnly = children === undefined && icon !== undefined;
  return (
    <RACButton
      {...props}
      isPending={isPending}
      className={withClass(button({ variant, size, iconOnly, isFullWidth }), className)}
    >
      {composeRenderProps(children, (label) => (
        <ButtonContent
          icon={icon}
          iconEnd={iconEnd}
          size={size}
          isPending={isPending}
          pendingLabel={pendingLabel}
        >
          {label}
        </ButtonContent>
      ))}
    </RACButton>
  );
}
