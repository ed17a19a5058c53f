import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Download, RefreshCw, Upload } from 'lucide-react';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Grid,
  Heading,
  Inline,
  Link,
  MetricCard,
  ProgressBar,
  Select,
  SelectItem,
  Skeleton,
  Stack,
  StatusBadge,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  formatDate,
} from '@petrobridge/ui';
import {
  isAdminRole,
  requiredDocumentTypes,
  type DocumentType,
  documentTypeNames,
} from '@petrobridge/domain';
import { useSession } from '../../data/session';
import { useCompanies, type Company } from '../../data/api/companies';
import { useCompanyKycDocuments, type KycDocument } from '../../data/api/kyc';
import { getHref } from '../../kit/routes';
import { statusDisplay } from '../../kit/status';
import { ReviewDocumentDialog } from '../../widgets/documents/ReviewDocumentDialog';
import { RequestReuploadDialog } from '../../widgets/documents/RequestReuploadDialog';
import { documentStateDisplay, expiryText, isExpired } from '../../kit/kyc-document-state';
import { UploadDocumentDialog, type UploadTarget } from './UploadDocumentDialog';
import { loadFailureText } from '../../kit/errors';
import { Loadable } from '../../kit/screen-state';

const optionalDocumentTypes = [
  'financial_statements',
  'trade_license',
  'compliance_certificate',
] as const satisfies readonly DocumentType[];

const hints: Partial<Record<DocumentType, string>> = { bank_statement: 'last 3 months' };

const downloadHref = (id: string) => `/api/kyc-documents/${id}/download`;

interface RowProps {
  type: DocumentType;
  document: KycDocument | undefined;
  canUpload: boolean;
  canReview: boolean;
  onUpload: (type: DocumentType, replaces?: string) => void;
  onReview: (document: KycDocument) => void;
  onRequestReupload: (document: KycDocument) => void;
}

function DocumentRow({
  type,
  document,
  canUpload,
  canReview,
  onUpload,
  onReview,
  onRequestReupload,
}: RowProps) {
  const label = documentTypeNames[type];
  return (
    <Card elementType="li" variant="outlined" padding="sm" aria-label={label}>
      <Inline justify="between" align="center" gap="3" wrap>
        <Stack gap="1">
          <Text weight="medium">
            {label}
            {hints[type] ? (
              <Text elementType="span" size="sm" tone="muted">
                {` (${hints[type]})`}
              </Text>
            ) : null}
          </Text>
          {document ? (
            <>
              <Inline gap="2" align="center" wrap>
                <StatusBadge {...documentStateDisplay(document)} size="sm" />
                <Link
                  href={downloadHref(document.id)}
                  download={document.originalFileName}
                  icon={Download}
                >
                  {document.originalFileName}
                </Link>
                <Text size="sm" tone="muted">
                  Uploaded {formatDate(document.uploadedAt)}
                </Text>
              </Inline>
              {document.status === 'rejected' && document.reviewNotes ? (
                <Text size="sm" tone="danger">
                  {document.reviewNotes}
                </Text>
              ) : null}
              {document.reuploadReason ? (
                <Text size="sm" tone="danger">
                  {`Re-upload requested: ${document.reuploadReason}`}
                </Text>
              ) : null}
              {expiryText(document) ? (
                <Text size="sm" tone={isExpired(document) ? 'danger' : 'muted'}>
                  {expiryText(document)}
                </Text>
              ) : null}
            </>
          ) : (
            <Text size="sm" tone="muted">
              Not uploaded
            </Text>
          )}
        </Stack>
        <Inline gap="2" wrap>
          {canReview && document ? (
            <Button
              size="sm"
              variant="secondary"
              onPress={() => onReview(document)}
              aria-label={`Review ${label}`}
            >
              Review
            </Button>
          ) : null}
          {canReview && document && !document.reuploadReason ? (
            <Button
              size="sm"
              variant="outline"
              onPress={() => onRequestReupload(document)}
              aria-label={`Request re-upload of ${label}`}
            >
              Request re-upload
            </Button>
          ) : null}
          {canUpload ? (
            document ? (
              <Button
                size="sm"
                variant="outline"
                icon={RefreshCw}
                onPress={() => onUpload(type, document.id)}
                aria-label={`Replace ${label}`}
              >
                Replace
              </Button>
            ) : (
              <Button
                size="sm"
                icon={Upload}
                onPress={() => onUpload(type)}
                aria-label={`Upload ${label}`}
              >
                Upload
              </Button>
            )
          ) : null}
        </Inline>
      </Inline>
    </Card>
  );
}

