import { describe, expect, test } from 'vitest';
import { kycApprovalGaps, kycIncompleteMessage } from './kyc-approval';
import { companyKycReviewSchema } from './validation';

const doc = (documentType: string, status: string, expiresAt: string | null = null) => ({
  documentType,
  status,
  expiresAt,
});
const today = '2026-11-27';

describe('kycApprovalGaps', () => {
  test('nothing uploaded: all four required types are missing, in order', () => {
    expect(kycApprovalGaps([], today)).toEqual([
      { documentType: 'business_license', reason: 'missing' },
      { documentType: 'tax_certificate', reason: 'missing' },
      { documentType: 'bank_statement', reason: 'missing' },
      { documentType: 'insurance_certificate', reason: 'missing' },
    ]);
  });

  test('pending and under review await review, rejected and expired say so; optional types do not count', () => {
    expect(
      kycApprovalGaps(
        [
          doc('business_license', 'pending'),
          doc('tax_certificate', 'under_review'),
          doc('bank_statement', 'rejected'),
          doc('insurance_certificate', 'approved', '2026-11-26'),
          doc('trade_license', 'rejected'),
        ],
        today,
      ),
    ).toEqual([
      { documentType: 'business_license', reason: 'pending_review' },
      { documentType: 'tax_certificate', reason: 'pending_review' },
      { documentType: 'bank_statement', reason: 'rejected' },
      { documentType: 'insurance_certificate', reason: 'expired' },
    ]);
  });

  test('all four approved, one valid through today: nothing in the way', () => {
    expect(
      kycApprovalGaps(
        [
          doc('business_license', 'approved'),
          doc('tax_certificate', 'approved'),
          doc('bank_statement', 'approved'),
          doc('insurance_certificate', 'approved', today),
        ],
        today,
      ),
    ).toEqual([]);
  });

  test('the message names each gap', () => {
    expect(
      kycIncompleteMessage([
        { documentType: 'bank_statement', reason: 'rejected' },
        { documentType: 'insurance_certificate', reason: 'missing' },
      ]),
    ).toBe(
      'KYC cannot be approved until every required document is approved and current. Bank statement: rejected; Insurance certificate: not uploaded.',
    );
  });
});

describe('companyKycReviewSchema', () => {
  test('a rejection needs its reason; an approval does not', () => {
    const refused = companyKycReviewSchema.safeParse({ status: 'rejected', notes: '  ' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['notes'],
      message: 'A reason is required to reject KYC',
    });
    expect(companyKycReviewSchema.safeParse({ status: 'rejected', notes: 'Expired' }).success).toBe(
      true,
    );
    expect(companyKycReviewSchema.safeParse({ status: 'approved' }).success).toBe(true);
  });
});
