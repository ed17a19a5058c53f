import type { Schema } from '@petrobridge/api-client';
import type { MockDb } from './db';

type KycDecisionEntry = Schema<'KycDecisionEntry'>;

// Who asked for each document's re-upload (the document keeps the reason and the time), per database.
const requesters = new WeakMap<MockDb, Map<string, string>>();

/** Remembers who requested a document's re-upload, for the history's "who decided". */
export function recordReuploadRequester(db: MockDb, documentId: string, userId: string) {
  const map = requesters.get(db) ?? new Map<string, string>();
  map.set(documentId, userId);
  requesters.set(db, map);
}

/**
 * A company's KYC decision history as the server answers it (GET /api/companies/{id}/kyc-history, read
 * from the audit log), told here from the last decision the mock database keeps on the company and on
 * each of its documents: a review in a story shows up in the history, newest first.
 */
export function kycHistoryOf(db: MockDb, companyId: string): KycDecisionEntry[] {
  const decider = (id: string | null) => {
    const user = id ? db.users.find((u) => u.id === id) : undefined;
    return user
      ? {
          id: user.id,
          name: [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Unnamed reviewer',
          role: user.role,
        }
      : null;
  };
  const entries: KycDecisionEntry[] = [];
  const company = db.companies.find((c) => c.id === companyId);
  if (
    company?.kycReviewedAt &&
    (company.kycStatus === 'approved' || company.kycStatus === 'rejected')
  )
    entries.push({
      id: `${company.id.slice(0, 19)}c0de${company.id.slice(23)}`,
      kind: 'company_review',
      documentId: null,
      documentType: null,
      decidedBy: decider(company.kycReviewedBy),
      notes: company.kycNotes,
      beforeStatus: 'under_review',
      afterStatus: company.kycStatus,
      decidedAt: company.kycReviewedAt,
    });
  for (const doc of db.documents)
    if (doc.companyId === companyId && doc.reviewedAt && doc.status !== 'pending')
      entries.push({
        id: `${doc.id.slice(0, 19)}dec1${doc.id.slice(23)}`,
        kind: 'document_review',
        documentId: doc.id,
        documentType: doc.documentType,
        decidedBy: decider(doc.reviewedBy),
        notes: doc.reviewNotes,
        beforeStatus: 'pending',
        afterStatus: doc.status,
        decidedAt: doc.reviewedAt,
      });
  for (const doc of db.documents)
    if (doc.companyId === companyId && doc.reuploadRequestedAt)
      entries.push({
        id: `${doc.id.slice(0, 19)}a5c0${doc.id.slice(23)}`,
        kind: 'reupload_request',
        documentId: doc.id,
        documentType: doc.documentType,
        decidedBy: decider(requesters.get(db)?.get(doc.id) ?? null),
        notes: doc.reuploadReason,
        beforeStatus: doc.status,
        afterStatus: doc.status,
        decidedAt: doc.reuploadRequestedAt,
      });
  return entries.sort((a, b) => b.decidedAt.localeCompare(a.decidedAt));
}
