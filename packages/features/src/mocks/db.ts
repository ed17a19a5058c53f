import type { Schema } from '@petrobridge/api-client';
import {
  commissionAmount,
  dealStatuses,
  kycStatuses,
  requiredDocumentTypes,
  totalValue,
  type DealStatus,
  type KycStatus,
  type Role,
} from '@petrobridge/domain';
import { usersByRole } from './users';
import { seedPaymentTables, type PaymentTables } from './payments-data';

export type User = Schema<'User'>;
export type Company = Schema<'Company'>;
export type Deal = Schema<'Deal'>;
export type Offer = Schema<'Offer'>;
export type Rfq = Schema<'Rfq'>;
export type KycDocument = Schema<'KycDocument'>;
export type Notification = Schema<'Notification'>;
export type OfferDocument = Schema<'OfferDocument'>;

/**
 * The mock database of stories and unit tests: one table per resource, seeded with the demo users and
 * a small market in which every KYC state and every deal status occurs. Handlers read and write it, so
 * a story that creates a deal sees it in the lists it refreshes.
 */
export interface MockDb {
  users: User[];
  companies: Company[];
  deals: Deal[];
  offers: Offer[];
  rfqs: Rfq[];
  documents: KycDocument[];
  /** Proof-of-product documents of offers (none in the seed). */
  offerDocuments: OfferDocument[];
  notifications: Notification[];
  /** Payments: plans, links issued by the Simulator, transactions, subscriptions (payments-data.ts). */
  plans: PaymentTables['plans'];
  paymentLinks: PaymentTables['paymentLinks'];
  paymentTransactions: PaymentTables['paymentTransactions'];
  subscriptions: PaymentTables['subscriptions'];
}

const stamp = '2024-06-03T09:45:00.000Z';
const uuid = (block: string, n: number) =>
  `00000000-0000-4000-${block}-${String(n).padStart(12, '0')}`;

export const companyIds = {
  nigerDelta: uuid('b000', 1),
  atlantic: uuid('b000', 2),
  nordic: uuid('b000', 3),
  rhine: uuid('b000', 4),
  sahara: uuid('b000', 5),
  baltic: uuid('b000', 6),
};

/** One company; KYC approved unless told otherwise. */
export function makeCompany(overrides: Partial<Company> = {}): Company {
  const status = overrides.kycStatus ?? 'approved';
  const reviewed = status === 'approved' || status === 'rejected';
  return {
    id: companyIds.nigerDelta,
    name: 'Niger Delta Petroleum Ltd',
    registrationNumber: 'RC-123456',
    address: '12 Marina Road, Lagos',
    country: 'Nigeria',
    industry: 'oil_gas',
    website: 'https://nigerdelta.test',
    ownerId: usersByRole.seller.id,
    kycStatus: status,
    kycDocuments: [],
    kycNotes: status === 'rejected' ? 'The tax certificate has expired.' : null,
    kycReviewedBy: reviewed ? usersByRole.broker.id : null,
    kycReviewedAt: reviewed ? '2024-05-02T10:00:00.000Z' : null,
    kycSubmittedAt: status === 'pending' ? null : '2024-04-28T10:00:00.000Z',
    kycRequiredDocuments: [...requiredDocumentTypes],
    kycCompletionPercentage: status === 'approved' ? 100 : status === 'under_review' ? 50 : 0,
    isActive: true,
    createdAt: '2024-04-20T10:00:00.000Z',
    updatedAt: '2024-05-02T10:00:00.000Z',
    ...overrides,
  };
}

let dealSequence = 40;

