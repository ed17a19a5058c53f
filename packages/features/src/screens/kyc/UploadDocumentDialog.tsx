import { useRef, useState } from 'react';
import type { CalendarDate } from '@internationalized/date';
import {
  Button,
  DatePicker,
  Dialog,
  DropZone,
  Modal,
  ProgressBar,
  Stack,
  Text,
  toast,
} from '@petrobridge/ui';
import {
  MAX_UPLOAD_BYTES,
  allowedUploadExtensions,
  type DocumentType,
  documentTypeNames,
} from '@petrobridge/domain';
import {
  KycRecordFailed,
  UploadCancelled,
  UploadError,
  useUploadKycDocument,
} from '../../data/api/kyc';
import { failureText } from '../../kit/errors';

export interface UploadTarget {
  companyId: string;
  documentType: DocumentType;
  /** A Replace: the current document stays until the new one is recorded. */
  replaces?: string;
}

const FALLBACK = 'Failed to upload document. Please try again.';

/**
 * Upload or replace one KYC document (§2, §5, §7): drag and drop or the file picker, one file, checked
 * for size and extension before sending (and again by the server); the upload-url, PUT and record
 * steps with a real progress bar; Cancel stops the transfer and records nothing, so a document
 * already stored stays as it was. §8 toasts: 'Document uploaded successfully' / 'Upload failed'.
 */
export function UploadDocumentDialog({
  target,
  onClose,
}: {
  target: UploadTarget | null;
  onClose: () => void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const [expires, setExpires] = useState<CalendarDate | null>(null);
  const abort = useRef<AbortController | null>(null);
  const upload = useUploadKycDocument();
  const [lastTarget, setLastTarget] = useState(target);
  if (target !== lastTarget) {
    setLastTarget(target);
    setFiles([]);
    setProgress(null);
    setProblem(undefined);
    setExpires(null);
  }
  const sending = progress !== null;
  const label = target ? documentTypeNames[target.documentType] : '';

  const fail = (error: unknown) => {
    const text =
      error instanceof UploadError
        ? error.message || FALLBACK
        : error instanceof KycRecordFailed
          ? FALLBACK
          : failureText(error, FALLBACK);
    setProblem(text);
    toast({ title: 'Upload failed', description: text, tone: 'danger' });
  };

  const send = async () => {
    const file = files[0];
    if (!target || !file) {
      setProblem('Choose a file to upload');
      return;
    }
    setProblem(undefined);
    setProgress(0);
    const controller = new AbortController();
    abort.current = controller;
    try {
      await upload({ ...target, ...(expires ? { expiresAt: expires.toString() } : {}) }, file, {
        onProgress: setProgress,
        signal: controller.signal,
      });
      toast({
        title: 'Document uploaded successfully',
        description: 'Your document has been submitted for review.',
        tone: 'success',
      });
      onClose();
    } catch (error) {
      if (!(error instanceof UploadCancelled)) fail(error);
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  const cancel = () => {
    if (abort.current) abort.current.abort();
    else onClose();
  };

  return (
    <Modal
      isOpen={target !== null}
      onOpenChange={(open) => (open || sending ? undefined : onClose())}
      isDismissable={!sending}
    >
      <Dialog
        title={target?.replaces ? `Replace ${label}` : `Upload ${label}`}
        description={
          target?.replaces
            ? 'The current document stays until the new one is uploaded.'
            : 'The document is reviewed by an administrator.'
        }
        footer={() => (
          <>
            <Button variant="secondary" onPress={cancel}>
              {sending ? 'Cancel upload' : 'Cancel'}
            </Button>
            <Button
              onPress={() => void send()}
              isPending={sending}
              pendingLabel="Uploading"
              isDisabled={files.length === 0}
            >
              Upload
            </Button>
          </>
        )}
      >
        <Stack gap="4">
          <DropZone
            label="Document file"
            maxFiles={1}
            maxSize={MAX_UPLOAD_BYTES}
            acceptedExtensions={allowedUploadExtensions}
            value={files}
            onChange={(next) => {
              setFiles(next);
              setProblem(undefined);
            }}
            isDisabled={sending}
          />
          <DatePicker
            label="Expiry date (optional)"
            description="Insurance, licences: the last day the document is valid. After it, the document counts as missing."
            value={expires}
            onChange={setExpires}
            isDisabled={sending}
          />
          {sending ? (
            <ProgressBar label={`Uploading ${files[0]?.name ?? ''}`} value={progress * 100} />
          ) : null}
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
