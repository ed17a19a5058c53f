import { useState } from 'react';
import { Download } from 'lucide-react';
import {
  Card,
  EmptyState,
  Grid,
  Heading,
  Link,
  Select,
  SelectItem,
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
  formatFileSize,
} from '@petrobridge/ui';
import {
  documentTypes,
  isAdminRole,
  kycStatuses,
  type DocumentType,
  type KycStatus,
  documentTypeNames,
} from '@petrobridge/domain';
import { useSession } from '../../data/session';
import { useCompanies, type Company } from '../../data/api/companies';
import { useCompanyKycDocuments, type KycDocument } from '../../data/api/kyc';
import { statusDisplay } from '../../kit/status';
import { OfferDocumentReviews } from '../../widgets/documents/OfferDocumentReviews';
import { loadFailureText } from '../../kit/errors';
import { Loadable, LoadFailed } from '../../kit/screen-state';

type TypeFilter = DocumentType | 'all';
type StatusFilter = KycStatus | 'all';

interface Filters {
  type: TypeFilter;
  status: StatusFilter;
}

const downloadHref = (id: string) => `/api/kyc-documents/${id}/download`;

function CompanyDocuments({
  company,
  filters,
  headingLevel,
}: {
  company: Company;
  filters: Filters;
  headingLevel: 2 | 3;
}) {
  const documents = useCompanyKycDocuments({ path: { id: company.id } });
  const { data, isLoading } = documents;
  const shown = (data ?? []).filter(
    (d) =>
      (filters.type === 'all' || d.documentType === filters.type) &&
      (filters.status === 'all' || d.status === filters.status),
  );
  return (
    <Card title={company.name} headingLevel={headingLevel} aria-busy={isLoading}>
      <Loadable
        query={documents}
        loading={<Skeleton lines={2} />}
        failed={<LoadFailed>The documents of {company.name} could not be loaded.</LoadFailed>}
        fallback={[]}
      >
        {() => (
          <Table aria-label={`Documents of ${company.name}`} minWidth="36rem">
            <TableHeader>
              <TableColumn id="file" isRowHeader>
                File
              </TableColumn>
              <TableColumn id="type">Type</TableColumn>
              <TableColumn id="status">Status</TableColumn>
              <TableColumn id="date">Uploaded</TableColumn>
            </TableHeader>
            <TableBody<KycDocument>
              items={shown}
              renderEmptyState={() => (
                <EmptyState
                  size="sm"
                  headingLevel={headingLevel === 2 ? 3 : 4}
                  title={
                    data?.length ? 'No documents match the filters' : 'No documents uploaded yet'
                  }
                />
              )}
            >
              {(doc) => (
                <TableRow id={doc.id}>
                  <TableCell>
                    <Stack gap="none">
                      <Link
                        href={downloadHref(doc.id)}
                        download={doc.originalFileName}
                        icon={Download}
                      >
                        {doc.originalFileName}
                      </Link>
                      <Text size="sm" tone="muted">
                        {formatFileSize(doc.fileSize)}
                      </Text>
                    </Stack>
                  </TableCell>
                  <TableCell>{documentTypeNames[doc.documentType]}</TableCell>
                  <TableCell>
                    <StatusBadge {...statusDisplay('kyc', doc.status)} size="sm" />
                  </TableCell>
                  <TableCell>{formatDate(doc.uploadedAt)}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </Loadable>
    </Card>
  );
}

/**
 * Documents (/documents; no screen in the spec): the KYC documents of every company the user may read —
 * their own for sellers and buyers, those in a broker's reach — with type, status, date, filters and
 * download through the server's authorised download. Admins and super admins also get the review queue
 * of offers' proof of product (OfferDocumentReviews) above, and the KYC documents under a heading of
 * their own. A deal's paperwork is storage keys without a download operation, so it is not listed.
 */
export function DocumentsPage() {
  const { user } = useSession();
  const list = useCompanies({ enabled: Boolean(user) });
  const { data } = list;
  const [filters, setFilters] = useState<Filters>({ type: 'all', status: 'all' });
  if (!user) return null;
  // Admins review offers' proof of product here too; the KYC documents then get a heading.
  const admin = isAdminRole(user.role);
  const companyHeading = admin ? 3 : 2;
  const companies = data ?? [];
  const typeItems = [
    { id: 'all', name: 'All types' },
    ...documentTypes.map((t) => ({ id: t, name: documentTypeNames[t] })),
  ];
  const statusItems = [
    { id: 'all', name: 'All statuses' },
    ...kycStatuses.map((s) => ({ id: s, name: statusDisplay('kyc', s).label })),
  ];
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading level={1}>Documents</Heading>
        <Text tone="muted">
          {admin
            ? 'Offers’ proof of product to review, and the KYC documents of every company.'
            : 'The KYC documents of your companies, in one place.'}
        </Text>
      </Stack>
      {admin ? (
        <>
          <OfferDocumentReviews />
          <Heading level={2}>KYC documents</Heading>
        </>
      ) : null}
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
        <Select
          label="Type"
          items={typeItems}
          value={filters.type}
          onChange={(key) => setFilters((f) => ({ ...f, type: key as TypeFilter }))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Select
          label="Status"
          items={statusItems}
          value={filters.status}
          onChange={(key) => setFilters((f) => ({ ...f, status: key as StatusFilter }))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </Grid>
      <Loadable
        query={list}
        loading={
          <Card aria-busy>
            <Skeleton lines={3} />
          </Card>
        }
        failed={loadFailureText('The companies')}
        fallback={[]}
        empty={
          <EmptyState
            headingLevel={companyHeading}
            title="No documents yet"
            description="Register a company and upload its KYC documents on KYC Workflow."
          />
        }
      >
        {() =>
          companies.map((company) => (
            <CompanyDocuments
              key={company.id}
              company={company}
              filters={filters}
              headingLevel={companyHeading}
            />
          ))
        }
      </Loadable>
    </Stack>
  );
}
