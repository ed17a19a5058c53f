import type { ReactNode } from 'react';
import { Button, Dialog, Form, Modal, type ButtonProps, type ModalProps } from '@petrobridge/ui';

export interface FormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description?: ReactNode;
  size?: ModalProps['size'];
  /** The form's id: the footer's submit button is outside the form and names it. */
  formId: string;
  submitLabel: string;
  /** The submit button's variant: `danger` for a decision that takes something away. */
  submitVariant?: ButtonProps['variant'];
  /** What the submit button says while the write is under way. */
  pendingLabel: string;
  /** `useApiForm`'s submit, pending state and reset (Cancel). */
  form: {
    onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
    isPending: boolean;
    reset: () => void;
  };
  children: ReactNode;
}

/**
 * A dialog holding one form of the form kit: title and description, the fields, and a footer with
 * Cancel (back to the defaults) and the submit button, pending while the write runs. The dialog cannot
 * be dismissed while it does.
 */
export function FormDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  size,
  formId,
  submitLabel,
  submitVariant,
  pendingLabel,
  form: { onSubmit, isPending, reset },
  children,
}: FormDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size={size} isDismissable={!isPending}>
      <Dialog
        title={title}
        description={description}
        footer={({ close }) => (
          <>
            <Button
              variant="secondary"
              onPress={() => {
                reset();
                close();
              }}
              isDisabled={isPending}
            >
              Cancel
            </Button>
            <Button
              type="submit"
              form={formId}
              variant={submitVariant}
              isPending={isPending}
              pendingLabel={pendingLabel}
            >
              {submitLabel}
            </Button>
          </>
        )}
      >
        <Form
          id={formId}
          validationBehavior="aria"
          gap="4"
          aria-label={title}
          onSubmit={(event) => void onSubmit(event)}
        >
          {children}
        </Form>
      </Dialog>
    </Modal>
  );
}
