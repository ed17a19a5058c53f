import { describe, expect, test } from 'vitest';
import {
  allowedNextStatuses,
  canLock,
  canTransition,
  dealStatuses,
  isTerminal,
  evidenceMissing,
  isValidImoNumber,
  lcCovers,
  termsNotAgreedReason,
  type DealEvidence,
} from './deals';

describe('deal transitions (docs/product.md#deal-statuses)', () => {
  test.each([
    ['negotiation', ['lc_pending', 'cancelled']],
    ['lc_pending', ['lc_confirmed', 'cancelled']],
    ['lc_confirmed', ['shipped']],
    ['shipped', ['delivered']],
    ['delivered', ['completed']],
    ['completed', []],
    ['cancelled', []],
  ] as const)('%s → %j', (from, to) => {
    expect(allowedNextStatuses(from)).toEqual(to);
  });

  test('every move not in the table is refused', () => {
    let allowed = 0;
    for (const from of dealStatuses) {
      for (const to of dealStatuses) if (canTransition(from, to)) allowed++;
    }
    expect(allowed).toBe(7);
    expect(canTransition('negotiation', 'shipped')).toBe(false);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
  });

  test('only negotiation can be locked; completed and cancelled are terminal', () => {
    expect(dealStatuses.filter(canLock)).toEqual(['negotiation']);
    expect(dealStatuses.filter(isTerminal)).toEqual(['completed', 'cancelled']);
  });
});

describe('IMO numbers', () => {
  test('the check digit is the weighted sum of the first six digits, modulo 10', () => {
    expect(isValidImoNumber('9321483')).toBe(true);
    expect(isValidImoNumber('IMO 9074729')).toBe(true);
    expect(isValidImoNumber('9321484')).toBe(false);
    expect(isValidImoNumber('932148')).toBe(false);
    expect(isValidImoNumber(null)).toBe(false);
  });
});

describe('the letter of credit covers the contract value', () => {
  test('exactly, or within its tolerance', () => {
    expect(lcCovers('12000000.00', 0, '12000000.00')).toBe(true);
    expect(lcCovers('11999999.99', 0, '12000000.00')).toBe(false);
    expect(lcCovers('11000000.00', 10, '12000000.00')).toBe(true);
    expect(lcCovers('10900000.00', 10, '12000000.00')).toBe(false);
  });
});

describe('evidence per move (docs/product.md#evidence-per-move)', () => {
  const today = '2026-06-15';
  const complete: DealEvidence = {
    totalValue: '12000000.00',
    currency: 'USD',
    signedSides: ['seller', 'buyer'],
    lcDetails: {
      lcNumber: 'LC-1',
      amount: '12000000.00',
      currency: 'USD',
      issueDate: '2026-06-01',
      expiryDate: '2026-09-01',
      latestShipmentDate: '2026-08-01',
      tolerancePercent: 0,
    },
    shippingDetails: {
      imoNumber: '9321483',
      billOfLadingNumber: 'BL-1',
      billOfLadingDate: '2026-06-10',
      deliveredDate: '2026-06-14',
    },
  };
  test('a deal with all its evidence may make every move', () => {
    for (const to of dealStatuses) expect(evidenceMissing(to, complete, today)).toEqual([]);
  });
  test('lc_confirmed needs both signatures and a letter of credit covering the contract', () => {
    expect(
      evidenceMissing('lc_confirmed', { ...complete, signedSides: [], lcDetails: null }, today),
    ).toEqual([
      "The seller's signature on the contract",
      "The buyer's signature on the contract",
      'A letter of credit on record',
    ]);
    const short = { ...complete, lcDetails: { ...complete.lcDetails, amount: '3000000.00' } };
    expect(evidenceMissing('lc_confirmed', short, today)).toEqual([
      'A letter of credit covering the contract value of 12,000,000.00 USD (it is for 3,000,000.00 USD)',
    ]);
    const euro = { ...complete, lcDetails: { ...complete.lcDetails, currency: 'EUR' } };
    expect(evidenceMissing('lc_confirmed', euro, today)).toEqual([
      'A letter of credit in USD (it is in EUR)',
    ]);
    const future = { ...complete, lcDetails: { ...complete.lcDetails, issueDate: '2026-07-01' } };
    expect(evidenceMissing('lc_confirmed', future, today)).toEqual([
      'A letter of credit already issued (its issue date is 2026-07-01)',
    ]);
  });
  test('shipped needs a bill of lading dated between the LC issue and today, and a valid IMO', () => {
    const later = {
      ...complete,
      shippingDetails: {
        ...complete.shippingDetails,
        billOfLadingDate: '2026-08-03',
        imoNumber: '9321484',
      },
    };
    expect(evidenceMissing('shipped', later, today)).toEqual([
      'A bill of lading dated no later than today (it is dated 2026-08-03)',
      "A bill of lading dated by the LC's latest shipment date, 2026-08-01 (it is dated 2026-08-03)",
      'A valid IMO number (9321484 fails its check digit)',
    ]);
    const early = {
      ...complete,
      shippingDetails: { ...complete.shippingDetails, billOfLadingDate: '2026-05-01' },
    };
    expect(evidenceMissing('shipped', early, today)).toEqual([
      "A bill of lading dated on or after the LC's issue date, 2026-06-01 (it is dated 2026-05-01)",
    ]);
    expect(evidenceMissing('shipped', { ...complete, shippingDetails: null }, today)).toEqual([
      'The bill of lading (number and date)',
      "The vessel's IMO number",
    ]);
  });
  test('delivered and completed need a delivery date between the bill of lading and today', () => {
    const none = {
      ...complete,
      shippingDetails: { ...complete.shippingDetails, deliveredDate: null },
    };
    expect(evidenceMissing('delivered', none, today)).toEqual(['The delivery date']);
    expect(evidenceMissing('completed', none, today)).toEqual(['The delivery date']);
    const future = {
      ...complete,
      shippingDetails: { ...complete.shippingDetails, deliveredDate: '2026-08-10' },
    };
    expect(evidenceMissing('delivered', future, today)).toEqual([
      'A delivery date no later than today (it is 2026-08-10)',
    ]);
  });
});

describe('agreement before binding', () => {
  test('a deal locks only on terms both principals accepted', () => {
    expect(termsNotAgreedReason({ termsAgreed: true, pricePerUnit: '60.00' })).toBeNull();
    expect(
      termsNotAgreedReason({
        termsAgreed: false,
        pricePerUnit: '60.00',
        openProposal: { sellerAccepted: false, buyerAccepted: true },
      }),
    ).toBe("The terms are not agreed yet: the open proposal awaits the seller's acceptance");
    expect(
      termsNotAgreedReason({
        termsAgreed: false,
        pricePerUnit: '60.00',
        openProposal: { sellerAccepted: false, buyerAccepted: false },
      }),
    ).toBe(
      "The terms are not agreed yet: the open proposal awaits the seller and the buyer's acceptance",
    );
    expect(termsNotAgreedReason({ termsAgreed: false, pricePerUnit: null })).toBe(
      'The terms are not agreed yet: a proposal must be accepted by both the seller and the buyer',
    );
  });
});
