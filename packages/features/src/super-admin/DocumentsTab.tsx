import { useEffect, useState } from 'react';
import { Download } from 'lucide-react';
import {
  Button,
  Card,
  EmptyState,
  Link,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
  formatDate,
} from '@petrobridge/ui';
import { useCompanyKycDocuments, useSuperAdminCompanies, type KycDocument } from '../api';
import { documentTypeLabels } from '../shared/labels';
import { statusDisplay } from '../shared/status';
import { ReviewDocumentDialog } from '../shared/ReviewDocumentDialog';
import { OfferDocumentReviews } from '../shared/OfferDocumentReviews';
import { kycHref } from './CompaniesTab';
import * as s from './super-admin.css';

type Company = { id: string; name: string };

const awaiting = (d: KycDocument) => d.status === 'pending' || d.status === 'under_review';
const downloadHref = (id: string) => `/api/kyc-documents/${id}/download`;

/** One company's documents awaiting review, oldest first; nothing when it has none. */
function CompanyQueue({
  company,
  onCount,
  onReview,
}: {
  company: Company;
  onCount: (id: string, count: number | 'failed') => void;
  onReview: (document: KycDocument) => void;
}) {
  const { data, error } = useCompanyKycDocuments({ path: { id: company.id } });
  const queue = (data ?? [])
    .filter(awaiting)
    .sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt));
  const count = error ? 'failed' : data ? queue.length : undefined;
  useEffect(() => {
    if (count !== undefined) onCount(company.id, count);
  }, [company.id, count, onCount]);
  if (error)
    return (
      <li className={s.row}>
        <Text size="sm" tone="danger" role="alert">
          The documents of {company.name} could not be loaded.
        </Text>
      </li>
    );
  return (
    <>
      {queue.map((doc) => (
        <li key={doc.id} className={s.row}>
          <Stack gap="0.5">
            <Text weight="medium">
              {documentTypeLabels[doc.documentType]} ·{' '}
              <Link href={kycHref(company.id)}>{company.name}</Link>
            </Text>
            <Text size="sm" tone="muted">
              <Link href={downloadHref(doc.id)} download={doc.originalFileName} icon={Download}>
                {doc.originalFileName}
              </Link>{' '}
              · uploaded {formatDate(doc.uploadedAt)}
            </Text>
          </Stack>
          <Stack gap="2" align="end">
            <StatusBadge {...statusDisplay('kyc', doc.status)} size="sm" />
            <Button
              size="sm"
              variant="secondary"
              onPress={() => onReview(doc)}
              aria-label={`Review ${documentTypeLabels[doc.documentType]} of ${company.name}`}
            >
              Review
            </Button>
          </Stack>
        </li>
      ))}
    </>
  );
}

/** Every company's KYC documents awaiting review, reviewable in place (the KYC page's dialog). */
function KycQueue() {
  const companies = useSuperAdminCompanies();
  const [counts, setCounts] = useState<Record<string, number | 'failed'>>({});
  const [reviewing, setReviewing] = useState<KycDocument | null>(null);
  const [onCount] = useState(
    () => (id: string, count: number | 'failed') =>
      setCounts((c) => (c[id] === count ? c : { ...c, [id]: count })),
  );
  const list = companies.data ?? [];
  const known = list.filter((c) => counts[c.id] !== undefined);
  const waiting = list.reduce(
    (n, c) => n + (typeof counts[c.id] === 'number' ? (counts[c.id] as number) : 0),
    0,
  );
  const loaded = !companies.isLoading && known.length === list.length;
  return (
    <Card
      title="KYC documents awaiting review"
      description="Pending or under review, across every company; the oldest upload of each company first."
      headingLevel={2}
    >
      {companies.isLoading ? (
        <Skeleton lines={3} />
      ) : companies.error ? (
        <Text tone="danger" role="alert">
          The companies could not be loaded. Reload the page to try again.
        </Text>
      ) : (
        <Stack gap="2">
          {!loaded ? <Skeleton lines={2} aria-label="Loading the documents" /> : null}
          {loaded && waiting === 0 && !Object.values(counts).includes('failed') ? (
            <EmptyState size="sm" title="No KYC documents awaiting review" />
          ) : null}
          <ul className={s.list} aria-label="KYC documents awaiting review">
            {list.map((c) => (
              <CompanyQueue key={c.id} company={c} onCount={onCount} onReview={setReviewing} />
            ))}
          </ul>
        </Stack>
      )}
      <ReviewDocumentDialog document={reviewing} onClose={() => setReviewing(null)} />
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
