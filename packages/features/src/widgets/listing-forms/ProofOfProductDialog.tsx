import { useRef, useState } from 'react';
import { Download } from 'lucide-react';
import {
  Button,
  Dialog,
  DropZone,
  Inline,
  Link,
  Modal,
  ProgressBar,
  Select,
  SelectItem,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
  formatDate,
  toast,
} from '@petrobridge/ui';
import {
  MAX_UPLOAD_BYTES,
  allowedUploadExtensions,
  offerDocumentTypeNames,
  offerDocumentTypes,
  verifiedSupplyDocumentTypes,
  type OfferDocumentType,
  productTypeNames,
} from '@petrobridge/domain';
import { UploadError, createKycUploadUrl, putFile } from '../../data/api/kyc';
import {
  offerDocumentDownloadHref,
  useCreateOfferDocument,
  useOfferDocuments,
  type OfferDocument,
} from '../../data/api/offers';
import { failureText, loadFailureText } from '../../kit/errors';
import { statusDisplay } from '../../kit/status';
import { useUnauthorizedHandler } from '../../kit/unauthorized';
import * as s from './proof-of-product.css';
import { Loadable } from '../../kit/screen-state';

export interface ProofOfProductDialogProps {
  /** The seller's offer (its id and product). */
  offer: { id: string; productType: string };
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const FALLBACK = 'Failed to upload document. Please try again.';
const typeName = (t: string) => offerDocumentTypeNames[t as OfferDocumentType] ?? t;

/** What Verified supply still needs: the required types without an approved document. */
function missingForVerified(docs: readonly OfferDocument[]) {
  const approved = new Set(docs.filter((d) => d.status === 'approved').map((d) => d.documentType));
  return verifiedSupplyDocumentTypes.filter((t) => !approved.has(t));
}

/** The first required type with no document yet (pending or approved), else 'other'. */
function defaultType(docs: readonly OfferDocument[]): OfferDocumentType {
  const filed = new Set(docs.filter((d) => d.status !== 'rejected').map((d) => d.documentType));
  return verifiedSupplyDocumentTypes.find((t) => !filed.has(t)) ?? 'other';
}

function DocumentRow({ doc }: { doc: OfferDocument }) {
  return (
    <li className={s.row}>
      <Stack gap="1">
        <Inline gap="2" align="center">
          <Text weight="medium">{typeName(doc.documentType)}</Text>
          <StatusBadge {...statusDisplay('kyc', doc.status)} size="sm" />
        </Inline>
        {doc.originalFileName ? (
          <Link
            href={offerDocumentDownloadHref(doc.id)}
            download={doc.originalFileName}
            icon={Download}
          >
            {doc.originalFileName}
          </Link>
        ) : null}
        <Text size="xs" tone="muted">
          Uploaded {formatDate(doc.uploadedAt)}
        </Text>
        {doc.reviewNotes ? (
          <Text size="sm" tone={doc.status === 'rejected' ? 'danger' : 'muted'}>
            {doc.reviewNotes}
          </Text>
        ) : null}
      </Stack>
    </li>
  );
}

/**
 * An offer's proof of product (issue 12), for its seller: the documents on file with their review
 * state, and one more to upload — a storage receipt, an inspection report (quality and quantity), a
 * Q88 or other — through the KYC upload path (10 MB, PDF/JPG/PNG/DOC/DOCX, checked again by the server).
 * An admin reviews each; an approved inspection report and storage receipt earn the offer the
 * "Verified supply" badge, which buyers see without the seller's name.
 */
export function ProofOfProductDialog({ offer, isOpen, onOpenChange }: ProofOfProductDialogProps) {
  const docs = useOfferDocuments({ path: { id: offer.id }, enabled: isOpen });
  // The record step's failure (a 401 is the data layer's: it shows the logged-out toast itself).
  const recordFailure = useRef<unknown>(undefined);
  const record = useCreateOfferDocument({
    onError: (error) => {
      recordFailure.current = error;
    },
  });
  const reportLoggedOut = useUnauthorizedHandler();
  const [files, setFiles] = useState<File[]>([]);
  const [chosenType, setChosenType] = useState<OfferDocumentType | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const list = docs.data ?? [];
  const type = chosenType ?? defaultType(list);
  const missing = missingForVerified(list);
  const sending = progress !== null;
  const product = productTypeNames[offer.productType as keyof typeof productTypeNames];

  const send = async () => {
    const file = files[0];
    if (!file) return;
    setProblem(undefined);
    setProgress(0);
    recordFailure.current = undefined;
    try {
      const { uploadURL } = await createKycUploadUrl();
      const stored = await putFile(uploadURL, file, { onProgress: setProgress });
      const doc = await record.trigger({
        offerId: offer.id,
        documentType: type,
        originalFileName: file.name,
        filePath: stored.filePath,
        fileSize: stored.fileSize,
        mimeType: stored.mimeType,
      });
      if (!doc) {
        if (recordFailure.current !== undefined) throw recordFailure.current;
        return; // logged out: the data layer has said so
      }
      toast({
        title: 'Document uploaded successfully',
        description: `${typeName(type)} submitted for review.`,
        tone: 'success',
      });
      setFiles([]);
      setChosenType(null);
    } catch (error) {
      const text =
        error instanceof UploadError ? error.message || FALLBACK : failureText(error, FALLBACK);
      setProblem(text);
      if (!reportLoggedOut(error))
        toast({ title: 'Upload failed', description: text, tone: 'danger' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (sending ? undefined : onOpenChange(open))}
      isDismissable={!sending}
      size="lg"
    >
      <Dialog
        title={`Proof of product${product ? ` · ${product}` : ''}`}
        description="Buyers trust supply they can verify. An administrator reviews each document; an approved inspection report and storage receipt show “Verified supply” on your offer, without your name."
        footer={({ close }) => (
          <Button variant="secondary" onPress={close} isDisabled={sending}>
            Close
          </Button>
        )}
      >
        <Stack gap="5">
          <Loadable
            query={docs}
            loading={<Skeleton lines={3} aria-label="Loading documents" />}
            failed={loadFailureText('The documents', 'Close and open again to retry.')}
            fallback={[]}
          >
            {() => (
              <Stack gap="3">
                <Text size="sm" weight="medium" role="status">
                  {missing.length === 0
                    ? 'Verified supply: shown to buyers on this offer.'
                    : `Still needed for Verified supply: ${missing.map((t) => `an approved ${typeName(t).toLowerCase()}`).join(' and ')}.`}
                </Text>
                {list.length === 0 ? (
                  <Text size="sm" tone="muted">
                    No documents on this offer yet.
                  </Text>
                ) : (
                  <ul className={s.list} aria-label="Documents on this offer">
                    {list.map((doc) => (
                      <DocumentRow key={doc.id} doc={doc} />
                    ))}
                  </ul>
                )}
              </Stack>
            )}
          </Loadable>
          <Stack gap="3">
            <Select
              label="Document type"
              value={type}
              onChange={(key) => setChosenType(key as OfferDocumentType)}
              isDisabled={sending}
            >
              {offerDocumentTypes.map((t) => (
                <SelectItem key={t} id={t} textValue={typeName(t)}>
                  {typeName(t)}
                </SelectItem>
              ))}
            </Select>
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
              isDisabled={sending || docs.isLoading}
            />
            {sending ? (
              <ProgressBar label={`Uploading ${files[0]?.name ?? ''}`} value={progress * 100} />
            ) : null}
            {problem ? (
              <Text size="sm" tone="danger" role="alert">
                {problem}
              </Text>
            ) : null}
            <Inline>
              <Button
                onPress={() => void send()}
                isDisabled={files.length === 0}
                isPending={sending}
                pendingLabel="Uploading"
              >
                Upload document
              </Button>
            </Inline>
          </Stack>
        </Stack>
      </Dialog>
    </Modal>
  );
}
