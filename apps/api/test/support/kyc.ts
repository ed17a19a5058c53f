/**
 * KYC evidence for tests: a company is approved only when each required document has an approved,
 * current, unexpired version (issue 27). `completeKyc` records and approves the four, so a test that
 * needs an approved company can then approve it through POST /api/companies/{id}/kyc-review.
 */
import { requiredDocumentTypes, type DocumentType } from '@petrobridge/domain';
import { demoPdf } from '../../src/seed/demo';
import type { Client, TestServer } from './harness';

/** Uploads a small PDF as `client` and records it as the company's document of `documentType`. */
export async function recordKycDocument(
  server: TestServer,
  client: Client,
  companyId: string,
  documentType: DocumentType,
  extra: { expiresAt?: string } = {},
): Promise<string> {
  const url = await client.post<{ uploadURL: string }>('/api/kyc-documents/upload-url');
  if (url.status !== 200) throw new Error(`upload-url → ${url.status} ${url.text}`);
  const file = demoPdf(`KYC ${documentType}`);
  const put = await server.app.inject({
    method: 'PUT',
    url: new URL(url.body.uploadURL).pathname,
    payload: file,
    headers: { 'content-type': 'application/pdf' },
  });
  if (put.statusCode !== 200) throw new Error(`upload → ${put.statusCode} ${put.body}`);
  const stored = JSON.parse(put.body) as { filePath: string; fileSize: number; mimeType: string };
  const created = await client.post<{ id: string }>('/api/kyc-documents', {
    companyId,
    documentType,
    originalFileName: `${documentType}.pdf`,
    ...stored,
    ...extra,
  });
  if (created.status !== 201) throw new Error(`record → ${created.status} ${created.text}`);
  return created.body.id;
}

/** Decides on one document as `reviewer` (an admin). */
export async function reviewKycDocument(
  reviewer: Client,
  documentId: string,
  status: 'approved' | 'rejected',
  reviewNotes?: string,
) {
  const res = await reviewer.put(`/api/kyc-documents/${documentId}/review`, {
    status,
    ...(reviewNotes ? { reviewNotes } : {}),
  });
  if (res.status !== 200) throw new Error(`review → ${res.status} ${res.text}`);
}

/**
 * Records the company's four required documents as `owner` and approves them as `reviewer` (an admin),
 * except those in `skip`. Returns each type's document id.
 */
export async function completeKyc(
  server: TestServer,
  owner: Client,
  companyId: string,
  reviewer: Client,
  skip: readonly DocumentType[] = [],
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const type of requiredDocumentTypes) {
    if (skip.includes(type)) continue;
    ids[type] = await recordKycDocument(server, owner, companyId, type);
    await reviewKycDocument(reviewer, ids[type], 'approved');
  }
  return ids;
}
