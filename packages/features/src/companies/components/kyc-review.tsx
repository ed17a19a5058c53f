import { useState } from 'react';
import { Download } from 'lucide-react';
import {
  Button,
  Card,
  Dialog,
  EmptyState,
  Inline,
  Link,
  Meter,
  Modal,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
  TextArea,
  formatDate,
  toast,
} from '@petrobridge/ui';
import { companyKycReviewSchema, type KycDecision } from '@petrobridge/domain';
import { useCompanyKycDocuments } from '../../api/kyc';
import { useKycReviewCompanies, useReviewCompanyKyc, type Company } from '../../api/companies';
import { failureText } from '../../shared/errors';
import { documentTypeLabels } from '../../shared/labels';
import { statusDisplay } from '../../shared/status';

/** Where a document's bytes are served to whoever may read it (the server checks, not the link). */
export const downloadHref = (documentId: string) => `/api/kyc-documents/${documentId}/download`;

/** The company's current documents and their states, so the reviewer decides with them at hand. */
function CompanyDocuments({ company }: { company: Company }) {
  const { data, error, isLoading } = useCompanyKycDocuments({ path: { id: company.id } });
  if (isLoading) return <Skeleton lines={2} />;
  if (error)
    return (
      <Text size="sm" tone="danger" role="alert">
        The documents could not be loaded.
      </Text>
    );
  if (!data?.length)
    return (
      <Text size="sm" tone="muted">
        No documents uploaded yet.
      </Text>
    );
  return (
    <Stack as="ul" gap="1" aria-label={`Documents of ${company.name}`}>
      {data.map((doc) => (
        <li key={doc.id}>
          <Inline gap="2" align="center" wrap>
            <StatusBadge {...statusDisplay('kyc', doc.status)} size="sm" />
            <Text size="sm" weight="medium">
              {documentTypeLabels[doc.documentType]}
            </Text>
            <Link href={downloadHref(doc.id)} download={doc.originalFileName} icon={Download}>
              {doc.originalFileName}
            </Link>
            {doc.status === 'rejected' && doc.reviewNotes ? (
              <Text size="sm" tone="danger">
                {doc.reviewNotes}
              </Text>
            ) : null}
          </Inline>
        </li>
      ))}
    </Stack>
  );
}

interface ReviewTarget {
  company: Company;
  decision: KycDecision;
}

/** Approve or reject one company's KYC with optional notes (§5; §8 'KYC review completed'). */
function ReviewCompanyDialog({
  target,
  onClose,
}: {
  target: ReviewTarget | null;
  onClose: () => void;
}) {
  const [notes, setNotes] = useState('');
  const [decision, setDecision] = useState<KycDecision>(target?.decision ?? 'approved');
  const [problem, setProblem] = useState<string>();
  const review = useReviewCompanyKyc({
    onSuccess: () => {
      toast({ title: 'KYC review completed', tone: 'success' });
      onClose();
    },
    onError: (error) => {
      const text = failureText(error, 'Failed to update KYC status');
      setProblem(text);
      toast({ title: 'Error', description: text, tone: 'danger' });
    },
  });
  const [lastTarget, setLastTarget] = useState(target);
  if (target !== lastTarget) {
    // A new company opens the dialog afresh, with the decision of the button that opened it.
    setLastTarget(target);
    setNotes('');
    setProblem(undefined);
    if (target) setDecision(target.decision);
  }

  const submit = () => {
    if (!target) return;
    const parsed = companyKycReviewSchema.safeParse({ status: decision, notes });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    void review.trigger({ id: target.company.id, ...parsed.data });
  };

  return (
    <Modal
      isOpen={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable={!review.isPending}
    >
      <Dialog
        title="KYC Review"
        description={target ? `Decide on the KYC of ${target.company.name}.` : undefined}
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
            value={decision}
            onChange={(v) => setDecision(v as KycDecision)}
            orientation="horizontal"
          >
            <Radio value="approved">Approve</Radio>
            <Radio value="rejected">Reject</Radio>
          </RadioGroup>
          <TextArea
            label="Notes"
            value={notes}
            onChange={setNotes}
            maxLength={5000}
            description="Shown to the company's owner."
          />
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

/**
 * KYC Reviews (brokers and admins, docs/product.md#screens): the companies awaiting a decision, oldest
 * submission first, each with its completion and documents; Approve or Reject opens the review dialog.
 */
export function KycReviews() {
  const { data, error, isLoading } = useKycReviewCompanies();
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  return (
    <Card title="KYC Reviews" headingLevel={2} aria-busy={isLoading}>
      {isLoading ? (
        <Skeleton lines={3} />
      ) : error ? (
        <Text tone="danger" role="alert">
          The KYC reviews could not be loaded.
        </Text>
      ) : !data?.length ? (
        <EmptyState size="sm" title="No pending KYC reviews" />
      ) : (
        <Stack gap="4" as="ul" aria-label="Companies awaiting KYC review">
          {data.map((company) => (
            <Card key={company.id} elementType="li" variant="outlined" padding="sm">
              <Stack gap="3">
                <Inline justify="between" align="center" gap="2" wrap>
                  <Stack gap="1">
                    <Text weight="semibold">{company.name}</Text>
                    <Text size="sm" tone="muted">
                      {[
                        company.country,
                        company.kycSubmittedAt
                          ? `Submitted ${formatDate(company.kycSubmittedAt)}`
                          : 'No documents submitted',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                  <StatusBadge {...statusDisplay('kyc', company.kycStatus)} size="sm" />
                </Inline>
                <Meter label="KYC completion" value={company.kycCompletionPercentage} size="sm" />
                <CompanyDocuments company={company} />
                <Inline gap="2" wrap>
                  <Button
                    size="sm"
                    onPress={() => setTarget({ company, decision: 'approved' })}
                    aria-label={`Approve ${company.name}`}
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    onPress={() => setTarget({ company, decision: 'rejected' })}
                    aria-label={`Reject ${company.name}`}
                  >
                    Reject
                  </Button>
                </Inline>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      <ReviewCompanyDialog target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
