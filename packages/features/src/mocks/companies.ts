/** Companies and their KYC review, as the server answers them. */
import {
  companyKycReviewSchema,
  isAdminRole,
  isStaffRole,
  kycApprovalGaps,
  kycIncompleteMessage,
  registerCompanySchema,
} from '@petrobridge/domain';
import { displayNow } from '../kit/clock';
import { makeCompany, mockDb, type Company } from './db';
import { caller, http, json, parseBody, problem } from './http';
import { kycHistoryOf } from './kyc-history';

export const companyHandlers = [
  http.get('/api/companies', () => {
    const user = caller();
    if (user instanceof Response) return user;
    const all = [...mockDb().companies].sort((a, b) => a.name.localeCompare(b.name));
    return json(isStaffRole(user.role) ? all : all.filter((c) => c.ownerId === user.id));
  }),
  http.get('/api/companies/kyc-review', () => {
    const user = caller();
    if (user instanceof Response) return user;
    if (!isStaffRole(user.role)) return problem(403, 'Forbidden');
    // As the server: pending or under review, oldest submission first (never submitted last).
    const queue = mockDb().companies.filter((c) =>
      ['pending', 'under_review'].includes(c.kycStatus),
    );
    const submitted = (c: Company) => c.kycSubmittedAt ?? '9999';
    return json(queue.sort((a, b) => submitted(a).localeCompare(submitted(b))));
  }),
  http.post('/api/companies', async ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (user.role !== 'seller' && user.role !== 'buyer')
      return problem(403, 'Only sellers and buyers register companies');
    const body = await parseBody(request, registerCompanySchema);
    if (body instanceof Response) return body;
    const db = mockDb();
    const company = makeCompany({
      id: `00000000-0000-4000-b100-${String(db.companies.length + 1).padStart(12, '0')}`,
      name: body.name,
      registrationNumber: body.registrationNumber ?? null,
      address: body.address ?? null,
      country: body.country ?? null,
      industry: body.industry,
      website: body.website ?? null,
      ownerId: user.id, // whatever the body says
      kycStatus: 'pending',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    db.companies.push(company);
    return json(company, 201);
  }),
  http.post('/api/companies/{id}/kyc-review', async ({ request, params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (!isStaffRole(user.role)) return problem(403, 'Only brokers and admins review KYC');
    const body = await parseBody(request, companyKycReviewSchema);
    if (body instanceof Response) return body;
    const company = mockDb().companies.find((c) => c.id === params.id);
    if (!company) return problem(404, 'Company not found');
    if (!isAdminRole(user.role) && !['pending', 'under_review'].includes(company.kycStatus))
      return problem(409, 'This company is not awaiting KYC review');
    // As the server: approval on evidence, else 409 KYC_INCOMPLETE naming each document in the way.
    if (body.status === 'approved') {
      const current = mockDb().documents.filter((d) => d.companyId === company.id);
      const missing = kycApprovalGaps(current, displayNow().toISOString().slice(0, 10));
      if (missing.length)
        return problem(409, kycIncompleteMessage(missing), { code: 'KYC_INCOMPLETE', missing });
    }
    Object.assign(company, {
      kycStatus: body.status,
      kycNotes: body.notes ?? null,
      kycReviewedBy: user.id,
      kycReviewedAt: new Date().toISOString(),
    });
    return json(company);
  }),
  http.get('/api/companies/{id}/kyc-documents', ({ params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const company = mockDb().companies.find((c) => c.id === params.id);
    if (!company || (!isStaffRole(user.role) && company.ownerId !== user.id))
      return problem(404, 'Company not found');
    return json(mockDb().documents.filter((d) => d.companyId === company.id));
  }),
  http.get('/api/companies/{id}', ({ params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const company = mockDb().companies.find((c) => c.id === params.id);
    if (!company || (!isStaffRole(user.role) && company.ownerId !== user.id))
      return problem(404, 'Company not found');
    return json(company);
  }),
  http.get('/api/companies/{id}/kyc-history', ({ params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const company = mockDb().companies.find((c) => c.id === params.id);
    if (!company || (!isStaffRole(user.role) && company.ownerId !== user.id))
      return problem(404, 'Company not found');
    return json(kycHistoryOf(mockDb(), company.id));
  }),
];
