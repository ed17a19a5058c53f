import { useRef, useState, type ReactNode } from 'react';
import { CircleCheck, Download } from 'lucide-react';
import {
  Box,
  Button,
  Card,
  DropZone,
  EmptyState,
  Icon,
  Inline,
  Link,
  ProgressBar,
  Select,
  SelectItem,
  Skeleton,
  Stack,
  StaticTable,
  StatusBadge,
  Text,
  formatDate,
  toast,
  type StaticTableColumn,
} from '@petrobridge/ui';
import {
  MAX_UPLOAD_BYTES,
  allowedUploadExtensions,
  documentTypes,
  requiredDocumentTypes,
  type DocumentType,
  documentTypeNames,
} from '@petrobridge/domain';
import { useSession } from '../../../data/session';
import { useCompanies, type Company } from '../../../data/api/companies';
import {
  KycRecordFailed,
  UploadError,
  useCompanyKycDocuments,
  useUploadKycDocument,
  type KycDocument,
} from '../../../data/api/kyc';
import { failureText } from '../../../kit/errors';
import { getHref } from '../../../kit/routes';
import { statusDisplay } from '../../../kit/status';
import { useUnauthorizedHandler } from '../../../kit/unauthorized';
import { Failed } from './parts';
import { ReviewNotes } from '../../../widgets/documents/ReviewNotes';
import { Loadable } from '../../../kit/screen-state';

/** §2 KYC: the optional documents, after the four required ones. */
const optionalDocumentTypes = [
  'financial_statements',
  'trade_license',
  'compliance_certificate',
] as const satisfies readonly DocumentType[];

/** The order a file's type is defaulted in: required first, then optional; 'other' when all are taken. */
const preferredTypes: readonly DocumentType[] = [
  ...requiredDocumentTypes,
  ...optionalDocumentTypes,
];

/** The Document type options: required, optional, then the rest of the enum with 'other' last. */
const typeOptions: readonly DocumentType[] = [
  ...preferredTypes,
  ...documentTypes.filter((t) => !preferredTypes.includes(t) && t !== 'other'),
  'other',
];

const required = new Set<DocumentType>(requiredDocumentTypes);
const label = (type: string) => documentTypeNames[type as DocumentType] ?? type;

/** §5, §9: the buyer dashboard takes up to 5 files at once (the seller's, the same). */
const MAX_FILES = 5;
/** §8: the buyer's save failure. */
const SAVE_FAILED = { title: 'Upload Error', description: 'Failed to save document information' };
/** §8: a failed upload of the bytes. */
const UPLOAD_FAILED = 'Failed to upload document. Please try again.';
const DUPLICATE_TYPE = 'Choose a different type for each file';

const downloadHref = (id: string) => `/api/kyc-documents/${id}/download`;

type FileState =
  { kind: 'idle' } | { kind: 'sending'; progress: number } | { kind: 'failed'; message: string };

/** A chosen file waiting to be uploaded (or to be retried). */
interface Pending {
  key: number;
  file: File;
  type: DocumentType;
  state: FileState;
}

/** A file of this session that was uploaded and recorded. */
interface Uploaded {
  key: number;
  fileName: string;
  type: DocumentType;
}

/** Whether an upload is under way: the company cannot change meanwhile. */
interface Sending {
  sending: boolean;
  setSending: (sending: boolean) => void;
}

/** The first preferred type that is not taken, else 'other'. */
function defaultType(taken: ReadonlySet<DocumentType>): DocumentType {
  return preferredTypes.find((t) => !taken.has(t)) ?? 'other';
}

