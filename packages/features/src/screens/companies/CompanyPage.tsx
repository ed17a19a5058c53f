import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ArrowLeft, Download } from 'lucide-react';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  Link,
  Meter,
  Skeleton,
  Stack,
  StatusBadge,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
  formatDate,
  formatDateTime,
  formatVolume,
  missingValue,
} from '@petrobridge/ui';
import {
  isAdminRole,
  isStaffRole,
  requiredDocumentTypes,
  type DocumentType,
  documentTypeNames,
  productTypeNames,
  roleNames,
} from '@petrobridge/domain';
import { useSession } from '../../data/session';
import {
  useCompany,
  useCompanyKycHistory,
  type Company,
  type KycDecisionEntry,
} from '../../data/api/companies';
import { useCompanyKycDocuments, type KycDocument } from '../../data/api/kyc';
import { useDeals, type Deal } from '../../data/api/deals';
import { Facts } from '../../kit/Facts';
import { loadFailureText } from '../../kit/errors';
import { Loadable, LoadFailedAlert, RecordLoadable } from '../../kit/screen-state';
import { getHref } from '../../kit/routes';
import { statusDisplay } from '../../kit/status';
import { documentStateDisplay, expiryText, isExpired } from '../../kit/kyc-document-state';
import { RequestReuploadDialog } from '../../widgets/documents/RequestReuploadDialog';
import * as s from './company-page.css';

const backLink = (
  <Link href={getHref('companies')}>
    <Inline as="span" gap="1" align="center">
      <ArrowLeft size={16} aria-hidden />
      Company Management
    </Inline>
  </Link>
);

const statusLabel = (status: string | null) =>
  status ? statusDisplay('kyc', status).label : missingValue;

function Details({ company }: { company: Company }) {
  const items: Array<[string, string]> = [
    ['Registration number', company.registrationNumber ?? missingValue],
    ['Country', company.country ?? missingValue],
    ['Address', company.address ?? missingValue],
    ['Website', company.website ?? missingValue],
    ['Registered', formatDate(company.createdAt)],
    ['KYC submitted', company.kycSubmittedAt ? formatDate(company.kycSubmittedAt) : missingValue],
    ['KYC reviewed', company.kycReviewedAt ? formatDate(company.kycReviewedAt) : missingValue],
    ['Account', company.isActive ? 'Active' : 'Deactivated'],
  ];
  return (
    <Card title="Details" headingLevel={2}>
      <Facts items={items} className={s.facts} />
    </Card>
  );
}

