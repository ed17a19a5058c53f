import { useState } from 'react';
import { Download } from 'lucide-react';
import {
  Button,
  Card,
  EmptyState,
  Inline,
  Link,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
  formatDate,
  formatNumber,
} from '@petrobridge/ui';
import { useKycReviewQueue, type KycDocumentForReview } from '../../data/api';
import { documentTypeNames } from '@petrobridge/domain';
import { statusDisplay } from '../../kit/status';
import { ReviewDocumentDialog } from '../../widgets/documents/ReviewDocumentDialog';
import { RequestReuploadDialog } from '../../widgets/documents/RequestReuploadDialog';
import { OfferDocumentReviews } from '../../widgets/documents/OfferDocumentReviews';
import { Pager } from '../../kit/Pager';
import { loadFailureText } from '../../kit/errors';
import { Loadable } from '../../kit/screen-state';
import { getHref } from '../../kit/routes';
import * as s from './super-admin.css';

/** Documents per page of the KYC queue. */
export const KYC_QUEUE_PAGE_SIZE = 20;

const downloadHref = (id: string) => `/api/kyc-documents/${id}/download`;

/**
 * Every company's KYC documents awaiting review (one paged read, oldest upload first), each reviewable
 * in place (the KYC page's dialog) or sent back to its owner with a re-upload request.
 */
function KycQueue() {
  const [page, setPage] = useState(1);
  const queue = useKycReviewQueue({
    query: { limit: KYC_QUEUE_PAGE_SIZE, offset: (page - 1) * KYC_QUEUE_PAGE_SIZE },
    keepPreviousData: true,
  });
  const [reviewing, setReviewing] = useState<KycDocumentForReview | null>(null);
  const [reupload, setReupload] = useState<KycDocumentForReview | null>(null);
  const items = queue.data?.items ?? [];
  const total = queue.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / KYC_QUEUE_PAGE_SIZE));
  return (
    <Card
      title="KYC documents awaiting review"
      description="Pending or under review, across every company; the oldest upload first."
      headingLevel={2}
    >
      <Loadable
        query={queue}
        loading={<Skeleton lines={3} />}
        failed={loadFailureText('The documents awaiting review', 'reload')}
        fallback={{ items: [], total: 0 }}
        isEmpty={() => total === 0}
        empty={<EmptyState size="sm" title="No KYC documents awaiting review" />}
      >
        {() => (
          <Stack gap="3">
            <Inline gap="3" align="center" justify="between" wrap>
              <Text size="sm" tone="muted" aria-live="polite">
                {formatNumber(total)} awaiting review
              </Text>
              <Pager page={page} pages={pages} onPage={setPage} />
            </Inline>
            <ul className={s.list} aria-label="KYC documents awaiting review">
              {items.map((doc) => {
                const what = `${documentTypeNames[doc.documentType]} of ${doc.companyName}`;
                return (
                  <li key={doc.id} className={s.row}>
                    <Stack gap="0.5">
                      <Text weight="medium">
                        {documentTypeNames[doc.documentType]} ·{' '}
                        <Link href={getHref('company', { id: doc.companyId })}>
                          {doc.companyName}
                        </Link>
                      </Text>
                      <Text size="sm" tone="muted">
                        <Link
                          href={downloadHref(doc.id)}
                          download={doc.originalFileName}
                          icon={Download}
                        >
                          {doc.originalFileName}
                        </Link>{' '}
                        · uploaded {formatDate(doc.uploadedAt)}
                      </Text>
                    </Stack>
                    <Stack gap="2" align="end">
                      <StatusBadge {...statusDisplay('kyc', doc.status)} size="sm" />
                      <Inline gap="2">
                        <Button
                          size="sm"
                          variant="secondary"
                          onPress={() => setReupload(doc)}
                          aria-label={`Request re-upload of ${what}`}
                        >
                          Request re-upload
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          onPress={() => setReviewing(doc)}
                          aria-label={`Review ${what}`}
                        >
                          Review
                        </Button>
                      </Inline>
                    </Stack>
                  </li>
                );
              })}
            </ul>
          </Stack>
        )}
      </Loadable>
      <ReviewDocumentDialog document={reviewing} onClose={() => setReviewing(null)} />
      <RequestReuploadDialog document={reupload} onClose={() => setReupload(null)} />
    </Card>
  );
}

/**
 * Documents: the KYC documents awaiting review across companies and the offers' proof of product,
 * both reviewed in place with the dialogs of the KYC and Documents pages.
 */
export function DocumentsTab() {
  return (
    <Stack gap="6">
      <KycQueue />
      <OfferDocumentReviews />
    </Stack>
  );
}
