import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CircleAlert, Info } from 'lucide-react';
import { Button } from '../Button';
import { Dialog, Modal, type ModalProps } from '../Dialog';
import { Icon } from '../Icon';
import * as styles from './AlertDialog.css';

export const alertDialogTones = ['neutral', 'danger'] as const;
export type AlertDialogTone = (typeof alertDialogTones)[number];

export interface AlertDialogProps extends Omit<
  ModalProps,
  'children' | 'size' | 'placement' | 'isDismissable'
> {
  /** The question or statement, e.g. 'Cancel this deal?'. It names the dialog. */
  title: string;
  /** What happens if the user confirms. It describes the dialog. */
  children: ReactNode;
  /** Label of the confirming button: say what it does ('Cancel deal'), not 'OK'. */
  confirmLabel: string;
  /**
   * Label of the button that closes without acting.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * `danger` for actions that delete or cannot be undone: red confirm button and icon.
   * @default 'neutral'
   */
  tone?: AlertDialogTone;
  /**
   * Runs on confirm. If it returns a promise the confirm button shows pending, the dialog
   * closes when it resolves and stays open when it rejects (show the error, e.g. a toast).
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Runs when the dialog closes without confirming (Cancel or Escape). */
  onCancel?: () => void;
  /**
   * Show the confirm button as pending (when the caller tracks the work itself).
   * @default false
   */
  isPending?: boolean;
}

/**
 * A modal that asks for confirmation before an action: role `alertdialog`, focus starts inside,
 * Escape cancels, a click outside does nothing. Place it in a `DialogTrigger` after its trigger,
 * or control it with `isOpen` / `onOpenChange`.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'neutral',
  onConfirm,
  onCancel,
  isPending: isPendingProp = false,
  ...modalProps
}: AlertDialogProps) {
  const [isWorking, setWorking] = useState(false);
  const isPending = isPendingProp || isWorking;

  const confirm = async (close: () => void) => {
    const result = onConfirm?.();
    if (!(result instanceof Promise)) {
      close();
      return;
    }
    setWorking(true);
    try {
      await result;
      close();
    } catch {
      // The caller reports the failure; the dialog stays open so nothing is lost.
    } finally {
      setWorking(false);
    }
  };

  return (
    <Modal
      {...modalProps}
      size="sm"
      isDismissable={false}
      isKeyboardDismissDisabled={isPending || modalProps.isKeyboardDismissDisabled}
    >
      <Dialog
        role="alertdialog"
        hideCloseButton
        title={
          <span className={styles.titleRow}>
            <Icon icon={tone === 'danger' ? CircleAlert : Info} className={styles.icon({ tone })} />
            {title}
          </span>
        }
        footer={({ close }) => (
          <>
            <Button
              variant="secondary"
              // WAI-ARIA alertdialog pattern: focus starts on the least destructive action.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={tone === 'danger'}
              isDisabled={isPending}
              onPress={() => {
                onCancel?.();
                close();
              }}
            >
              {cancelLabel}
            </Button>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={tone !== 'danger'}
              isPending={isPending}
              onPress={() => void confirm(close)}
            >
              {confirmLabel}
            </Button>
          </>
        )}
      >
        <CancelOnEscape
          onCancel={onCancel}
          isDisabled={isPending || Boolean(modalProps.isKeyboardDismissDisabled)}
        />
        {children}
      </Dialog>
    </Modal>
  );
}

/**
 * Escape closes the Modal without telling us why; while the dialog is open this reports it as a
 * cancel, like the Cancel button. (RAC Dialog takes no key handlers, so it listens on the document.)
 */
function CancelOnEscape({ onCancel, isDisabled }: { onCancel?: () => void; isDisabled: boolean }) {
  const latest = useRef({ onCancel, isDisabled });
  useEffect(() => {
    latest.current = { onCancel, isDisabled };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !latest.current.isDisabled) {
        latest.current.onCancel?.();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
  return null;
}
