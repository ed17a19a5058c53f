import { formatDate } from '@petrobridge/ui';
import { isDocumentExpired } from '@petrobridge/domain';
import type { Schema } from '@petrobridge/api-client';
import { displayNow } from './clock';
import { statusDisplay, type StatusDisplay } from './status';

type KycDocument = Schema<'KycDocument'>;

/** Today (YYYY-MM-DD, UTC) as the product tells time (a fixed present in stories). */
export const today = () => displayNow().toISOString().slice(0, 10);

/** The document is past its last valid day: it counts as missing for completion. */
export const isExpired = (document: Pick<KycDocument, 'expiresAt'>) =>
  isDocumentExpired(document.expiresAt, today());

/**
 * What a KYC document's badge says, on /kyc-workflow and a company's page: expired first (it counts
 * as missing whatever its review said), then a pending re-upload request, then its review status.
 */
export function documentStateDisplay(document: KycDocument): StatusDisplay {
  if (isExpired(document)) return { tone: 'danger', label: 'expired' };
  if (document.reuploadReason) return { tone: 'warning', label: 're-upload requested' };
  return statusDisplay('kyc', document.status);
}

/** "Expires 31 Dec 2026" or "Expired on …", or nothing for a document without an expiry date. */
export function expiryText(document: KycDocument): string | null {
  if (!document.expiresAt) return null;
  const day = formatDate(document.expiresAt);
  return isExpired(document) ? `Expired on ${day}` : `Valid until ${day}`;
}
