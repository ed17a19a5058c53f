/**
 * KYC approval on evidence (issue 27): a company is approved only when each required document type
 * has a current version that is approved and not expired. The review dialog shows the same gaps the
 * server refuses an approval with (409 `KYC_INCOMPLETE`).
 */
import { isDocumentExpired, requiredDocumentTypes, type DocumentType } from './enums';

/** Why a required document blocks approval. */
export const kycGapReasons = ['missing', 'pending_review', 'rejected', 'expired'] as const;
export type KycGapReason = (typeof kycGapReasons)[number];

export interface KycGap {
  documentType: DocumentType;
  reason: KycGapReason;
}

/** A company's current (not replaced) document of a type, as far as approval reads it. */
export interface KycEvidence {
  documentType: string;
  status: string;
  expiresAt?: string | null;
}

export const kycRequiredDocumentNames: Readonly<
  Record<(typeof requiredDocumentTypes)[number], string>
> = {
  business_license: 'Business license',
  tax_certificate: 'Tax certificate',
  bank_statement: 'Bank statement',
  insurance_certificate: 'Insurance certificate',
};

export const kycGapReasonWords: Readonly<Record<KycGapReason, string>> = {
  missing: 'not uploaded',
  pending_review: 'awaiting review',
  rejected: 'rejected',
  expired: 'expired',
};

/**
 * What stands between the company and approval on `today` (YYYY-MM-DD, UTC), one entry per required
 * type in the order of `requiredDocumentTypes`; empty when it may be approved. `documents` are the
 * company's current versions (one per type; a replaced version never counts).
 */
export function kycApprovalGaps(documents: readonly KycEvidence[], today: string): KycGap[] {
  const byType = new Map(documents.map((d) => [d.documentType, d]));
  const gaps: KycGap[] = [];
  for (const documentType of requiredDocumentTypes) {
    const doc = byType.get(documentType);
    const reason: KycGapReason | null = !doc
      ? 'missing'
      : doc.status === 'rejected'
        ? 'rejected'
        : doc.status !== 'approved'
          ? 'pending_review'
          : isDocumentExpired(doc.expiresAt, today)
            ? 'expired'
            : null;
    if (reason) gaps.push({ documentType, reason });
  }
  return gaps;
}

/** One gap in words: "Bank statement: rejected". */
export const kycGapText = (gap: KycGap) =>
  `${kycRequiredDocumentNames[gap.documentType as keyof typeof kycRequiredDocumentNames] ?? gap.documentType}: ${kycGapReasonWords[gap.reason]}`;

/** The refusal's message: "KYC cannot be approved until every required document is approved. Bank statement: rejected; …". */
export function kycIncompleteMessage(gaps: readonly KycGap[]): string {
  return `KYC cannot be approved until every required document is approved and current. ${gaps
    .map(kycGapText)
    .join('; ')}.`;
}

/** The reason a rejection must give (the owner reads it on their KYC screen). */
export const kycRejectionReasonRequired = 'A reason is required to reject KYC';
