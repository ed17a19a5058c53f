import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import {
  commissionRateSchema,
  createDealFromOfferSchema,
  createDealSchema,
  createOfferSchema,
  createRfqSchema,
  dealProposalSchema,
  kycFileProblem,
  lcDetailsSchema,
  shippingDetailsSchema,
  loginSchema,
  registerCompanySchema,
  registerSchema,
  respondToRfqSchema,
  toFieldProblems,
} from './validation';

const uuid = '3f1c2b8e-6a52-4f7e-9a53-0c1d2e3f4a5b';
const problems = (schema: z.core.$ZodType, input: unknown) => {
  const r = z.safeParse(schema, input);
  return r.success ? [] : toFieldProblems(r.error);
};
const messageAt = (schema: z.core.$ZodType, input: unknown, path: string) =>
  problems(schema, input).find((p) => p.path === path)?.message;

const deal = {
  productType: 'crude_oil_wti',
  volume: 50000,
  volumeUnit: 'bbl',
  pricePerUnit: '78.12',
  sellerCompanyId: uuid,
  buyerCompanyId: '22222222-2222-4222-8222-222222222222',
  sellerId: uuid,
  buyerId: uuid,
};

describe('docs/product.md#validation create deal', () => {
  test('valid input parses to exact values with defaults', () => {
    const out = createDealSchema.parse({ ...deal, volume: '50000', pricePerUnit: 78.12 });
    expect(out).toMatchObject({
      volume: 50000,
      pricePerUnit: '78.12',
      currency: 'USD',
      commissionRate: '2.50',
    });
  });
  test.each([
    [{ volume: 0 }, 'volume', 'Volume must be greater than 0'],
    [{ volume: '' }, 'volume', 'Volume must be greater than 0'],
    [{ volumeUnit: undefined }, 'volumeUnit', 'Volume unit is required'],
    [{ volumeUnit: '' }, 'volumeUnit', 'Volume unit is required'],
    [{ pricePerUnit: -1 }, 'pricePerUnit', 'Price must be non-negative'],
    [{ pricePerUnit: '-0.01' }, 'pricePerUnit', 'Price must be non-negative'],
    [{ sellerCompanyId: '' }, 'sellerCompanyId', 'Seller company is required'],
    [{ buyerCompanyId: undefined }, 'buyerCompanyId', 'Buyer company is required'],
    [{ sellerId: undefined }, 'sellerId', 'Seller is required'],
    [{ buyerId: '' }, 'buyerId', 'Buyer is required'],
    [{ commissionRate: 101 }, 'commissionRate', 'Commission rate must be between 0 and 100'],
  ])('%j → %s: %s', (patch, path, message) => {
    expect(messageAt(createDealSchema, { ...deal, ...patch }, path)).toBe(message);
  });
  test('the same company on both sides is a message on the buyer company', () => {
    expect(messageAt(createDealSchema, { ...deal, buyerCompanyId: uuid }, 'buyerCompanyId')).toBe(
      'Seller and buyer must be different companies',
    );
  });
  test('the currency is an ISO 4217 code; blank means USD', () => {
    expect(messageAt(createDealSchema, { ...deal, currency: 'USS' }, 'currency')).toBe(
      'Currency must be an ISO 4217 code',
    );
    expect(messageAt(createDealSchema, { ...deal, currency: 'USDT' }, 'currency')).toBe(
      'Currency must be an ISO 4217 code',
    );
    expect(createDealSchema.parse({ ...deal, currency: ' ngn ' }).currency).toBe('NGN');
    expect(createDealSchema.parse({ ...deal, currency: '' }).currency).toBe('USD');
  });
  test('price 0 is allowed (non-negative)', () => {
    expect(createDealSchema.parse({ ...deal, pricePerUnit: 0 }).pricePerUnit).toBe('0.00');
  });
});

