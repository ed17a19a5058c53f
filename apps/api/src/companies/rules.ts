/**
 * The companies' rules without a database: the refusals, the KYC decisions' kinds and their entries in
 * the company's history, and the owner's notice of a decision.
 */
import type { CompanyRow } from '../db/rows';
import type { RequestBody } from '../http/handlers';
import type { S } from '../http/serialize';
import type { NewNotification } from '../lib/notify';

export const COMPANY_NOT_FOUND = 'Company not found';
export const NOT_AWAITING_REVIEW = 'This company is not awaiting KYC review';

/** The audit actions that are KYC decisions on a company or its documents, and their kind. */
export const KYC_DECISIONS = {
  company_kyc_reviewed: 'company_review',
  kyc_document_reviewed: 'document_review',
  kyc_reupload_requested: 'reupload_request',
} as const satisfies Record<string, S<'KycDecisionEntry'>['kind']>;

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const statusOf = (value: unknown, key: string) =>
  value && typeof value === 'object' ? text((value as Record<string, unknown>)[key]) : null;

/** A KYC decision of the audit log as an entry of the company's history. */
export function toKycDecisionEntry({
  entry,
  actor: a,
}: {
  entry: { id: string; action: string; details: unknown; createdAt: Date };
  actor: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    role: S<'User'>['role'];
  } | null;
}): S<'KycDecisionEntry'> {
  const details = entry.details as Record<string, unknown>;
  const kind = KYC_DECISIONS[entry.action as keyof typeof KYC_DECISIONS];
  const company = kind === 'company_review';
  const documentType = text(details.documentType) as S<'DocumentType'> | null;
  return {
    id: entry.id,
    kind,
    documentId: company ? null : text(details.documentId),
    documentType: company ? null : documentType,
    decidedBy: a
      ? {
          id: a.id,
          // The owner sees the reviewer's name and role, never their e-mail.
          name: [a.firstName, a.lastName].filter(Boolean).join(' ') || 'Unnamed reviewer',
          role: a.role,
        }
      : null,
    notes: text(details.notes),
    beforeStatus: statusOf(details.before, company ? 'kycStatus' : 'status'),
    afterStatus: statusOf(details.after, company ? 'kycStatus' : 'status'),
    decidedAt: entry.createdAt.toISOString(),
  };
}

/** The owner's notice of a KYC decision on their company. */
export function kycDecisionNotice(
  updated: CompanyRow,
  body: RequestBody<'reviewCompanyKyc'>,
): NewNotification {
  const approved = body.status === 'approved';
  return {
    title: approved ? 'KYC approved' : 'KYC rejected',
    message: approved
      ? `${updated.name} passed KYC review: you can now trade.`
      : `${updated.name} did not pass KYC review${body.notes ? `: ${body.notes}` : '.'}`,
    type: approved ? 'success' : 'warning',
    relatedEntityType: 'company',
    relatedEntityId: updated.id,
  };
}