function CompanyKyc({
  company,
  canReview,
  canUpload,
}: {
  company: Company;
  canReview: boolean;
  canUpload: boolean;
}) {
  const documents = useCompanyKycDocuments({ path: { id: company.id } });
  const { data, isLoading } = documents;
  const [upload, setUpload] = useState<UploadTarget | null>(null);
  const [reviewing, setReviewing] = useState<KycDocument | null>(null);
  const [asking, setAsking] = useState<KycDocument | null>(null);
  const byType = new Map((data ?? []).map((d) => [d.documentType, d]));
  const rows = (types: readonly DocumentType[], title: string) => (
    <Stack gap="3">
      <Heading level={2} size="sm">
        {title}
      </Heading>
      <Stack as="ul" gap="2" aria-label={title}>
        {types.map((type) => (
          <DocumentRow
            key={type}
            type={type}
            document={byType.get(type)}
            canUpload={canUpload}
            canReview={canReview}
            onUpload={(documentType, replaces) =>
              setUpload({ companyId: company.id, documentType, replaces })
            }
            onReview={setReviewing}
            onRequestReupload={setAsking}
          />
        ))}
      </Stack>
    </Stack>
  );
  const approved = (data ?? []).filter((d) => d.status === 'approved' && !isExpired(d)).length;
  // The dialogs stay outside Tabs: its collection renders children twice to build itself.
  return (
    <>
      <Tabs aria-label={`KYC of ${company.name}`}>
        <TabList aria-label="KYC sections">
          <Tab id="documents">Documents</Tab>
          <Tab id="overview">Overview</Tab>
        </TabList>
        <TabPanel id="documents">
          <div aria-busy={isLoading}>
            <Loadable
              query={documents}
              loading={<Skeleton lines={4} />}
              failed={loadFailureText('The documents')}
              fallback={[]}
            >
              {() => (
                <Stack gap="6">
                  {rows(requiredDocumentTypes, 'Required Documents')}
                  {rows(optionalDocumentTypes, 'Optional Documents')}
                </Stack>
              )}
            </Loadable>
          </div>
        </TabPanel>
        <TabPanel id="overview">
          <Stack gap="4">
            <ProgressBar label="KYC completion" value={company.kycCompletionPercentage} />
            <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
              <MetricCard
                label="Total documents"
                value={isLoading ? '—' : String(data?.length ?? 0)}
              />
              <MetricCard label="Approved" value={isLoading ? '—' : String(approved)} />
            </Grid>
          </Stack>
        </TabPanel>
      </Tabs>
      <UploadDocumentDialog target={upload} onClose={() => setUpload(null)} />
      <ReviewDocumentDialog document={reviewing} onClose={() => setReviewing(null)} />
      <RequestReuploadDialog document={asking} onClose={() => setAsking(null)} />
    </>
  );
}

/**
 * KYC Document Verification (/kyc-workflow, docs/product.md#screens): a company selector (admins see all
 * companies, others their own; `?company=<id>` preselects one), then Documents (required and optional types, upload, replace, the
 * admin's review) and Overview (completion, totals).
 */
export function KycWorkflowPage() {
  const { user } = useSession();
  const list = useCompanies({ enabled: Boolean(user) });
  const { data, isLoading } = list;
  // `?company=<id>` preselects a company (the super admin panel's Companies/KYC links here).
  const [params] = useSearchParams();
  const [selected, setSelected] = useState<string | null>(() => params.get('company'));
  if (!user) return null;
  const admin = isAdminRole(user.role);
  const companies = (data ?? []).filter((c) => admin || c.ownerId === user.id);
  const company = companies.find((c) => c.id === selected) ?? companies[0];
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading level={1}>KYC Document Verification</Heading>
        <Text tone="muted">Upload your company's documents and follow their review.</Text>
      </Stack>
      <Card aria-busy={isLoading}>
        <Loadable
          query={list}
          loading={<Skeleton lines={3} />}
          failed={loadFailureText('The companies')}
          fallback={[]}
          isEmpty={() => !company}
          empty={
            <EmptyState
              size="sm"
              headingLevel={2}
              title="No companies registered yet"
              description={
                user.role === 'broker'
                  ? 'Brokers review companies on Company Management.'
                  : 'Register a company on Company Management to start KYC.'
              }
            />
          }
        >
          {() =>
            company && (
              <Stack gap="6">
                <Select<Company>
                  label="Company"
                  items={companies}
                  value={company.id}
                  onChange={(key) => setSelected(key as string)}
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
                <Inline gap="2" align="center" wrap>
                  <StatusBadge {...statusDisplay('kyc', company.kycStatus)} />
                  <Text size="sm" tone="muted">
                    {company.kycCompletionPercentage}% complete
                  </Text>
                  <Link href={getHref('company', { id: company.id })}>
                    {`Company page of ${company.name}`}
                  </Link>
                </Inline>
                {company.kycStatus === 'rejected' ? (
                  <Alert tone="danger" title="KYC rejected">
                    <Stack gap="1">
                      <Text size="sm">{`Reason: ${company.kycNotes ?? 'none was given.'}`}</Text>
                      {company.ownerId === user.id ? (
                        <Text size="sm">
                          Upload or replace the documents it names: the company goes back to review.
                        </Text>
                      ) : null}
                    </Stack>
                  </Alert>
                ) : null}
                <CompanyKyc
                  key={company.id}
                  company={company}
                  canReview={admin}
                  canUpload={admin || company.ownerId === user.id}
                />
              </Stack>
            )
          }
        </Loadable>
      </Card>
    </Stack>
  );
}
