import { useState } from 'react';
import { Button, Dialog, Modal, Stack, TextArea, toast } from '@petrobridge/ui';
import { reuploadRequestSchema, documentTypeNames } from '@petrobridge/domain';
import { useRequestKycReupload, type KycDocument } from '../../data/api/kyc';
import { failureText } from '../../kit/errors';

/**
 * An admin's or approved broker's request that the owner upload a KYC document again (Ballerine's
 * case action), on /kyc-workflow and a company's page. The reason is required ('Reason is required');
 * the owner is notified and sees it on the document. Toasts 'Re-upload requested' / 'Request failed'.
 */
export function RequestReuploadDialog({
  document,
  onClose,
}: {
  /** The document; null closes the dialog. */
  document: KycDocument | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [last, setLast] = useState(document);
  if (document !== last) {
    setLast(document);
    setReason('');
    setProblem(undefined);
  }
  const request = useRequestKycReupload({
    onSuccess: () => {
      toast({
        title: 'Re-upload requested',
        description: 'The owner has been notified with your reason.',
        tone: 'success',
      });
      onClose();
    },
    onError: (error) => {
      const text = failureText(error, 'Failed to request a re-upload.');
      setProblem(text);
      toast({ title: 'Request failed', description: text, tone: 'danger' });
    },
  });

  const submit = () => {
    if (!document) return;
    const parsed = reuploadRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    void request.trigger({ id: document.id, reason: parsed.data.reason });
  };

  return (
    <Modal
      isOpen={document !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable={!request.isPending}
    >
      <Dialog
        title="Request Re-upload"
        description={
          document
            ? `${documentTypeNames[document.documentType] ?? document.documentType}: ${document.originalFileName}`
            : undefined
        }
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={request.isPending}>
              Cancel
            </Button>
            <Button onPress={submit} isPending={request.isPending} pendingLabel="Sending request">
              Request Re-upload
            </Button>
          </>
        )}
      >
        <Stack gap="4">
          <TextArea
            label="Reason"
            description="The owner sees it on the document and in their notification."
            isRequired
            value={reason}
            onChange={setReason}
            maxLength={2000}
            isInvalid={Boolean(problem)}
            errorMessage={problem}
          />
        </Stack>
      </Dialog>
    </Modal>
  );
}