/** One deal in negotiation, as staff see it (with commission). */
export function makeDeal(overrides: Partial<Deal> = {}): Deal {
  dealSequence += 1;
  const volume = overrides.volume ?? 50000;
  const price = overrides.pricePerUnit === undefined ? '82.45' : overrides.pricePerUnit;
  const total = price === null ? null : totalValue(volume, price);
  return {
    id: uuid('a000', dealSequence),
    dealNumber: `PB-2024-${String(dealSequence).padStart(6, '0')}`,
    brokerId: usersByRole.broker.id,
    sellerId: usersByRole.seller.id,
    buyerId: usersByRole.buyer.id,
    sellerCompanyId: companyIds.nigerDelta,
    buyerCompanyId: companyIds.nordic,
    offerId: null,
    rfqId: null,
    productType: 'crude_oil_brent',
    volume,
    volumeUnit: 'bbl',
    pricePerUnit: price,
    totalValue: total,
    currency: 'USD',
    commissionRate: '2.50',
    commissionAmount: total === null ? null : commissionAmount(total, '2.50'),
    status: 'negotiation',
    deliveryLocation: 'Rotterdam',
    deliveryDate: '2024-08-15',
    lcDetails: null,
    shippingDetails: null,
    documents: [],
    notes: null,
    lockedAt: null,
    lockedBy: null,
    termsAgreedAt: null,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

let offerSequence = 0;

/** One active offer of the demo seller, with its identity (handlers anonymise it). */
export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  offerSequence += 1;
  return {
    // Variant nibble 8: ids a zod `uuid()` accepts (proposals send them back).
    id: uuid('8c00', offerSequence),
    sellerId: usersByRole.seller.id,
    companyId: companyIds.nigerDelta,
    companyName: 'Niger Delta Petroleum Ltd',
    contactName: `${usersByRole.seller.firstName} ${usersByRole.seller.lastName}`,
    contactEmail: usersByRole.seller.email,
    productType: 'crude_oil_brent',
    volume: 600000,
    volumeUnit: 'bbl',
    pricePerUnit: '81.90',
    currency: 'USD',
    deliveryLocation: 'Bonny Terminal',
    deliveryDate: '2024-09-01',
    terms: 'FOB, LC at sight',
    isActive: true,
    isAnonymized: false,
    verifiedSupply: false,
    // Nothing committed and not past its date unless a story says so (issue 27).
    remainingVolume: overrides.volume ?? 600000,
    deliveryPassed: false,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

let rfqSequence = 0;

/** One active RFQ of the demo buyer, with its identity (handlers anonymise it). */
export function makeRfq(overrides: Partial<Rfq> = {}): Rfq {
  rfqSequence += 1;
  return {
    id: uuid('8d00', rfqSequence),
    buyerId: usersByRole.buyer.id,
    companyId: companyIds.nordic,
    companyName: 'Nordic Fuels AB',
    contactName: `${usersByRole.buyer.firstName} ${usersByRole.buyer.lastName}`,
    contactEmail: usersByRole.buyer.email,
    productType: 'diesel',
    volume: 12000,
    volumeUnit: 'MT',
    maxPricePerUnit: '720.00',
    currency: 'USD',
    deliveryLocation: 'Gothenburg',
    requiredDeliveryDate: '2024-09-15',
    specifications: 'EN 590, 10 ppm sulphur',
    isActive: true,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

let offerDocumentSequence = 0;

/** One proof-of-product document of an offer, waiting for review unless told otherwise. */
export function makeOfferDocument(overrides: Partial<OfferDocument> = {}): OfferDocument {
  offerDocumentSequence += 1;
  const id = uuid('8e00', offerDocumentSequence);
  return {
    id,
    offerId: uuid('8c00', 1),
    documentType: 'inspection_report',
    originalFileName: 'sgs-inspection.pdf',
    filePath: `kyc/${id}`,
    fileSize: 182_400,
    mimeType: 'application/pdf',
    status: 'pending',
    reviewNotes: null,
    reviewedBy: null,
    reviewedAt: null,
    uploadedBy: usersByRole.seller.id,
    uploadedAt: stamp,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

let documentSequence = 0;

/** One uploaded KYC document, waiting for review unless told otherwise. */
export function makeDocument(overrides: Partial<KycDocument> = {}): KycDocument {
  documentSequence += 1;
  const status: KycStatus = overrides.status ?? 'under_review';
  return {
    id: uuid('e000', documentSequence),
    companyId: companyIds.rhine,
    documentType: 'business_license',
    originalFileName: 'business-license.pdf',
    filePath: `kyc/${uuid('e000', documentSequence)}.pdf`,
    fileSize: 248_000,
    mimeType: 'application/pdf',
    status,
    reviewNotes: null,
    reviewedBy: status === 'approved' || status === 'rejected' ? usersByRole.broker.id : null,
    reviewedAt: status === 'approved' || status === 'rejected' ? stamp : null,
    uploadedAt: '2024-05-30T08:00:00.000Z',
    reuploadReason: null,
    reuploadRequestedAt: null,
    expiresAt: null,
    createdAt: '2024-05-30T08:00:00.000Z',
    updatedAt: '2024-05-30T08:00:00.000Z',
    ...overrides,
  };
}

let notificationSequence = 0;

/** One unread notification of the demo broker unless told otherwise. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  notificationSequence += 1;
  return {
    id: uuid('9000', notificationSequence),
    userId: usersByRole.broker.id,
    title: 'Deal PB-2024-000042 moved to LC pending',
    message: 'The buyer has opened the letter of credit application.',
    type: 'info',
    isRead: false,
    relatedEntityType: 'deal',
    relatedEntityId: uuid('a000', 42),
    createdAt: '2024-06-03T09:30:00.000Z',
    ...overrides,
  };
}

/** Notifications of one user: three unread (one of each type) and one read, newest first. */
export function notificationsFor(userId: string): Notification[] {
  return [
    makeNotification({
      userId,
      title: 'Deal PB-2024-000043 created',
      message: 'You are part of a new deal for 3,400,000 MMBtu of natural gas.',
      type: 'success',
      createdAt: '2024-06-03T09:45:00.000Z',
    }),
    makeNotification({ userId, createdAt: '2024-06-03T09:30:00.000Z' }),
    makeNotification({
      userId,
      title: 'KYC documents awaiting review',
      message: 'Rhine Refining GmbH uploaded a business licence.',
      type: 'warning',
      relatedEntityType: 'company',
      relatedEntityId: companyIds.rhine,
      createdAt: '2024-06-02T16:10:00.000Z',
    }),
    makeNotification({
      userId,
      title: 'Trade locked',
      message: 'Deal PB-2024-000044 is locked and moving to LC confirmation.',
      type: 'success',
      isRead: true,
      createdAt: '2024-06-01T12:00:00.000Z',
    }),
  ];
}

const seller = usersByRole.seller.id;
const buyer = usersByRole.buyer.id;

/**
 * A fresh database: the demo users, six companies (every KYC state), one deal per status brokered by
 * the demo broker (PB-2024-000041 in negotiation, the oldest, to PB-2024-000047 cancelled, the newest).
 */
export function seedMockDb(): MockDb {
  dealSequence = 40;
  offerSequence = 0;
  rfqSequence = 0;
  documentSequence = 0;
  notificationSequence = 0;
  const companies = [
    makeCompany({
      id: companyIds.atlantic,
      name: 'Atlantic Gulf Energy',
      country: 'Ghana',
      ownerId: seller,
    }),
    makeCompany({ id: companyIds.nigerDelta, name: 'Niger Delta Petroleum Ltd', ownerId: seller }),
    makeCompany({
      id: companyIds.nordic,
      name: 'Nordic Fuels AB',
      country: 'Sweden',
      ownerId: buyer,
    }),
    makeCompany({
      id: companyIds.rhine,
      name: 'Rhine Refining GmbH',
      country: 'Germany',
      ownerId: buyer,
      kycStatus: 'under_review',
    }),
    makeCompany({
      id: companyIds.sahara,
      name: 'Sahara Crude Trading',
      country: 'Algeria',
      ownerId: seller,
      kycStatus: 'pending',
    }),
    makeCompany({
      id: companyIds.baltic,
      name: 'Baltic Bunkering OÜ',
      country: 'Estonia',
      ownerId: buyer,
      kycStatus: 'rejected',
    }),
  ];
  const productByStatus: Record<DealStatus, Partial<Deal>> = Object.fromEntries(
    dealStatuses.map((status, i) => [
      status,
      {
        status,
        createdAt: new Date(Date.UTC(2024, 4, 28 + i, 9, 45)).toISOString(),
        ...(status === 'lc_pending'
          ? {
              productType: 'natural_gas',
              volume: 3_400_000,
              volumeUnit: 'MMBtu',
              pricePerUnit: '2.89',
            }
          : status === 'shipped'
            ? { productType: 'diesel', volume: 12000, volumeUnit: 'MT', pricePerUnit: null }
            : status === 'completed'
              ? { productType: 'crude_oil_wti', volume: 80000, pricePerUnit: '78.12' }
              : {}),
      },
    ]),
  ) as Record<DealStatus, Partial<Deal>>;
  const deals = dealStatuses.map((status) => makeDeal(productByStatus[status]));
  // Every seeded deal but the cancelled one has terms both sides accepted (the negotiation one is
  // ready to lock); past lc_pending a deal has its letter of credit (covering its value, issued) and
  // both signatures (handlers' contractOf); from shipped on its shipment with the B/L and a valid IMO
  // number; delivered and completed their delivery date (docs/product.md#evidence-per-move).
  for (const deal of deals) {
    const at = dealStatuses.indexOf(deal.status);
    if (deal.status !== 'cancelled')
      deal.termsAgreedAt = new Date(Date.parse(deal.createdAt) + 3_600_000).toISOString();
    if (deal.status === 'cancelled' || at < dealStatuses.indexOf('lc_confirmed')) continue;
    deal.lcDetails = {
      issuingBank: 'Citibank N.A., New York',
      confirmingBank: 'Afreximbank, Cairo',
      lcNumber: `CITI/LC/${9000 + at}`,
      amount: deal.totalValue ?? '1000000.00',
      currency: deal.currency,
      issueDate: '2024-06-10',
      tolerancePercent: 0,
      expiryDate: '2024-09-30',
      latestShipmentDate: '2024-08-31',
      documentsRequired: ['commercial_invoice', 'bill_of_lading', 'certificate_of_origin'],
      recordedAt: new Date(Date.parse(deal.createdAt) + 86_400_000).toISOString(),
    };
    if (at < dealStatuses.indexOf('shipped')) continue;
    deal.shippingDetails = {
      vesselName: 'MT Atlantic Dawn',
      imoNumber: '9321483',
      billOfLadingNumber: `BL-${9000 + at}`,
      billOfLadingDate: '2024-07-20',
      loadPort: 'Bonny Terminal, Nigeria',
      dischargePort: deal.deliveryLocation ?? 'Rotterdam',
      eta: '2024-08-10',
      deliveredDate: at >= dealStatuses.indexOf('delivered') ? '2024-08-09' : null,
      recordedAt: new Date(Date.parse(deal.createdAt) + 2 * 86_400_000).toISOString(),
    };
  }
  return {
    users: Object.values(usersByRole),
    companies,
    deals,
    offers: [
      makeOffer(),
      makeOffer({ productType: 'diesel', volume: 15000, volumeUnit: 'MT', pricePerUnit: '705.00' }),
    ],
    rfqs: [
      makeRfq(),
      makeRfq({
        productType: 'crude_oil_brent',
        volume: 500000,
        volumeUnit: 'bbl',
        maxPricePerUnit: '80.00',
      }),
    ],
    documents: kycStatuses.map((status, i) =>
      makeDocument({
        status,
        documentType: requiredDocumentTypes[i % requiredDocumentTypes.length],
      }),
    ),
    offerDocuments: [],
    notifications: (['super_admin', 'admin', 'broker', 'seller', 'buyer'] as Role[]).flatMap((r) =>
      notificationsFor(usersByRole[r].id),
    ),
    ...seedPaymentTables(),
  };
}

let current = seedMockDb();

/** The database the handlers read and write. */
export const mockDb = (): MockDb => current;

/** Starts from a fresh seed (every story does); `tables` replace whole tables of it. */
export function resetMockDb(tables: Partial<MockDb> = {}): MockDb {
  current = { ...seedMockDb(), ...tables };
  return current;
}
