import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { Heading } from '../Heading';
import { OverlayArrow } from '../private/OverlayArrow';
import * as overlay from '../private/overlay.css';
import * as styles from './Popover.css';
import type { PopoverSize } from './Popover.css';
import { cx } from '../private/cx';

export interface PopoverProps extends Omit<RACPopoverProps, 'children' | 'className' | 'style'> {
  /** A heading at the top; it also names the popover. */
  title?: string;
  /** Names the popover when there is no `title`. */
  'aria-label'?: string;
  /** The content: text, a short form, links. */
  children: ReactNode;
  /**
   * Draw the arrow pointing at the trigger.
   * @default true
   */
  showArrow?: boolean;
  /**
   * Its widest: `sm` 20rem, `md` 28rem (a list to read), never wider than the viewport.
   * @default 'sm'
   */
  size?: PopoverSize;
}

/**
 * Non-modal content anchored to its trigger (put both in a DialogTrigger): details, a filter, a
 * short form. A dialog inside, so focus moves in and returns to the trigger; Escape or a click
 * outside closes it.
 */
export function Popover({
  title,
  'aria-label': ariaLabel,
  children,
  showArrow = true,
  size = 'sm',
  offset = 10,
  ...props
}: PopoverProps) {
  return (
    <RACPopover
      {...props}
      offset={offset}
      className={cx(overlay.popover, styles.popover({ size }))}
    >
      {showArrow ? <OverlayArrow /> : null}
      <RACDialog aria-label={title ? undefined : ariaLabel} className={styles.dialog}>
        {title ? (
          <Heading slot="title" level={3} size="sm">
            {title}
          </Heading>
        ) : null}
        {children}
      </RACDialog>
    </RACPopover>
  );
}