describe('docs/product.md#validation RFQ creation', () => {
  const rfq = {
    productType: 'diesel',
    volume: '1000',
    maxPricePerUnit: '650.5',
    deliveryLocation: 'Rotterdam',
    requiredDeliveryDate: '2030-01-31',
  };
  test('parses volume to an integer and price to a decimal', () => {
    expect(createRfqSchema.parse(rfq)).toMatchObject({
      volume: 1000,
      maxPricePerUnit: '650.50',
      volumeUnit: 'bbl',
      currency: 'USD',
    });
  });
  test.each([
    [{ productType: '' }, 'productType', 'Product type is required'],
    [{ volume: '' }, 'volume', 'Volume is required'],
    [{ volume: 0 }, 'volume', 'Volume must be greater than 0'],
    [{ maxPricePerUnit: '' }, 'maxPricePerUnit', 'Max price is required'],
    [{ maxPricePerUnit: 0 }, 'maxPricePerUnit', 'Price must be greater than 0'],
    [{ maxPricePerUnit: '0.001' }, 'maxPricePerUnit', 'Price must have at most 2 decimal places'],
    [{ deliveryLocation: '  ' }, 'deliveryLocation', 'Delivery location is required'],
    [{ requiredDeliveryDate: '' }, 'requiredDeliveryDate', 'Delivery date is required'],
  ])('%j → %s: %s', (patch, path, message) => {
    expect(messageAt(createRfqSchema, { ...rfq, ...patch }, path)).toBe(message);
  });
});

describe('docs/product.md#validation other forms', () => {
  test('login and register', () => {
    expect(messageAt(loginSchema, { email: 'x', password: '' }, 'email')).toBe(
      'Enter a valid email address',
    );
    expect(messageAt(loginSchema, { email: 'a@b.co', password: '' }, 'password')).toBe(
      'Password is required',
    );
    const reg = { email: 'a@b.co', password: '12345', firstName: '', lastName: 'L', role: 'admin' };
    expect(problems(registerSchema, reg)).toEqual([
      { path: 'password', message: 'Password must be at least 6 characters' },
      { path: 'firstName', message: 'First name is required' },
      { path: 'role', message: 'Role must be seller, buyer or broker' },
    ]);
  });
  test('register company', () => {
    expect(messageAt(registerCompanySchema, { name: ' ' }, 'name')).toBe(
      'Company name is required',
    );
    expect(registerCompanySchema.parse({ name: 'Acme', website: '' })).toMatchObject({
      name: 'Acme',
      industry: 'oil_gas',
      website: undefined,
    });
  });
  test('deal from offer and RFQ response', () => {
    expect(problems(createDealFromOfferSchema, { offerId: uuid })).toEqual([
      { path: 'proposedPrice', message: 'Price is required' },
      { path: 'quantity', message: 'Quantity is required' },
    ]);
    expect(messageAt(respondToRfqSchema, { rfqId: uuid, proposedPrice: '' }, 'proposedPrice')).toBe(
      'Price is required',
    );
  });
  test('offer and commission', () => {
    expect(
      createOfferSchema.parse({ productType: 'gasoline', volume: 10 }).pricePerUnit,
    ).toBeUndefined();
    expect(
      messageAt(
        createOfferSchema,
        { productType: 'gasoline', volume: 10, pricePerUnit: -2 },
        'pricePerUnit',
      ),
    ).toBe('Price must be non-negative');
    expect(
      commissionRateSchema.parse({ commissionRate: '3.5', reason: 'Agreed' }).commissionRate,
    ).toBe('3.50');
    expect(messageAt(commissionRateSchema, { commissionRate: -0.1 }, 'commissionRate')).toBe(
      'Commission rate must be between 0 and 10',
    );
  });
  test('KYC file checks', () => {
    expect(kycFileProblem({ name: 'a.PDF', size: 10_485_760 })).toBeNull();
    expect(kycFileProblem({ name: 'a.pdf', size: 10_485_761 })).toBe(
      'File exceeds the 10 MB limit',
    );
    expect(kycFileProblem({ name: 'a.exe', size: 1 })).toMatch(/Only/);
  });
});

