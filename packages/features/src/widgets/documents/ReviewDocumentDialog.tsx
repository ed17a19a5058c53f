import { useState } from 'react';
import {
  Button,
  Dialog,
  Modal,
  Radio,
  RadioGroup,
  Stack,
  Text,
  TextArea,
  toast,
} from '@petrobridge/ui';
import type { Mutation, MutationOptions, Schema } from '@petrobridge/api-client';
import { documentReviewSchema, type KycDecision, documentTypeNames } from '@petrobridge/domain';
import { useReviewKycDocument, type KycDocument } from '../../data/api/kyc';
import { failureText } from '../../kit/errors';

/** What a review write sends: the document's id, the decision (`status`) and the notes. */
export type DocumentReview = Schema<'KycDocumentReviewRequest'> & { id: string };

export interface DocumentReviewDialogProps<D extends { id: string }, Data> {
  /** The document under review; null closes the dialog. */
  document: D | null;
  /** The dialog's description: what is reviewed (type and file). */
  describe: (document: D) => string;
  /** The review write of the resource module, e.g. `useReviewKycDocument`. */
  useReview: (options: MutationOptions<Data, DocumentReview>) => Mutation<Data, DocumentReview>;
  onClose: () => void;
}

/**
 * Admins' review of one document (§2): Approve or Reject, Review Notes, Cancel, Submit Review. §8:
 * 'Review submitted' / 'Review failed' with the server's message or 'Failed to submit review.' The
 * write is the caller's: a company's KYC document, or an offer's proof of product.
 */
export function DocumentReviewDialog<D extends { id: string }, Data>({
  document,
  describe,
  useReview,
  onClose,
}: DocumentReviewDialogProps<D, Data>) {
  const [decision, setDecision] = useState<KycDecision | null>(null);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string>();
  const [last, setLast] = useState(document);
  if (document !== last) {
    setLast(document);
    setDecision(null);
    setNotes('');
    setProblem(undefined);
  }
  const review = useReview({
    onSuccess: () => {
      toast({
        title: 'Review submitted',
        description: 'Document review has been recorded successfully',
        tone: 'success',
      });
      onClose();
    },
    onError: (error) => {
      const text = failureText(error, 'Failed to submit review.');
      setProblem(text);
      toast({ title: 'Review failed', description: text, tone: 'danger' });
    },
  });

  const submit = () => {
    if (!document) return;
    const parsed = documentReviewSchema.safeParse({
      status: decision ?? undefined,
      reviewNotes: notes,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    void review.trigger({ id: document.id, ...parsed.data });
  };

  return (
    <Modal
      isOpen={document !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable={!review.isPending}
    >
      <Dialog
        title="Review Document"
        description={document ? describe(document) : undefined}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={review.isPending}>
              Cancel
            </Button>
            <Button onPress={submit} isPending={review.isPending} pendingLabel="Submitting review">
              Submit Review
            </Button>
          </>
        )}
      >
        <Stack gap="4">
          <RadioGroup
            label="Decision"
            isRequired
            value={decision}
            onChange={(v) => setDecision(v as KycDecision)}
            orientation="horizontal"
          >
            <Radio value="approved">Approve</Radio>
            <Radio value="rejected">Reject</Radio>
          </RadioGroup>
          <TextArea label="Review Notes" value={notes} onChange={setNotes} maxLength={5000} />
          {problem ? (
            <Text size="sm" tone="danger" role="alert">
              {problem}
            </Text>
          ) : null}
        </Stack>
      </Dialog>
    </Modal>
  );
}

const describeKycDocument = (document: KycDocument) =>
  `${documentTypeNames[document.documentType]}: ${document.originalFileName}`;

/** The review of a company's KYC document (KYC Workflow). */
export function ReviewDocumentDialog({
  document,
  onClose,
}: {
  document: KycDocument | null;
  onClose: () => void;
}) {
  return (
    <DocumentReviewDialog
      document={document}
      describe={describeKycDocument}
      useReview={useReviewKycDocument}
      onClose={onClose}
    />
  );
}
