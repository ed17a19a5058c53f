import { useContext, useId, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import {
  ButtonContext,
  DEFAULT_SLOT,
  HeadingContext,
  Provider,
  TextContext,
} from 'react-aria-components';
import {
  DismissButton,
  mergeProps,
  Overlay,
  useDialog,
  useModalOverlay,
  type AriaDialogProps,
  type AriaModalOverlayProps,
} from 'react-aria';
import { useOverlayTriggerState, type OverlayTriggerState } from 'react-stately';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { CloseButton } from '../private/CloseButton';
import { useEnterAnimation, useExitAnimation } from '../private/useAnimationState';
import { useOverflowFocus } from '../private/useOverflowFocus';
import { DialogLayerContext, type DialogLayer } from './context';
import * as styles from './Dialog.css';

export { DialogTrigger, type DialogTriggerProps } from './DialogTrigger';

export const modalSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type ModalSize = (typeof modalSizes)[number];
export const modalPlacements = ['center', 'start'] as const;
export type ModalPlacement = (typeof modalPlacements)[number];

export interface ModalProps extends Pick<
  AriaModalOverlayProps,
  'isKeyboardDismissDisabled' | 'shouldCloseOnInteractOutside'
> {
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
  /** Whether it is open (controlled); inside a DialogTrigger the trigger decides instead. */
  isOpen?: boolean;
  /** Whether it is open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The dialog inside: a `Dialog` or `AlertDialog` content. */
  children: ReactNode;
}

/**
 * A modal layer: backdrop, focus trap, scroll lock, the rest of the page hidden from assistive
 * technology, Escape and (when dismissable) a backdrop click close it. Built on react-aria's
 * `useModalOverlay` and `Overlay` with react-aria-components' DOM (overlay > modal > dismiss
 * button + content) and its `data-entering` / `data-exiting` animation states.
 */
export function Modal({
  size = 'md',
  placement = 'center',
  isDismissable = true,
  isKeyboardDismissDisabled,
  shouldCloseOnInteractOutside,
  isOpen,
  defaultOpen,
  onOpenChange,
  children,
}: ModalProps) {
  const trigger = useContext(DialogLayerContext);
  const ownState = useOverlayTriggerState({ isOpen, defaultOpen, onOpenChange });
  const state = isOpen != null || defaultOpen != null || !trigger ? ownState : trigger.state;
  const overlayRef = useRef<HTMLDivElement>(null);
  const modalRef = useRef<HTMLDivElement>(null);
  const isOverlayExiting = useExitAnimation(overlayRef, state.isOpen);
  const isModalExiting = useExitAnimation(modalRef, state.isOpen);
  const isExiting = isOverlayExiting || isModalExiting;
  if (!state.isOpen && !isExiting) return null;
  return (
    <ModalLayer
      state={state}
      isExiting={isExiting}
      overlayRef={overlayRef}
      modalRef={modalRef}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      shouldCloseOnInteractOutside={shouldCloseOnInteractOutside}
      size={size}
      placement={placement}
      dialogId={state === trigger?.state ? trigger.id : undefined}
      triggerId={state === trigger?.state ? trigger.triggerId : undefined}
    >
      {children}
    </ModalLayer>
  );
}

interface ModalLayerProps extends Pick<
  ModalProps,
  'isDismissable' | 'isKeyboardDismissDisabled' | 'shouldCloseOnInteractOutside' | 'children'
> {
  state: OverlayTriggerState;
  isExiting: boolean;
  overlayRef: RefObject<HTMLDivElement | null>;
  modalRef: RefObject<HTMLDivElement | null>;
  size: ModalSize;
  placement: ModalPlacement;
  dialogId?: string;
  triggerId?: string;
}

/** The mounted modal, from opening until its exit animation has finished. */
function ModalLayer({
  state,
  isExiting,
  overlayRef,
  modalRef,
  isDismissable,
  isKeyboardDismissDisabled,
  shouldCloseOnInteractOutside,
  size,
  placement,
  dialogId,
  triggerId,
  children,
}: ModalLayerProps) {
  const isOverlayEntering = useEnterAnimation(overlayRef);
  const isModalEntering = useEnterAnimation(modalRef);
  const { modalProps, underlayProps } = useModalOverlay(
    { isDismissable, isKeyboardDismissDisabled, shouldCloseOnInteractOutside },
    state,
    modalRef,
  );
  const layer = useMemo<DialogLayer>(
    () => ({ state, id: dialogId, triggerId }),
    [state, dialogId, triggerId],
  );
  return (
    <Overlay isExiting={isExiting}>
      <div
        {...underlayProps}
        ref={overlayRef}
        className={styles.overlay({ placement })}
        data-rac=""
        data-entering={isOverlayEntering || undefined}
        data-exiting={isExiting || undefined}
      >
        <div
          {...modalProps}
          ref={modalRef}
          className={styles.modal({ placement, size: placement === 'center' ? size : undefined })}
          data-rac=""
          data-entering={isModalEntering || undefined}
          data-exiting={isExiting || undefined}
        >
          {isDismissable ? <DismissButton onDismiss={state.close} /> : null}
          <DialogLayerContext.Provider value={layer}>{children}</DialogLayerContext.Provider>
        </div>
      </div>
    </Overlay>
  );
}

type DialogRenderProp = ReactNode | ((options: { close: () => void }) => ReactNode);

export interface DialogProps extends Omit<AriaDialogProps, 'isEntering'> {
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

/**
 * The content of a Modal: title, optional description, body, footer actions and close button. A
 * `section` with role `dialog` (or `alertdialog`), named by its title; focus moves into it on open.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  hideCloseButton = false,
  headingLevel = 2,
  ...props
}: DialogProps) {
  const layer = useContext(DialogLayerContext);
  const ref = useRef<HTMLElement>(null);
  const descriptionId = useId();
  const { dialogProps, titleProps, contentProps } = useDialog(
    {
      ...props,
      id: props.id ?? layer?.id,
      'aria-describedby': description ? descriptionId : props['aria-describedby'],
    },
    ref,
  );
  // Without a title the trigger names the dialog, as react-aria-components' Dialog does.
  if (!dialogProps['aria-label'] && !dialogProps['aria-labelledby'] && layer?.triggerId) {
    dialogProps['aria-labelledby'] = layer.triggerId;
  }
  const close = layer?.state.close ?? noop;
  return (
    <section {...mergeProps({ className: styles.dialog, 'data-rac': '' }, dialogProps)} ref={ref}>
      <Provider
        values={[
          [HeadingContext, { slots: { [DEFAULT_SLOT]: {}, title: { ...titleProps, level: 2 } } }],
          [TextContext, { slots: { [DEFAULT_SLOT]: {}, description: contentProps } }],
          [ButtonContext, { slots: { [DEFAULT_SLOT]: {}, close: { onPress: close } } }],
        ]}
      >
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
          <DialogBody>{typeof children === 'function' ? children({ close }) : children}</DialogBody>
        ) : null}
        {footer ? (
          <div className={styles.footer}>
            {typeof footer === 'function' ? footer({ close }) : footer}
          </div>
        ) : null}
      </Provider>
    </section>
  );
}

const noop = () => undefined;

/** The scrolling middle of a dialog; focusable while it overflows so keyboard users can scroll it. */
function DialogBody({ children }: { children: ReactNode }) {
  const { ref, tabIndex } = useOverflowFocus<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={tabIndex} className={styles.body}>
      {children}
    </div>
  );
}