describe('deal desk forms', () => {
  test('a proposal: price and quantity required with the §5 messages, parsed exactly', () => {
    expect(problems(dealProposalSchema, { pricePerUnit: '', volume: '' })).toEqual([
      { path: 'pricePerUnit', message: 'Price is required' },
      { path: 'volume', message: 'Quantity is required' },
    ]);
    expect(
      z.parse(dealProposalSchema, { pricePerUnit: '81.5', volume: '1200', deliveryDate: ' ' }),
    ).toEqual({ pricePerUnit: '81.50', volume: 1200 });
    expect(messageAt(dealProposalSchema, { pricePerUnit: 0, volume: 1 }, 'pricePerUnit')).toBe(
      'Price must be greater than 0',
    );
  });

  const lc = {
    issuingBank: 'Citibank N.A.',
    lcNumber: 'LC 1',
    amount: '1000.5',
    issueDate: '2031-01-15',
    expiryDate: '2031-06-30',
    latestShipmentDate: '2031-05-31',
  };
  test('a letter of credit: required fields, amount format, currency default, date order', () => {
    expect(z.parse(lcDetailsSchema, lc)).toEqual({
      ...lc,
      amount: '1000.50',
      currency: 'USD',
      tolerancePercent: 0,
      documentsRequired: [],
    });
    expect(problems(lcDetailsSchema, {}).map((p) => p.message)).toEqual([
      'Issuing bank is required',
      'LC number is required',
      'LC amount is required',
      'Issue date is required',
      'Expiry date is required',
      'Latest shipment date is required',
    ]);
    expect(messageAt(lcDetailsSchema, { ...lc, issueDate: '2031-07-01' }, 'expiryDate')).toBe(
      'Expiry date must be on or after the issue date',
    );
    expect(messageAt(lcDetailsSchema, { ...lc, tolerancePercent: 11 }, 'tolerancePercent')).toBe(
      'Tolerance must be a whole percentage from 0 to 10',
    );
    expect(messageAt(lcDetailsSchema, { ...lc, amount: '1.234' }, 'amount')).toBe(
      'Invalid amount format',
    );
    expect(messageAt(lcDetailsSchema, { ...lc, currency: 'XYZ' }, 'currency')).toBe(
      'Currency must be an ISO 4217 code',
    );
    expect(
      messageAt(lcDetailsSchema, { ...lc, latestShipmentDate: '2031-07-01' }, 'latestShipmentDate'),
    ).toBe('Latest shipment date must be on or before the expiry date');
    expect(
      messageAt(lcDetailsSchema, { ...lc, documentsRequired: ['passport'] }, 'documentsRequired.0'),
    ).toBe('Unknown document in the LC checklist');
  });

  const shipping = {
    vesselName: 'MT Atlantic Dawn',
    loadPort: 'Bonny',
    dischargePort: 'Houston',
    eta: '2031-06-10',
  };
  test('a shipment: vessel, ports and ETA required; the B/L comes as a pair, before the ETA', () => {
    expect(z.parse(shippingDetailsSchema, { ...shipping, imoNumber: 'IMO 9321483' })).toEqual({
      ...shipping,
      imoNumber: '9321483',
    });
    expect(problems(shippingDetailsSchema, {}).map((p) => p.message)).toEqual([
      'Vessel name is required',
      'Load port is required',
      'Discharge port is required',
      'ETA is required',
    ]);
    expect(messageAt(shippingDetailsSchema, { ...shipping, imoNumber: '12' }, 'imoNumber')).toBe(
      'IMO number has 7 digits',
    );
    expect(
      messageAt(
        shippingDetailsSchema,
        { ...shipping, billOfLadingNumber: 'BL' },
        'billOfLadingDate',
      ),
    ).toBe('B/L date is required with the B/L number');
    expect(
      messageAt(
        shippingDetailsSchema,
        { ...shipping, billOfLadingNumber: 'BL', billOfLadingDate: '2031-07-01' },
        'eta',
      ),
    ).toBe('ETA must be on or after the B/L date');
  });
});
