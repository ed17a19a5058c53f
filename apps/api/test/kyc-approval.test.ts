/**
 * KYC approval on evidence (issues 27 and 28): a company is approved only when each required document
 * has a current version that is approved and not expired; else 409 KYC_INCOMPLETE naming each document
 * and why. A rejection needs a reason, which the owner reads. A deactivated owner cannot start afresh
 * with a new company.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demo, newAccount, startServer, type Client, type TestServer } from './support/harness';
import { completeKyc, recordKycDocument, reviewKycDocument } from './support/kyc';

let server: TestServer;
let admin: Client, broker: Client;
beforeAll(async () => {
  server = await startServer();
  admin = await server.as(demo.admin);
  broker = await server.as(demo.broker);
});
afterAll(() => server?.close());

const DAY = 86_400_000;

async function freshOwner(role: 'seller' | 'buyer' = 'seller') {
  const owner = await newAccount(server, role);
  const company = await owner.post('/api/companies', { name: `Evidence ${owner.email}` });
  expect(company.status, company.text).toBe(201);
  return { owner, companyId: (company.body as { id: string }).id };
}

const approve = (client: Client, companyId: string) =>
  client.post(`/api/companies/${companyId}/kyc-review`, { status: 'approved' });

describe('approving a company needs its required documents approved', () => {
  test('at 0 %: 409 KYC_INCOMPLETE naming all four documents as missing; the company stays unapproved and cannot trade', async () => {
    const { owner, companyId } = await freshOwner();
    const res = await approve(broker, companyId);
    expect(res.status, res.text).toBe(409);
    expect(res.body).toEqual({
      code: 'KYC_INCOMPLETE',
      message:
        'KYC cannot be approved until every required document is approved and current. Business license: not uploaded; Tax certificate: not uploaded; Bank statement: not uploaded; Insurance certificate: not uploaded.',
      missing: [
        { documentType: 'business_license', reason: 'missing' },
        { documentType: 'tax_certificate', reason: 'missing' },
        { documentType: 'bank_statement', reason: 'missing' },
        { documentType: 'insurance_certificate', reason: 'missing' },
      ],
    });
    // Admins revisit decisions, but not on no evidence either.
    expect((await approve(admin, companyId)).status).toBe(409);
    const company = await owner.get(`/api/companies/${companyId}`);
    expect(company.body.kycStatus).toBe('pending');
    const offer = await owner.post('/api/offers', {
      productType: 'diesel',
      volume: 1000,
      volumeUnit: 'MT',
      pricePerUnit: '700.00',
      deliveryLocation: 'Lagos, Nigeria',
    });
    expect(offer.status).toBe(403);
  });

  test('at 75 % with the bank statement rejected: 409 naming the bank statement as rejected', async () => {
    const { owner, companyId } = await freshOwner();
    await completeKyc(server, owner, companyId, admin, ['bank_statement']);
    const bank = await recordKycDocument(server, owner, companyId, 'bank_statement');
    await reviewKycDocument(admin, bank, 'rejected', 'Older than three months');
    expect((await owner.get(`/api/companies/${companyId}`)).body.kycCompletionPercentage).toBe(75);
    const res = await approve(broker, companyId);
    expect(res.status, res.text).toBe(409);
    expect(res.body.code).toBe('KYC_INCOMPLETE');
    expect(res.body.missing).toEqual([{ documentType: 'bank_statement', reason: 'rejected' }]);
    expect(res.body.message).toMatch(/Bank statement: rejected\.$/);
  });

  test('a document awaiting review, or approved but expired, blocks approval too', async () => {
    const { owner, companyId } = await freshOwner('buyer');
    await completeKyc(server, owner, companyId, admin, [
      'tax_certificate',
      'insurance_certificate',
    ]);
    await recordKycDocument(server, owner, companyId, 'tax_certificate');
    const expiresAt = new Date(server.clock.now + 2 * DAY).toISOString().slice(0, 10);
    const insurance = await recordKycDocument(server, owner, companyId, 'insurance_certificate', {
      expiresAt,
    });
    await reviewKycDocument(admin, insurance, 'approved');
    const pending = await approve(broker, companyId);
    expect(pending.body.missing).toEqual([
      { documentType: 'tax_certificate', reason: 'pending_review' },
    ]);
    server.clock.advance(4 * DAY);
    // The sessions timed out with the clock: sign in again.
    admin = await server.as(demo.admin);
    broker = await server.as(demo.broker);
    const expired = await approve(broker, companyId);
    expect(expired.status).toBe(409);
    expect(expired.body.missing).toEqual([
      { documentType: 'tax_certificate', reason: 'pending_review' },
      { documentType: 'insurance_certificate', reason: 'expired' },
    ]);
  });

  test('with all four approved and current it is approved, and the owner may trade', async () => {
    const { owner, companyId } = await freshOwner();
    await completeKyc(server, owner, companyId, admin);
    const res = await approve(broker, companyId);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ kycStatus: 'approved', kycCompletionPercentage: 100 });
    const offer = await owner.post('/api/offers', {
      productType: 'diesel',
      volume: 1000,
      volumeUnit: 'MT',
      pricePerUnit: '700.00',
      deliveryLocation: 'Lagos, Nigeria',
    });
    expect(offer.status, offer.text).toBe(201);
  });
});

describe('a rejection needs a reason, which the owner reads', () => {
  test('400 without notes (or with blank ones); with them the owner sees the reason', async () => {
    const { owner, companyId } = await freshOwner();
    for (const body of [{ status: 'rejected' }, { status: 'rejected', notes: '   ' }]) {
      const res = await broker.post(`/api/companies/${companyId}/kyc-review`, body);
      expect(res.status, res.text).toBe(400);
      expect(res.body.errors).toContainEqual({
        path: 'notes',
        message: 'A reason is required to reject KYC',
      });
    }
    const res = await broker.post(`/api/companies/${companyId}/kyc-review`, {
      status: 'rejected',
      notes: 'The registration number does not match the licence',
    });
    expect(res.status, res.text).toBe(200);
    const mine = (await owner.get('/api/companies')).body as Array<{
      id: string;
      kycStatus: string;
      kycNotes: string | null;
    }>;
    expect(mine.find((c) => c.id === companyId)).toMatchObject({
      kycStatus: 'rejected',
      kycNotes: 'The registration number does not match the licence',
    });
    const notes = (await owner.get('/api/notifications')).body as Array<{ message: string }>;
    expect(notes[0]!.message).toContain('The registration number does not match the licence');

    // The owner answers with a document: the company is back in the brokers' review queue.
    await recordKycDocument(server, owner, companyId, 'business_license');
    expect((await owner.get(`/api/companies/${companyId}`)).body.kycStatus).toBe('under_review');
    const queue = (await broker.get('/api/companies/kyc-review')).body as Array<{ id: string }>;
    expect(queue.map((c) => c.id)).toContain(companyId);
  });
});

describe('a new company does not sidestep a deactivation (issue 28)', () => {
  test('the owner of a deactivated company can neither register another nor trade through one', async () => {
    const { owner, companyId } = await freshOwner();
    // A second company, approved on its evidence before the first is deactivated.
    const second = await owner.post('/api/companies', { name: `Second ${owner.email}` });
    expect(second.status).toBe(201);
    const secondId = (second.body as { id: string }).id;
    await completeKyc(server, owner, secondId, admin);
    expect((await approve(broker, secondId)).status).toBe(200);

    const off = await admin.post(`/api/admin/companies/${companyId}/deactivate`, {
      reason: 'Sanctions screening',
    });
    expect(off.status, off.text).toBe(200);

    const third = await owner.post('/api/companies', { name: `Third ${owner.email}` });
    expect(third.status).toBe(403);
    expect(third.body.message).toBe(
      `Your company Evidence ${owner.email} has been deactivated by an administrator: you cannot register or trade through another company until it is reactivated. Contact support.`,
    );
    const offer = await owner.post('/api/offers', {
      companyId: secondId,
      productType: 'diesel',
      volume: 1000,
      volumeUnit: 'MT',
      pricePerUnit: '700.00',
      deliveryLocation: 'Lagos, Nigeria',
    });
    expect(offer.status).toBe(403);
    expect(offer.body.message).toMatch(/has been deactivated by an administrator/);
    const implicit = await owner.post('/api/offers', {
      productType: 'diesel',
      volume: 1000,
      volumeUnit: 'MT',
      pricePerUnit: '700.00',
      deliveryLocation: 'Lagos, Nigeria',
    });
    expect(implicit.status).toBe(403);

    // Reactivated, the owner registers and trades again.
    await admin.post(`/api/admin/companies/${companyId}/reactivate`, {});
    expect((await owner.post('/api/companies', { name: `Fourth ${owner.email}` })).status).toBe(
      201,
    );
  });
});
