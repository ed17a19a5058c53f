import { useCallback, useRef } from 'react';
import { apiClient, type Schema } from '@petrobridge/api-client';
import { mutation, pagedQuery, query } from './core';

/** GET /api/companies/{id}/kyc-documents: `useCompanyKycDocuments({ path: { id } })`. */
export const useCompanyKycDocuments = query('/api/companies/{id}/kyc-documents');

/**
 * GET /api/kyc-documents: every company's current documents awaiting review, oldest first, with the
 * company's name and the total (admins; the panel's Documents tab).
 */
export const useKycReviewQueue = pagedQuery('/api/kyc-documents');

/** GET /api/kyc-documents/{id}/history: the review history of one document. */
export const useKycDocumentHistory = query('/api/kyc-documents/{id}/history');

/** POST /api/kyc-documents/upload-url: a one-time URL to PUT the file to. */
export async function createKycUploadUrl(): Promise<Schema<'UploadUrl'>> {
  const { data } = await apiClient().POST('/api/kyc-documents/upload-url');
  return data!;
}

/** POST /api/kyc-documents: records an uploaded document on the company. */
export async function createKycDocument(body: Schema<'CreateKycDocumentRequest'>) {
  const { data } = await apiClient().POST('/api/kyc-documents', { body });
  return data!;
}

/** PUT /api/kyc-documents/{id}/review: approve or reject one document. */
export async function reviewKycDocument({
  id,
  ...body
}: Schema<'KycDocumentReviewRequest'> & { id: string }) {
  const { data } = await apiClient().PUT('/api/kyc-documents/{id}/review', {
    params: { path: { id } },
    body,
  });
  return data!;
}

/** POST /api/kyc-documents/{id}/reupload-request: ask the owner to upload a document again. */
export async function requestKycReupload({
  id,
  ...body
}: Schema<'KycReuploadRequest'> & { id: string }) {
  const { data } = await apiClient().POST('/api/kyc-documents/{id}/reupload-request', {
    params: { path: { id } },
    body,
  });
  return data!;
}

export const useRequestKycReupload = mutation(requestKycReupload, {
  revalidate: [
    '/api/companies/{id}/kyc-documents',
    '/api/companies/{id}/kyc-history',
    '/api/kyc-documents',
  ],
});

export const useCreateKycDocument = mutation(createKycDocument, {
  revalidate: [
    '/api/companies/{id}/kyc-documents',
    '/api/companies',
    '/api/companies/{id}',
    '/api/companies/kyc-review',
    '/api/kyc-documents',
  ],
});
export const useReviewKycDocument = mutation(reviewKycDocument, {
  revalidate: [
    '/api/companies/{id}/kyc-documents',
    '/api/kyc-documents/{id}/history',
    '/api/companies',
    '/api/companies/{id}',
    '/api/companies/{id}/kyc-history',
    '/api/companies/kyc-review',
    '/api/kyc-documents',
  ],
});

export type KycDocument = Schema<'KycDocument'>;
export type KycDocumentForReview = Schema<'KycDocumentForReview'>;
export type UploadResult = Schema<'UploadResult'>;

/** Thrown by {@link putFile}: the server's status and message, like the data layer's failures. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** Thrown when the user cancels an upload: not a failure to report. */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/**
 * PUT a file's bytes to a one-time upload URL (§7). XMLHttpRequest, not fetch: only it reports upload
 * progress. `onProgress` gets 0…1; aborting `signal` stops the transfer (nothing is recorded then).
 */
export function putFile(
  uploadURL: string,
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadURL);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { message?: string } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as { message?: string };
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as UploadResult);
      } else reject(new UploadError(xhr.status, body?.message ?? ''));
    };
    xhr.onerror = () => reject(new UploadError(0, ''));
    xhr.onabort = () => reject(new UploadCancelled());
    if (signal?.aborted) return reject(new UploadCancelled());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** The company and type a KYC upload is recorded as. */
export interface KycUploadTarget {
  companyId: string;
  documentType: Schema<'DocumentType'>;
  /** Optional last day the document is valid (YYYY-MM-DD): insurance, licences. */
  expiresAt?: string;
}

/**
 * Thrown by {@link useUploadKycDocument} when the file was stored but recording it failed. `cause`
 * is the server's failure (an ApiError), or undefined when the logged-out handler (§8) has already
 * dealt with it.
 */
export class KycRecordFailed extends Error {
  constructor(cause: unknown) {
    super('The document could not be recorded', { cause });
    this.name = 'KycRecordFailed';
  }
}

/**
 * The three steps of a KYC upload (§7), for the KYC page's one file and the buyer dashboard's five:
 * a one-time URL, the PUT of the bytes ({@link putFile}: `onProgress`, `signal`), and the record on
 * the company (which refreshes its documents, the companies and the review queue). The first two
 * throw as {@link createKycUploadUrl} and {@link putFile} do; a failed record throws
 * {@link KycRecordFailed}. Calls may run in parallel.
 */
export function useUploadKycDocument() {
  // The record step's failures, by the body it was called with: a parallel call keeps its own.
  const failures = useRef(new WeakMap<object, unknown>());
  const { trigger } = useCreateKycDocument({
    onError: (error, body) => failures.current.set(body, error),
  });
  return useCallback(
    async (
      { companyId, documentType, expiresAt }: KycUploadTarget,
      file: File,
      options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
    ): Promise<KycDocument> => {
      const { uploadURL } = await createKycUploadUrl();
      const stored = await putFile(uploadURL, file, options);
      const body: Schema<'CreateKycDocumentRequest'> = {
        companyId,
        documentType,
        originalFileName: file.name,
        filePath: stored.filePath,
        fileSize: stored.fileSize,
        mimeType: stored.mimeType,
        ...(expiresAt ? { expiresAt } : {}),
      };
      const doc = await trigger(body);
      if (!doc) throw new KycRecordFailed(failures.current.get(body));
      return doc;
    },
    [trigger],
  );
}