/** A chosen file's type and, while it is sent or once it failed, its progress or its problem. */
function FileDetails({
  entry,
  isDuplicate,
  replaces,
  isDisabled,
  onTypeChange,
}: {
  entry: Pending;
  isDuplicate: boolean;
  replaces: boolean;
  isDisabled: boolean;
  onTypeChange: (type: DocumentType) => void;
}) {
  const { file, type, state } = entry;
  return (
    <Stack gap="3">
      <Select
        label="Document type"
        value={type}
        onChange={(key) => onTypeChange(key as DocumentType)}
        isDisabled={isDisabled}
        isInvalid={isDuplicate}
        errorMessage={isDuplicate ? DUPLICATE_TYPE : undefined}
        description={replaces ? `Replaces your current ${label(type)}` : undefined}
      >
        {typeOptions.map((t) => (
          <SelectItem
            key={t}
            id={t}
            textValue={label(t)}
            description={required.has(t) ? 'Required for KYC' : undefined}
          >
            {label(t)}
          </SelectItem>
        ))}
      </Select>
      {state.kind === 'sending' ? (
        <ProgressBar label={`Uploading ${file.name}`} value={state.progress * 100} />
      ) : state.kind === 'failed' ? (
        <Text size="sm" tone="danger">
          Not uploaded: {state.message}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Choose up to 5 files, give each its type, upload them in parallel: each with its own progress and
 * result. Succeeded files leave the list (the table below shows them); failed ones stay, with their
 * type, for another try.
 */
function UploadDocuments({
  company,
  current,
  isReady,
  sending,
  setSending,
}: {
  company: Company;
  current: readonly KycDocument[];
  isReady: boolean;
} & Sending) {
  const [pending, setPending] = useState<Pending[]>([]);
  const [uploaded, setUploaded] = useState<Uploaded[]>([]);
  const [summary, setSummary] = useState('');
  const nextKey = useRef(0);
  const upload = useUploadKycDocument();
  const reportLoggedOut = useUnauthorizedHandler();

  const currentTypes = new Set(current.map((d) => d.documentType as DocumentType));
  const typeCounts = new Map<DocumentType, number>();
  for (const entry of pending) typeCounts.set(entry.type, (typeCounts.get(entry.type) ?? 0) + 1);
  const hasDuplicates = [...typeCounts.values()].some((n) => n > 1);

  const update = (key: number, change: (entry: Pending) => Pending) =>
    setPending((list) => list.map((entry) => (entry.key === key ? change(entry) : entry)));

  const choose = (files: File[]) => {
    const kept = pending.filter((entry) => files.includes(entry.file));
    const taken = new Set([...currentTypes, ...kept.map((entry) => entry.type)]);
    setPending(
      files.map((file) => {
        const existing = kept.find((entry) => entry.file === file);
        if (existing) return existing;
        const type = defaultType(taken);
        taken.add(type);
        nextKey.current += 1;
        return { key: nextKey.current, file, type, state: { kind: 'idle' } };
      }),
    );
  };

  const sendOne = async (entry: Pending): Promise<boolean> => {
    const { key, file, type } = entry;
    try {
      await upload({ companyId: company.id, documentType: type }, file, {
        onProgress: (fraction) =>
          update(key, (e) => ({ ...e, state: { kind: 'sending', progress: fraction } })),
      });
      setPending((list) => list.filter((e) => e.key !== key));
      setUploaded((list) => [...list, { key, fileName: file.name, type }]);
      toast({
        title: 'Document Uploaded',
        description: `${file.name} has been submitted for review.`,
        tone: 'success',
      });
      return true;
    } catch (error) {
      let message: string;
      if (error instanceof KycRecordFailed) {
        // The cause is undefined when the logged-out handler has shown its toast already.
        message = failureText(error.cause, SAVE_FAILED.description);
        if (error.cause !== undefined) toast({ ...SAVE_FAILED, tone: 'danger' });
      } else {
        message =
          error instanceof UploadError
            ? error.message || UPLOAD_FAILED
            : failureText(error, UPLOAD_FAILED);
        if (!reportLoggedOut(error))
          toast({ title: 'Upload failed', description: message, tone: 'danger' });
      }
      update(key, (e) => ({ ...e, state: { kind: 'failed', message } }));
      return false;
    }
  };

  const send = async () => {
    if (pending.length === 0 || hasDuplicates) return;
    const batch = pending;
    setSending(true);
    setUploaded([]);
    setSummary('');
    setPending((list) => list.map((e) => ({ ...e, state: { kind: 'sending', progress: 0 } })));
    const results = await Promise.all(batch.map(sendOne));
    setSending(false);
    const failed = results.filter((ok) => !ok).length;
    const done = results.length - failed;
    const count = (n: number) => `${n} ${n === 1 ? 'document' : 'documents'}`;
    setSummary(
      failed === 0
        ? `${count(done)} uploaded and submitted for review.`
        : `${done > 0 ? `${count(done)} uploaded; ` : ''}${count(failed)} could not be uploaded: check the list and try again.`,
    );
  };

  const n = pending.length;
  return (
    <Card
      title="Upload KYC documents"
      headingLevel={2}
      description={`Each document is attached to ${company.name} and reviewed by an administrator.`}
    >
      <Stack gap="4">
        <DropZone
          label="Documents"
          maxFiles={MAX_FILES}
          maxSize={MAX_UPLOAD_BYTES}
          acceptedExtensions={allowedUploadExtensions}
          value={pending.map((entry) => entry.file)}
          onChange={choose}
          isDisabled={sending || !isReady}
          fileDetails={(file) => {
            const entry = pending.find((e) => e.file === file);
            return entry ? (
              <FileDetails
                entry={entry}
                isDuplicate={(typeCounts.get(entry.type) ?? 0) > 1}
                replaces={currentTypes.has(entry.type)}
                isDisabled={sending}
                onTypeChange={(type) => update(entry.key, (e) => ({ ...e, type }))}
              />
            ) : null;
          }}
        />
        {n > 0 ? (
          <Inline gap="3" align="center">
            <Button
              onPress={() => void send()}
              isPending={sending}
              pendingLabel="Uploading"
              isDisabled={hasDuplicates}
            >
              {`Upload ${n} ${n === 1 ? 'document' : 'documents'}`}
            </Button>
          </Inline>
        ) : null}
        {uploaded.length > 0 ? (
          <Stack as="ul" gap="2" padding="none" margin="none" aria-label="Uploaded just now">
            {uploaded.map((u) => (
              <Inline key={u.key} as="li" gap="2" align="center" wrap={false}>
                <Icon icon={CircleCheck} size="sm" tone="success" />
                <Text size="sm">
                  {u.fileName}: uploaded as {label(u.type)}, submitted for review
                </Text>
              </Inline>
            ))}
          </Stack>
        ) : null}
      </Stack>
      {/* Outside the Stack: the live region is always there, but takes no room while empty. */}
      <div role="status">
        {summary ? (
          <Box paddingTop="4">
            <Text size="sm" tone="muted">
              {summary}
            </Text>
          </Box>
        ) : null}
      </div>
    </Card>
  );
}

const columns: StaticTableColumn<KycDocument>[] = [
  { id: 'type', header: 'Document', isRowHeader: true, cell: (d) => label(d.documentType) },
  {
    id: 'file',
    header: 'File',
    cell: (d) => (
      <Link href={downloadHref(d.id)} download={d.originalFileName} icon={Download}>
        {d.originalFileName}
      </Link>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (d) => <StatusBadge {...statusDisplay('kyc', d.status)} size="sm" />,
  },
  { id: 'uploaded', header: 'Uploaded', cell: (d) => formatDate(d.uploadedAt) },
  {
    id: 'notes',
    header: 'Review notes',
    cell: (d) => <ReviewNotes notes={d.reviewNotes} status={d.status} />,
  },
];

/** Newest first, whatever order the server sends. */
const newestFirst = (a: KycDocument, b: KycDocument) => b.uploadedAt.localeCompare(a.uploadedAt);

function CompanyDocuments({ company, ...sending }: { company: Company } & Sending) {
  const documents = useCompanyKycDocuments({ path: { id: company.id } });
  const { data, isLoading } = documents;
  return (
    <>
      <UploadDocuments company={company} current={data ?? []} isReady={!isLoading} {...sending} />
      <Card title="Uploaded documents" headingLevel={2}>
        <div aria-busy={isLoading}>
          <Loadable
            query={documents}
            loading={<Skeleton lines={4} />}
            failed={<Failed what="Your documents" />}
            fallback={[]}
          >
            {() => (
              <StaticTable
                aria-label="Uploaded documents"
                minWidth="40rem"
                columns={columns}
                items={[...(data ?? [])].sort(newestFirst)}
                getKey={(d) => d.id}
                emptyState={
                  <EmptyState
                    size="sm"
                    title="No documents uploaded yet"
                    description="Upload your company's documents above to start KYC."
                  />
                }
              />
            )}
          </Loadable>
        </div>
      </Card>
    </>
  );
}

/** The company the documents go to: its name, or a picker when the buyer has several; its KYC state. */
function CompanyChoice({
  companies,
  company,
  onChange,
  isDisabled,
}: {
  companies: readonly Company[];
  company: Company;
  onChange: (id: string) => void;
  isDisabled: boolean;
}) {
  const kyc = statusDisplay('kyc', company.kycStatus);
  return (
    <Card>
      <Stack gap="3">
        {companies.length > 1 ? (
          <Select<Company>
            label="Company"
            description="The company the documents are attached to."
            items={companies}
            value={company.id}
            onChange={(key) => onChange(String(key))}
            isDisabled={isDisabled}
          >
            {(c) => (
              <SelectItem
                id={c.id}
                textValue={c.name}
                description={`${statusDisplay('kyc', c.kycStatus).label} · ${c.kycCompletionPercentage}% complete`}
              >
                {c.name}
              </SelectItem>
            )}
          </Select>
        ) : (
          <Text weight="semibold">{company.name}</Text>
        )}
        <Inline gap="2" align="center" wrap>
          <Text size="sm" tone="muted">
            KYC status
          </Text>
          <StatusBadge {...kyc} />
          <Text size="sm" tone="muted">
            {company.kycCompletionPercentage}% complete
          </Text>
        </Inline>
        {company.kycStatus === 'rejected' && company.kycNotes ? (
          <Text size="sm" tone="danger">
            {company.kycNotes}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * The documents tab of the buyer's and the seller's dashboards (docs/product.md §2 Buyer Dashboard, §5, §8,
 * §9; issue 15): KYC documents of the trader's company, up to 5 at once, each with its type, progress
 * and result, and the list of what the company has uploaded. Without a company it says so and links to
 * Company Management.
 */
export function TraderDocuments() {
  const { user } = useSession();
  const owned = useCompanies({ enabled: Boolean(user) });
  const [selected, setSelected] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!user) return null;
  const companies = (owned.data ?? []).filter((c) => c.ownerId === user.id);
  const company = companies.find((c) => c.id === selected) ?? companies[0];
  const card = (content: ReactNode) => (
    <Card title="Documents" headingLevel={2}>
      <div aria-busy={owned.isLoading}>{content}</div>
    </Card>
  );

  return (
    <Loadable
      query={owned}
      loading={card(<Skeleton lines={3} />)}
      failed={card(<Failed what="Your companies" />)}
      fallback={[]}
      isEmpty={() => !company}
      empty={card(
        <EmptyState
          size="sm"
          headingLevel={3}
          title="No companies registered yet"
          description="KYC documents are attached to your company: register one before uploading them."
          action={<Link href={getHref('companies')}>Register a company</Link>}
        />,
      )}
    >
      {() =>
        company ? (
          <Stack gap="6">
            <CompanyChoice
              companies={companies}
              company={company}
              onChange={setSelected}
              isDisabled={sending}
            />
            <CompanyDocuments company={company} sending={sending} setSending={setSending} />
          </Stack>
        ) : null
      }
    </Loadable>
  );
}
