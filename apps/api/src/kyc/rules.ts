/** The KYC documents' rules without a database: what the upload target takes and its refusals. */
import type { Readable } from 'node:stream';

export const UPLOAD_CONTENT_TYPES = [
  'application/octet-stream',
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** How long an upload URL stays usable. */
export const UPLOAD_TTL_MS = 15 * 60_000;
export const TOO_LARGE = 'File exceeds the 10 MB limit';
export const WRONG_TYPE =
  'Only .pdf, .jpg, .jpeg, .png, .doc and .docx files are allowed, and the file must be of its declared type';

/** Whether the upload target's body is the stream app.ts's content-type parser hands on. */
export function isReadable(value: unknown): value is Readable {
  return (
    typeof value === 'object' &&
    value !== null &&
    'pipe' in value &&
    typeof value.pipe === 'function'
  );
}

/** A document type as messages write it: `business_license` → `business license`. */
export const documentLabel = (documentType: string) => documentType.replaceAll('_', ' ');