/** The company's current documents: each required type (uploaded or not), then any optional one. */
function Documents({ companyId, canAsk }: { companyId: string; canAsk: boolean }) {
  const documents = useCompanyKycDocuments({ path: { id: companyId } });
  const { data } = documents;
  const [asking, setAsking] = useState<KycDocument | null>(null);
  const byType = new Map((data ?? []).map((d) => [d.documentType, d]));
  const rows: Array<{ id: string; type: DocumentType; document?: KycDocument }> = [
    ...requiredDocumentTypes.map((type) => ({ id: type, type, document: byType.get(type) })),
    ...(data ?? [])
      .filter((d) => !requiredDocumentTypes.includes(d.documentType as never))
      .map((d) => ({ id: d.id, type: d.documentType, document: d })),
  ];
  return (
    <Card title="Documents" headingLevel={2} aria-busy={documents.isLoading}>
      <Loadable
        query={documents}
        loading={<Skeleton lines={4} />}
        failed={loadFailureText('The documents')}
        fallback={[]}
      >
        {() => (
          <Table aria-label="Documents" minWidth="36rem">
            <TableHeader>
              <TableColumn id="type" isRowHeader>
                Document
              </TableColumn>
              <TableColumn id="status">Status</TableColumn>
              <TableColumn id="file">File</TableColumn>
              <TableColumn id="uploaded">Uploaded</TableColumn>
              {canAsk ? <TableColumn id="actions">Actions</TableColumn> : null}
            </TableHeader>
            <TableBody items={rows}>
              {({ type, document }) => (
                <TableRow>
                  <TableCell>
                    <Stack gap="none">
                      <Text weight="medium">{documentTypeNames[type] ?? type}</Text>
                      {document?.status === 'rejected' && document.reviewNotes ? (
                        <Text size="sm" tone="danger">
                          {document.reviewNotes}
                        </Text>
                      ) : null}
                      {document?.reuploadReason ? (
                        <Text size="sm" tone="danger">
                          {`Re-upload requested: ${document.reuploadReason}`}
                        </Text>
                      ) : null}
                      {document && expiryText(document) ? (
                        <Text size="sm" tone={isExpired(document) ? 'danger' : 'muted'}>
                          {expiryText(document)}
                        </Text>
                      ) : null}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    {document ? (
                      <StatusBadge {...documentStateDisplay(document)} size="sm" />
                    ) : (
                      <Text size="sm" tone="muted">
                        Not uploaded
                      </Text>
                    )}
                  </TableCell>
                  <TableCell>
                    {document ? (
                      <Link
                        href={`/api/kyc-documents/${document.id}/download`}
                        download={document.originalFileName}
                        icon={Download}
                      >
                        {document.originalFileName}
                      </Link>
                    ) : (
                      missingValue
                    )}
                  </TableCell>
                  <TableCell>{document ? formatDate(document.uploadedAt) : missingValue}</TableCell>
                  {canAsk ? (
                    <TableCell>
                      {document && !document.reuploadReason ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onPress={() => setAsking(document)}
                          aria-label={`Request re-upload of ${documentTypeNames[type] ?? type}`}
                        >
                          Request re-upload
                        </Button>
                      ) : null}
                    </TableCell>
                  ) : null}
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </Loadable>
      <RequestReuploadDialog document={asking} onClose={() => setAsking(null)} />
    </Card>
  );
}

/** The deals the company is a party to, as the caller may see them (the deals' identity rules). */
function Deals({ company }: { company: Company }) {
  const deals = useDeals({
    query: { companyId: company.id, limit: 50 },
  });
  const { data } = deals;
  const items = data?.items ?? [];
  const counterpart = (deal: Deal) =>
    deal.sellerCompanyId === company.id ? deal.buyerCompanyName : deal.sellerCompanyName;
  return (
    <Card title="Deals" headingLevel={2} aria-busy={deals.isLoading}>
      <Loadable
        query={deals}
        loading={<Skeleton lines={3} />}
        failed={loadFailureText('The deals')}
        fallback={{ items: [], total: 0 }}
      >
        {() => (
          <Stack gap="2">
            <Table aria-label={`Deals of ${company.name}`} minWidth="40rem">
              <TableHeader>
                <TableColumn id="number" isRowHeader>
                  Deal
                </TableColumn>
                <TableColumn id="side">Side</TableColumn>
                <TableColumn id="counterpart">Counterparty</TableColumn>
                <TableColumn id="product">Product</TableColumn>
                <TableColumn id="status">Status</TableColumn>
                <TableColumn id="created">Created</TableColumn>
              </TableHeader>
              <TableBody<Deal>
                items={items}
                renderEmptyState={() => <EmptyState size="sm" title="No deals yet" />}
              >
                {(deal) => (
                  <TableRow id={deal.id}>
                    <TableCell>
                      <Link href={getHref('deal', { id: deal.id })}>{deal.dealNumber}</Link>
                    </TableCell>
                    <TableCell>
                      {deal.sellerCompanyId === company.id ? 'Seller' : 'Buyer'}
                    </TableCell>
                    <TableCell>{counterpart(deal) ?? missingValue}</TableCell>
                    <TableCell>
                      {productTypeNames[deal.productType] ?? deal.productType},{' '}
                      {formatVolume(deal.volume, deal.volumeUnit)}
                    </TableCell>
                    <TableCell>
                      <StatusBadge {...statusDisplay('deal', deal.status)} size="sm" />
                    </TableCell>
                    <TableCell>{formatDate(deal.createdAt)}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
            {data && data.total > items.length ? (
              <Text size="sm" tone="muted">
                The {items.length} newest of {data.total} deals.
              </Text>
            ) : null}
          </Stack>
        )}
      </Loadable>
    </Card>
  );
}

const decisionSubject = (entry: KycDecisionEntry) =>
  entry.kind === 'company_review'
    ? 'Company KYC'
    : entry.documentType
      ? (documentTypeNames[entry.documentType] ?? entry.documentType)
      : 'Document';

/** Who decided what, when, with their notes and the status before and after. */
function History({ companyId }: { companyId: string }) {
  const history = useCompanyKycHistory({ path: { id: companyId } });
  return (
    <Card title="KYC decision history" headingLevel={2} aria-busy={history.isLoading}>
      <Loadable
        query={history}
        loading={<Skeleton lines={3} />}
        failed={(retry) => (
          <LoadFailedAlert
            role="alert"
            title={loadFailureText('The KYC history', 'title')}
            retry={retry}
          />
        )}
        fallback={[]}
        empty={
          <EmptyState
            size="sm"
            headingLevel={3}
            title="No KYC decisions yet"
            description="Reviews of the company and of its documents will be listed here."
          />
        }
      >
        {(data) => (
          <Stack as="ol" gap="4" padding="none" margin="none" aria-label="KYC decisions">
            {data.map((entry) => (
              <Stack as="li" key={entry.id} gap="0.5">
                <Text weight="medium">
                  {entry.kind === 'reupload_request'
                    ? `${decisionSubject(entry)}: re-upload requested`
                    : `${decisionSubject(entry)}: ${statusLabel(entry.beforeStatus)} → ${statusLabel(entry.afterStatus)}`}
                </Text>
                {entry.notes ? (
                  <Text size="sm" tone="muted">
                    {entry.notes}
                  </Text>
                ) : null}
                <Text size="xs" tone="muted">
                  {formatDateTime(entry.decidedAt)} ·{' '}
                  {entry.decidedBy
                    ? `${entry.decidedBy.name} (${roleNames[entry.decidedBy.role] ?? entry.decidedBy.role})`
                    : 'a deleted account'}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Loadable>
    </Card>
  );
}

/**
 * A company's page (/companies/:id, docs/product.md#company-page): its details, KYC status and
 * completion, its current documents with their states, its deals (as the caller may see them) and
 * the history of its KYC decisions. Whoever may not see the company gets "Company not found".
 */
export function CompanyPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const company = useCompany({ path: { id } });
  return (
    <RecordLoadable
      query={company}
      back={backLink}
      title="Company"
      noun="Company"
      plural="companies"
      listName="Company Management"
    >
      {(current) => <CompanyView company={current} user={user} />}
    </RecordLoadable>
  );
}

function CompanyView({
  company: current,
  user,
}: {
  company: Company;
  user: ReturnType<typeof useSession>['user'];
}) {
  const mayOpenKyc = user && (isAdminRole(user.role) || current.ownerId === user.id);
  return (
    <Stack gap="6">
      {backLink}
      <Inline justify="between" align="center" gap="4" wrap>
        <Stack gap="1">
          <Heading level={1}>{current.name}</Heading>
          <Inline gap="2" align="center" wrap>
            <StatusBadge {...statusDisplay('kyc', current.kycStatus)} />
            <Text size="sm" tone="muted">
              {current.kycCompletionPercentage}% complete
            </Text>
          </Inline>
        </Stack>
        {mayOpenKyc ? (
          <Link href={`${getHref('kycWorkflow')}?company=${current.id}`}>
            Open in KYC Document Verification
          </Link>
        ) : null}
      </Inline>
      <Meter aria-label="KYC completion" value={current.kycCompletionPercentage} />
      {current.kycStatus === 'rejected' && current.kycNotes ? (
        <Alert tone="danger" title="KYC rejected">
          {current.kycNotes}
        </Alert>
      ) : null}
      <Details company={current} />
      <Documents companyId={current.id} canAsk={Boolean(user && isStaffRole(user.role))} />
      <Deals company={current} />
      <History companyId={current.id} />
    </Stack>
  );
}
