import { useId, type ReactNode } from 'react';
import {
  Dialog as RACDialog,
  DialogTrigger as RACDialogTrigger,
  Modal as RACModal,
  ModalOverlay as RACModalOverlay,
  type DialogProps as RACDialogProps,
  type DialogTriggerProps as RACDialogTriggerProps,
  type ModalOverlayProps as RACModalOverlayProps,
} from 'react-aria-components';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { CloseButton } from '../private/CloseButton';
import { useOverflowFocus } from '../private/useOverflowFocus';
import * as styles from './Dialog.css';

export const modalSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type ModalSize = (typeof modalSizes)[number];
export const modalPlacements = ['center', 'start'] as const;
export type ModalPlacement = (typeof modalPlacements)[number];

export type DialogTriggerProps = RACDialogTriggerProps;

/**
 * Opens the Modal or Popover that follows its trigger (the first child, usually a Button) and
 * returns focus to the trigger when it closes.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <RACDialogTrigger {...props} />;
}

export interface ModalProps extends Omit<RACModalOverlayProps, 'className' | 'style' | 'children'> {
  /**
   * Maximum width: sm 24rem, md 32rem, lg 48rem, xl 64rem (always at most the viewport).
   * @default 'md'
   */
  size?: ModalSize;
  /**
   * Where the modal sits: centred, or along the start edge as a full-height drawer.
   * @default 'center'
   */
  placement?: ModalPlacement;
  /**
   * Whether a click on the backdrop closes it (Escape always does unless
   * `isKeyboardDismissDisabled`).
   * @default true
   */
  isDismissable?: boolean;
  /** The dialog inside: a `Dialog` or `AlertDialog` content. */
  children: RACModalOverlayProps['children'];
}

/** A modal layer: backdrop, focus trap, scroll lock; on react-aria-components' ModalOverlay and Modal. */
export function Modal({
  size = 'md',
  placement = 'center',
  isDismissable = true,
  children,
  ...props
}: ModalProps) {
  return (
    <RACModalOverlay
      {...props}
      isDismissable={isDismissable}
      className={styles.overlay({ placement })}
    >
      <RACModal
        className={styles.modal({ placement, size: placement === 'center' ? size : undefined })}
      >
        {children}
      </RACModal>
    </RACModalOverlay>
  );
}

type DialogRenderProp = ReactNode | ((options: { close: () => void }) => ReactNode);

export interface DialogProps extends Omit<RACDialogProps, 'children' | 'className' | 'style'> {
  /** The heading; it also names the dialog. */
  title: ReactNode;
  /** A line under the title; it also describes the dialog. */
  description?: ReactNode;
  /** The body; a function receives `close`. */
  children?: DialogRenderProp;
  /** Actions along the bottom edge, end-aligned; a function receives `close`. */
  footer?: DialogRenderProp;
  /**
   * Hide the close button in the corner (e.g. when the footer has a Cancel button and the
   * dialog must not close another way).
   * @default false
   */
  hideCloseButton?: boolean;
  /**
   * Heading level of the title.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** The content of a Modal or Popover: title, optional description, body, footer actions and close button. */
export function Dialog({
  title,
  description,
  children,
  footer,
  hideCloseButton = false,
  headingLevel = 2,
  ...props
}: DialogProps) {
  const descriptionId = useId();
  return (
    <RACDialog
      {...props}
      aria-describedby={description ? descriptionId : props['aria-describedby']}
      className={styles.dialog}
    >
      {({ close }) => (
        <>
          <div className={styles.header}>
            <div className={styles.headings}>
              <Heading slot="title" level={headingLevel} size="lg">
                {title}
              </Heading>
              {description ? (
                <Text id={descriptionId} size="sm" tone="muted">
                  {description}
                </Text>
              ) : null}
            </div>
            {hideCloseButton ? null : <CloseButton slot="close" className={styles.closeButton} />}
          </div>
          {children ? (
            <DialogBody>
              {typeof children === 'function' ? children({ close }) : children}
            </DialogBody>
          ) : null}
          {footer ? (
            <div className={styles.footer}>
              {typeof footer === 'function' ? footer({ close }) : footer}
            </div>
          ) : null}
        </>
      )}
    </RACDialog>
  );
}

/** The scrolling middle of a dialog; focusable while it overflows so keyboard users can scroll it. */
function DialogBody({ children }: { children: ReactNode }) {
  const { ref, tabIndex } = useOverflowFocus<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={tabIndex} className={styles.body}>
      {children}
    </div>
  );
}
