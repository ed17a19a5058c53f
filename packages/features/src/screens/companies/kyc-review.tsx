import { useId, useState } from 'react';
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
import {
  companyKycReviewSchema,
  kycApprovalGaps,
  kycGapText,
  type KycDecision,
  type KycGap,
  documentTypeNames,
} from '@petrobridge/domain';
import { useCompanyKycDocuments, type KycDocument } from '../../data/api/kyc';
import { useKycReviewCompanies, useReviewCompanyKyc, type Company } from '../../data/api/companies';
import { failureText, loadFailureText } from '../../kit/errors';
import { Loadable, type QueryLike } from '../../kit/screen-state';
import { statusDisplay } from '../../kit/status';
import { today } from '../../kit/kyc-document-state';

/** Where a document's bytes are served to whoever may read it (the server checks, not the link). */
export const downloadHref = (documentId: string) => `/api/kyc-documents/${documentId}/download`;

/** The company's current documents and their states, so the reviewer decides with them at hand. */
function CompanyDocuments({
  company,
  documents,
}: {
  company: Company;
  documents: QueryLike<KycDocument[]>;
}) {
  return (
    <Loadable
      query={documents}
      loading={<Skeleton lines={2} />}
      failed={loadFailureText('The documents')}
      failedSize="sm"
      fallback={[]}
      empty={
        <Text size="sm" tone="muted">
          No documents uploaded yet.
        </Text>
      }
    >
      {(data) => (
        <Stack as="ul" gap="1" aria-label={`Documents of ${company.name}`}>
          {data.map((doc) => (
            <li key={doc.id}>
              <Inline gap="2" align="center" wrap>
                <StatusBadge {...statusDisplay('kyc', doc.status)} size="sm" />
                <Text size="sm" weight="medium">
                  {documentTypeNames[doc.documentType]}
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
      )}
    </Loadable>
  );
}

interface ReviewTarget {
  company: Company;
  decision: KycDecision;
  /** What stands between the company and approval (null while its documents are unknown). */
  gaps: KycGap[] | null;
}

/** Why Approve is disabled, in words (docs/product.md#kyc: approval on evidence). */
export const approvalBlockedText = 'Approval needs every required document approved and current';

/** The required documents in the way of approval, one line each ("Bank statement: rejected"). */
function MissingForApproval({ gaps, id }: { gaps: KycGap[]; id: string }) {
  return (
    <Stack gap="1" id={id}>
      <Text size="sm" weight="medium" tone="danger">
        {`${approvalBlockedText}:`}
      </Text>
      <Stack as="ul" gap="0.5" aria-label="Missing for approval">
        {gaps.map((gap) => (
          <Text elementType="li" key={gap.documentType} size="sm" tone="danger">
            {kycGapText(gap)}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * Approve or reject one company's KYC (§8 'KYC review completed'). Approve is disabled, with what is
 * missing listed, until every required document is approved and current (the server answers 409
 * KYC_INCOMPLETE otherwise); a rejection needs its reason, which the owner reads.
 */
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
  const [notesProblem, setNotesProblem] = useState<string>();
  const missingId = useId();
  const blocked = Boolean(target?.gaps?.length);
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
    setNotesProblem(undefined);
    if (target) setDecision(target.gaps?.length ? 'rejected' : target.decision);
  }

  const submit = () => {
    if (!target) return;
    const parsed = companyKycReviewSchema.safeParse({ status: decision, notes });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'notes') setNotesProblem(issue.message);
      else setProblem(issue?.message);
      return;
    }
    setNotesProblem(undefined);
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
          {blocked && target?.gaps ? (
            <MissingForApproval gaps={target.gaps} id={missingId} />
          ) : null}
          <RadioGroup
            label="Decision"
            value={decision}
            onChange={(v) => {
              setDecision(v as KycDecision);
              setNotesProblem(undefined);
            }}
            orientation="horizontal"
          >
            <Radio
              value="approved"
              isDisabled={blocked}
              aria-describedby={blocked ? missingId : undefined}
            >
              Approve
            </Radio>
            <Radio value="rejected">Reject</Radio>
          </RadioGroup>
          <TextArea
            label={decision === 'rejected' ? 'Reason' : 'Notes'}
            value={notes}
            onChange={(v) => {
              setNotes(v);
              if (notesProblem) setNotesProblem(undefined);
            }}
            maxLength={5000}
            isRequired={decision === 'rejected'}
            isInvalid={Boolean(notesProblem)}
            errorMessage={notesProblem}
            description={
              decision === 'rejected'
                ? "Why the KYC is rejected: shown to the company's owner on their KYC screen."
                : "Shown to the company's owner."
            }
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
  const companies = useKycReviewCompanies();
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  return (
    <Card title="KYC Reviews" headingLevel={2} aria-busy={companies.isLoading}>
      <Loadable
        query={companies}
        loading={<Skeleton lines={3} />}
        failed={loadFailureText('The KYC reviews')}
        fallback={[]}
        empty={<EmptyState size="sm" title="No pending KYC reviews" />}
      >
        {(data) => (
          <Stack gap="4" as="ul" aria-label="Companies awaiting KYC review">
            {data.map((company) => (
              <ReviewItem key={company.id} company={company} onDecide={setTarget} />
            ))}
          </Stack>
        )}
      </Loadable>
      <ReviewCompanyDialog target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}

/** One company of the queue: its documents, what keeps it from approval, Approve and Reject. */
function ReviewItem({
  company,
  onDecide,
}: {
  company: Company;
  onDecide: (target: ReviewTarget) => void;
}) {
  const documents = useCompanyKycDocuments({ path: { id: company.id } });
  const gaps = documents.data ? kycApprovalGaps(documents.data, today()) : null;
  const blocked = Boolean(gaps?.length);
  const reasonId = useId();
  return (
    <Card elementType="li" variant="outlined" padding="sm">
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
        <CompanyDocuments company={company} documents={documents} />
        {blocked && gaps ? <MissingForApproval gaps={gaps} id={reasonId} /> : null}
        <Inline gap="2" wrap>
          <Button
            size="sm"
            onPress={() => onDecide({ company, decision: 'approved', gaps })}
            aria-label={`Approve ${company.name}`}
            isDisabled={blocked}
            aria-describedby={blocked ? reasonId : undefined}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="danger"
            onPress={() => onDecide({ company, decision: 'rejected', gaps })}
            aria-label={`Reject ${company.name}`}
          >
            Reject
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
