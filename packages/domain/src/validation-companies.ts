/** Companies and KYC: registration, reviews and uploaded documents (docs/product.md#validation). */
import * as z from 'zod/mini';
import {
  allowedUploadExtensions,
  documentTypes,
  kycDecisions,
  MAX_UPLOAD_BYTES,
  offerDocumentTypes,
} from './enums';
import { kycRejectionReasonRequired } from './kyc-approval';
import { enumField } from './validation-auth';
import { messages, optionalText, optionalDate, optionalId, notesField } from './validation-fields';

// ───────────────────────────── companies and KYC ─────────────────────────────

/** Register company: name required (≤ 255); industry defaults to oil_gas; ownerId is ignored. */
export const registerCompanySchema = z.object({
  name: z
    .string({ error: messages.companyNameRequired })
    .check(
      z.trim(),
      z.minLength(1, messages.companyNameRequired),
      z.maxLength(255, 'Company name must be at most 255 characters'),
    ),
  registrationNumber: optionalText(255, 'Registration number'),
  address: optionalText(1000, 'Address'),
  country: optionalText(255, 'Country'),
  industry: z.pipe(
    optionalText(255, 'Industry'),
    z.transform((v) => v ?? 'oil_gas'),
  ),
  website: optionalText(255, 'Website'),
  /** Sent by the client; the server always uses the caller. */
  ownerId: z.nullish(z.string()),
});

/**
 * Company KYC review: approved or rejected plus notes, which a rejection requires (the reason its owner
 * reads on their KYC screen; issue 27).
 */
export const companyKycReviewSchema = z
  .object({
    status: enumField(
      kycDecisions,
      'Decision is required',
      'Decision must be approved or rejected',
    ),
    notes: notesField,
  })
  .check(
    z.superRefine((d, ctx) => {
      if (d.status === 'rejected' && !d.notes)
        ctx.addIssue({ code: 'custom', path: ['notes'], message: kycRejectionReasonRequired });
    }),
  );

/** Document review: decision approved or rejected (sent as `status`), notes optional (`reviewNotes`). */
export const documentReviewSchema = z.object({
  status: enumField(kycDecisions, 'Decision is required', 'Decision must be approved or rejected'),
  reviewNotes: notesField,
});

const extensionPattern = new RegExp(
  `(${allowedUploadExtensions.map((e) => e.replace('.', '\\.')).join('|')})$`,
  'i',
);

/** Checks a picked file before upload: docs/product.md#validation size limit and extensions. Returns a message or null. */
export function kycFileProblem(file: { name: string; size: number }): string | null {
  if (!extensionPattern.test(file.name))
    return 'Only .pdf, .jpg, .jpeg, .png, .doc and .docx files are allowed';
  if (file.size > MAX_UPLOAD_BYTES) return 'File exceeds the 10 MB limit';
  if (file.size < 1) return 'The file is empty';
  return null;
}

/**
 * The uploaded file's fields of a document record (`uploadFile`'s answer plus the user's file name),
 * shared by KYC and offer documents.
 */
const uploadedFileFields = {
  originalFileName: z.string({ error: 'File name is required' }).check(
    z.minLength(1, 'File name is required'),
    z.maxLength(255, 'File name must be at most 255 characters'),
    z.refine((n) => extensionPattern.test(n), {
      message: 'Only .pdf, .jpg, .jpeg, .png, .doc and .docx files are allowed',
    }),
  ),
  filePath: z
    .string({ error: 'File path is required' })
    .check(z.minLength(1, 'File path is required'), z.maxLength(512)),
  fileSize: z
    .number({ error: 'File size is required' })
    .check(
      z.int('File size must be a whole number'),
      z.gte(1, 'The file is empty'),
      z.lte(MAX_UPLOAD_BYTES, 'File exceeds the 10 MB limit'),
    ),
  mimeType: z.string({ error: 'File type is required' }).check(z.maxLength(255)),
};

/** Record an uploaded document (POST /api/kyc-documents). */
export const createKycDocumentSchema = z.object({
  companyId: optionalId(),
  documentType: enumField(documentTypes, 'Document type is required', 'Unknown document type'),
  ...uploadedFileFields,
  /** The last day the document is valid (insurance, licences): YYYY-MM-DD, optional. */
  expiresAt: optionalDate(),
});

/** Record an uploaded proof-of-product document on an offer (POST /api/offers/{id}/documents). */
export const createOfferDocumentSchema = z.object({
  documentType: enumField(offerDocumentTypes, 'Document type is required', 'Unknown document type'),
  ...uploadedFileFields,
});
