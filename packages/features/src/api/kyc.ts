import { apiClient, type Schema } from '@petrobridge/api-client';
import { mutation, query } from './core';

/** GET /api/companies/{id}/kyc-documents: `useCompanyKycDocuments({ path: { id } })`. */
export const useCompanyKycDocuments = query('/api/companies/{id}/kyc-documents');

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

export const useCreateKycDocument = mutation(createKycDocument, {
  revalidate: ['/api/companies/{id}/kyc-documents', '/api/companies', '/api/companies/kyc-review'],
});
export const useReviewKycDocument = mutation(reviewKycDocument, {
  revalidate: [
    '/api/companies/{id}/kyc-documents',
    '/api/kyc-documents/{id}/history',
    '/api/companies',
    '/api/companies/kyc-review',
  ],
});
