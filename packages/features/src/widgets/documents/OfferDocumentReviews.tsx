import { useState } from 'react';
import { Download } from 'lucide-react';
import {
  Button,
  Card,
  EmptyState,
  Grid,
  Inline,
  Link,
  Select,
  SelectItem,
  Skeleton,
  Stack,
  StaticTable,
  StatusBadge,
  Text,
  VisuallyHidden,
  formatDate,
  formatNumber,
  type StaticTableColumn,
} from '@petrobridge/ui';
import {
  offerDocumentStatuses,
  offerDocumentTypeNames,
  type OfferDocumentStatus,
  productTypeNames,
} from '@petrobridge/domain';
import {
  offerDocumentDownloadHref,
  useOfferDocumentsForReview,
  useReviewOfferDocument,
  type OfferDocumentForReview,
} from '../../data/api/offers';
import { statusDisplay } from '../../kit/status';
import { DocumentReviewDialog } from './ReviewDocumentDialog';
import { ReviewNotes } from './ReviewNotes';
import { Pager } from '../../kit/Pager';
import { loadFailureText } from '../../kit/errors';
import { Loadable, LoadFailedAlert } from '../../kit/screen-state';

/** Documents per page of the queue. */
export const OFFER_DOCUMENTS_PAGE_SIZE = 20;

const statusNames: Record<OfferDocumentStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

const emptyTitles: Record<OfferDocumentStatus, string> = {
  pending: 'No offer documents awaiting review',
  approved: 'No approved offer documents',
  rejected: 'No rejected offer documents',
};

/** The file's name as shown and saved (an admin always gets it; the type stands in otherwise). */
const fileName = (d: OfferDocumentForReview) =>
  d.originalFileName ?? offerDocumentTypeNames[d.documentType];

const describeDocument = (d: OfferDocumentForReview) =>
  `${offerDocumentTypeNames[d.documentType]}: ${fileName(d)} (${productTypeNames[d.productType]}, ${d.companyName})`;

function columnsFor(
  status: OfferDocumentStatus,
  onReview: (d: OfferDocumentForReview) => void,
): StaticTableColumn<OfferDocumentForReview>[] {
  return [
    {
      id: 'offer',
      header: 'Offer',
      cell: (d) => (
        <Stack gap="none">
          <Text elementType="span" weight="medium">
            {productTypeNames[d.productType]}
          </Text>
          <Text elementType="span" size="sm" tone="muted">
            {d.companyName}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'type',
      header: 'Document',
      isRowHeader: true,
      cell: (d) => offerDocumentTypeNames[d.documentType],
    },
    {
      id: 'file',
      header: 'File',
      cell: (d) => (
        <Link href={offerDocumentDownloadHref(d.id)} download={fileName(d)} icon={Download}>
          {fileName(d)}
        </Link>
      ),
    },
    { id: 'uploaded', header: 'Uploaded', cell: (d) => formatDate(d.uploadedAt) },
    {
      id: 'status',
      header: 'Status',
      cell: (d) => <StatusBadge {...statusDisplay('kyc', d.status)} size="sm" />,
    },
    // Notes come with a decision: the pending queue has none to show.
    ...(status === 'pending'
      ? []
      : [
          {
            id: 'notes',
            header: 'Review notes',
            cell: (d: OfferDocumentForReview) => (
              <ReviewNotes notes={d.reviewNotes} status={d.status} />
            ),
          },
        ]),
    {
      id: 'action',
      header: 'Action',
      cell: (d) => (
        <Button
          size="sm"
          variant="secondary"
          onPress={() => onReview(d)}
          aria-label={`Review ${fileName(d)}`}
        >
          Review
        </Button>
      ),
    },
  ];
}

/**
 * Admins' review queue of offers' proof of product (Documents, admins and super admins): the
 * documents in one review state, oldest upload first, paged by the server's total, each with its
 * offer's product and seller company, a download and a Review dialog. A decision takes the document
 * out of the pending queue; approving an offer's inspection report and storage receipt gives the
 * offer its "Verified supply" badge.
 */
export function OfferDocumentReviews() {
  const [status, setStatus] = useState<OfferDocumentStatus>('pending');
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<OfferDocumentForReview | null>(null);
  const documents = useOfferDocumentsForReview({
    query: {
      status,
      limit: OFFER_DOCUMENTS_PAGE_SIZE,
      offset: (page - 1) * OFFER_DOCUMENTS_PAGE_SIZE,
    },
  });
  const { data, isLoading } = documents;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / OFFER_DOCUMENTS_PAGE_SIZE));
  // The last document of a later page was decided: show the page that is now the last one.
  if (data && data.items.length === 0 && page > pages) setPage(pages);
  const first = (page - 1) * OFFER_DOCUMENTS_PAGE_SIZE + 1;
  const items = data?.items ?? [];

  return (
    <Card
      elementType="section"
      title="Proof of product"
      headingLevel={2}
      description="An offer whose inspection report and storage receipt are approved shows “Verified supply” to buyers (without the seller’s name)."
      aria-label="Proof of product"
    >
      <Stack gap="4">
        <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
          <Select
            label="Review status"
            items={offerDocumentStatuses.map((id) => ({ id, name: statusNames[id] }))}
            value={status}
            onChange={(key) => {
              setStatus(key as OfferDocumentStatus);
              setPage(1);
            }}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        </Grid>
        <div aria-busy={isLoading}>
          <Loadable
            query={documents}
            keepData
            loading={
              <>
                <Skeleton lines={3} />
                <VisuallyHidden>Loading offer documents</VisuallyHidden>
              </>
            }
            failed={(retry) => (
              <LoadFailedAlert
                role="alert"
                title={loadFailureText('The offer documents', 'title')}
                retry={retry}
              />
            )}
            fallback={{ items: [], total: 0 }}
            isEmpty={() => items.length === 0}
            empty={<EmptyState size="sm" headingLevel={3} title={emptyTitles[status]} />}
          >
            {() => (
              <Stack gap="4">
                <StaticTable
                  aria-label={`${statusNames[status]} offer documents`}
                  minWidth="40rem"
                  columns={columnsFor(status, setReviewing)}
                  items={items}
                  getKey={(d) => d.id}
                />
                <Inline justify="between" align="center" gap="4" wrap>
                  <Text size="sm" tone="muted" role="status">
                    Showing {formatNumber(first)}–{formatNumber(first + items.length - 1)} of{' '}
                    {formatNumber(total)}
                  </Text>
                  <Pager page={page} pages={pages} onPage={setPage} />
                </Inline>
              </Stack>
            )}
          </Loadable>
        </div>
      </Stack>
      <DocumentReviewDialog
        document={reviewing}
        describe={describeDocument}
        useReview={useReviewOfferDocument}
        onClose={() => setReviewing(null)}
      />
    </Card>
  );
}
