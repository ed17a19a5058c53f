/** Database rows → the contract's response objects (openapi.yaml components). */
import type { components } from '@petrobridge/api-client/schema';
import {
  counterpartyName,
  deliveryPassed,
  remainingVolume,
  seesListingIdentity,
  type Role,
} from '@petrobridge/domain';
import { isVerifiedStaff } from '../lib/access';
import type {
  CompanyRow,
  DealEventRow,
  DealProposalRow,
  DealRow,
  KycDocumentRow,
  NotificationRow,
  OfferDocumentRow,
  OfferRow,
  RfqRow,
  UserRow,
} from '../db/rows';

export type S<Name extends keyof components['schemas']> = components['schemas'][Name];

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export function toUser(u: UserRow): S<'User'> {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    role: u.role,
    authProvider: u.authProvider,
    isEmailVerified: u.isEmailVerified,
    approvalStatus: u.approvalStatus,
    approvalNotes: u.approvalNotes,
    approvalReviewedAt: isoOrNull(u.approvalReviewedAt),
    deactivatedAt: isoOrNull(u.deactivatedAt),
    deactivationReason: u.deactivationReason,
    createdAt: iso(u.createdAt),
    updatedAt: iso(u.updatedAt),
  };
}

export function toCompany(c: CompanyRow, documentIds: string[]): S<'Company'> {
  return {
    id: c.id,
    name: c.name,
    registrationNumber: c.registrationNumber,
    address: c.address,
    country: c.country,
    industry: c.industry,
    website: c.website,
    ownerId: c.ownerId,
    kycStatus: c.kycStatus,
    kycDocuments: documentIds,
    kycNotes: c.kycNotes,
    kycReviewedBy: c.kycReviewedBy,
    kycReviewedAt: isoOrNull(c.kycReviewedAt),
    kycSubmittedAt: isoOrNull(c.kycSubmittedAt),
    kycRequiredDocuments: c.kycRequiredDocuments as S<'DocumentType'>[],
    kycCompletionPercentage: c.kycCompletionPercentage,
    isActive: c.isActive,
    deactivationReason: c.deactivationReason,
    deactivatedAt: isoOrNull(c.deactivatedAt),
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
  };
}

export function toCompanyListItem(c: CompanyRow): S<'CompanyListItem'> {
  return {
    id: c.id,
    name: c.name,
    registrationNumber: c.registrationNumber,
    country: c.country,
    website: c.website,
    kycStatus: c.kycStatus,
    ownerId: c.ownerId,
    kycCompletionPercentage: c.kycCompletionPercentage,
    isActive: c.isActive,
    deactivationReason: c.deactivationReason,
    deactivatedAt: isoOrNull(c.deactivatedAt),
  };
}

export function toKycDocument(d: KycDocumentRow): S<'KycDocument'> {
  return {
    id: d.id,
    companyId: d.companyId,
    documentType: d.documentType,
    originalFileName: d.originalFileName,
    filePath: d.filePath,
    fileSize: d.fileSize,
    mimeType: d.mimeType,
    status: d.status,
    reviewNotes: d.reviewNotes,
    reviewedBy: d.reviewedBy,
    reviewedAt: isoOrNull(d.reviewedAt),
    uploadedAt: iso(d.uploadedAt),
    reuploadReason: d.reuploadReason,
    reuploadRequestedAt: isoOrNull(d.reuploadRequestedAt),
    expiresAt: d.expiresAt,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}

/** Who a listing's identity is shown to: approved brokers, admins, super admins and its owner. */
export const seesIdentity = (viewer: UserRow, ownerId: string) =>
  seesListingIdentity({ id: viewer.id, isStaff: isVerifiedStaff(viewer) }, ownerId);

export interface ListingIdentity {
  companyName: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

const contactName = (i: ListingIdentity) =>
  [i.firstName, i.lastName].filter(Boolean).join(' ') || null;

/**
 * An offer as `viewer` reads it, on the server's day `today` (YYYY-MM-DD, UTC; the real clock's when
 * not given): what is left of it to trade and whether its delivery date passed (issue 27).
 */
export function toOffer(
  o: OfferRow,
  identity: ListingIdentity,
  viewer: UserRow,
  today: string = new Date().toISOString().slice(0, 10),
): S<'Offer'> {
  const base: S<'Offer'> = {
    id: o.id,
    productType: o.productType,
    volume: o.volume,
    volumeUnit: o.volumeUnit,
    pricePerUnit: o.pricePerUnit,
    currency: o.currency,
    deliveryLocation: o.deliveryLocation,
    deliveryDate: o.deliveryDate,
    terms: o.terms,
    isActive: o.isActive,
    deactivationReason: o.deactivationReason,
    isAnonymized: o.isAnonymized,
    // Names no one: shown to every viewer (the 'Verified supply' badge).
    verifiedSupply: o.verifiedSupply,
    remainingVolume: remainingVolume(o),
    deliveryPassed: deliveryPassed(o.deliveryDate, today),
    createdAt: iso(o.createdAt),
    updatedAt: iso(o.updatedAt),
  };
  if (!seesIdentity(viewer, o.sellerId)) return base;
  return {
    ...base,
    sellerId: o.sellerId,
    companyId: o.companyId,
    companyName: identity.companyName,
    contactName: contactName(identity),
    contactEmail: identity.email,
  };
}

/**
 * An offer document, in full for the offer's seller, brokers and admins (`full`), else as the anonymised
 * projection of openapi.yaml's OfferDocument: type, status and dates only, nothing that could name the
 * seller or fetch the file.
 */
export function toOfferDocument(d: OfferDocumentRow, full: boolean): S<'OfferDocument'> {
  return {
    id: d.id,
    offerId: d.offerId,
    documentType: d.documentType,
    originalFileName: full ? d.originalFileName : null,
    filePath: full ? d.filePath : null,
    fileSize: full ? d.fileSize : null,
    mimeType: full ? d.mimeType : null,
    status: d.status,
    reviewNotes: full ? d.reviewNotes : null,
    reviewedBy: full ? d.reviewedBy : null,
    reviewedAt: isoOrNull(d.reviewedAt),
    uploadedBy: full ? d.uploadedBy : null,
    uploadedAt: iso(d.uploadedAt),
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}

export function toRfq(r: RfqRow, identity: ListingIdentity, viewer: UserRow): S<'Rfq'> {
  const base: S<'Rfq'> = {
    id: r.id,
    productType: r.productType,
    volume: r.volume,
    volumeUnit: r.volumeUnit,
    maxPricePerUnit: r.maxPricePerUnit,
    currency: r.currency,
    deliveryLocation: r.deliveryLocation,
    requiredDeliveryDate: r.requiredDeliveryDate,
    specifications: r.specifications,
    isActive: r.isActive,
    deactivationReason: r.deactivationReason,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
  if (!seesIdentity(viewer, r.buyerId)) return base;
  return {
    ...base,
    buyerId: r.buyerId,
    companyId: r.companyId,
    companyName: identity.companyName,
    contactName: contactName(identity),
    contactEmail: identity.email,
  };
}

// Who sees whom, written once for the server and the stories' fake server (packages/domain).
export {
  ANONYMOUS_BUYER,
  ANONYMOUS_SELLER,
  counterpartyName,
  isIdentityRevealed,
} from '@petrobridge/domain';

/** The side of the deal `viewer` trades on, or undefined for brokers, admins and anyone else. */
function tradingSide(d: DealRow, viewer: UserRow): 'seller' | 'buyer' | undefined {
  if (isVerifiedStaff(viewer)) return undefined;
  if (viewer.id === d.sellerId) return 'seller';
  if (viewer.id === d.buyerId) return 'buyer';
  return undefined;
}

/** The names of the deal's two companies. */
export interface DealCompanyNames {
  seller: string;
  buyer: string;
}

/**
 * Commission fields go to brokers, admins and super admins only. The deal's seller and buyer never get
 * the other side's user or company id; its company name only from the lock on (docs/security.md).
 */
export function toDeal(d: DealRow, viewer: UserRow, names: DealCompanyNames): S<'Deal'> {
  const side = tradingSide(d, viewer);
  const deal: S<'Deal'> = {
    id: d.id,
    dealNumber: d.dealNumber,
    brokerId: d.brokerId,
    sellerId: side === 'buyer' ? null : d.sellerId,
    buyerId: side === 'seller' ? null : d.buyerId,
    sellerCompanyId: side === 'buyer' ? null : d.sellerCompanyId,
    buyerCompanyId: side === 'seller' ? null : d.buyerCompanyId,
    sellerCompanyName: side === 'buyer' ? counterpartyName(d, 'buyer', names.seller) : names.seller,
    buyerCompanyName: side === 'seller' ? counterpartyName(d, 'seller', names.buyer) : names.buyer,
    offerId: d.offerId,
    rfqId: d.rfqId,
    productType: d.productType,
    volume: d.volume,
    volumeUnit: d.volumeUnit,
    pricePerUnit: d.pricePerUnit,
    totalValue: d.totalValue,
    currency: d.currency,
    status: d.status,
    deliveryLocation: d.deliveryLocation,
    deliveryDate: d.deliveryDate,
    lcDetails: toLcDetails(d),
    shippingDetails: toShippingDetails(d),
    documents: d.documents,
    notes: d.notes,
    lockedAt: isoOrNull(d.lockedAt),
    lockedBy:
      (side === 'seller' && d.lockedBy === d.buyerId) ||
      (side === 'buyer' && d.lockedBy === d.sellerId)
        ? null
        : d.lockedBy,
    termsAgreedAt: isoOrNull(d.termsAgreedAt),
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
  if (isVerifiedStaff(viewer)) {
    deal.commissionRate = d.commissionRate;
    deal.commissionAmount = d.commissionAmount;
  }
  return deal;
}

/** The deal's letter of credit; a record from before the structured form gets nulls where it has none. */
function toLcDetails(d: DealRow): S<'LcDetails'> | null {
  const lc = d.lcDetails;
  if (!lc) return null;
  return {
    issuingBank: lc.issuingBank,
    confirmingBank: lc.confirmingBank ?? null,
    lcNumber: lc.lcNumber,
    amount: lc.amount,
    currency: lc.currency ?? d.currency,
    issueDate: lc.issueDate ?? null,
    tolerancePercent: lc.tolerancePercent ?? 0,
    expiryDate: lc.expiryDate ?? null,
    latestShipmentDate: lc.latestShipmentDate ?? null,
    documentsRequired: lc.documentsRequired ?? [],
    recordedAt: lc.recordedAt ?? null,
  };
}

function toShippingDetails(d: DealRow): S<'ShippingDetails'> | null {
  const sh = d.shippingDetails;
  if (!sh) return null;
  return {
    vesselName: sh.vesselName,
    imoNumber: sh.imoNumber ?? null,
    billOfLadingNumber: sh.billOfLadingNumber ?? null,
    billOfLadingDate: sh.billOfLadingDate ?? null,
    loadPort: sh.loadPort,
    dischargePort: sh.dischargePort,
    eta: sh.eta,
    deliveredDate: sh.deliveredDate ?? null,
    recordedAt: sh.recordedAt,
  };
}

/** One proposal of a deal's negotiation: its author by role only, and whether it is the viewer's. */
export function toDealProposal(p: DealProposalRow, viewer: UserRow): S<'DealProposal'> {
  return {
    id: p.id,
    dealId: p.dealId,
    authorRole: p.authorRole,
    isMine: p.authorId === viewer.id,
    pricePerUnit: p.pricePerUnit,
    volume: p.volume,
    deliveryDate: p.deliveryDate,
    notes: p.notes,
    status: p.status,
    createdAt: iso(p.createdAt),
    respondedAt: isoOrNull(p.respondedAt),
    onBehalfOf: p.onBehalfOf,
    sellerAccepted: p.sellerAcceptedAt !== null,
    buyerAccepted: p.buyerAcceptedAt !== null,
  };
}

/** Deal event kinds about the commission: brokers, admins and super admins only. */
const STAFF_ONLY_EVENT_KINDS: ReadonlySet<DealEventRow['kind']> = new Set(['commission_changed']);

/**
 * Whether `viewer` sees an event of a deal's history at all: the seller and the buyer never see a
 * commission change (nor its notes, which carry the rates).
 */
export const seesDealEvent = (e: Pick<DealEventRow, 'kind'>, viewer: UserRow) =>
  isVerifiedStaff(viewer) || !STAFF_ONLY_EVENT_KINDS.has(e.kind);

/**
 * One event of `deal` as `viewer` may see it (filter with `seesDealEvent` first): for the deal's seller and buyer, an event by the other side
 * (or by anyone but themselves who is a trader) carries its actor's role only.
 */
export function toDealEvent(
  e: DealEventRow,
  actorRole: Role | null,
  deal: DealRow,
  viewer: UserRow,
): S<'DealEvent'> {
  const side = tradingSide(deal, viewer);
  const hidden =
    side !== undefined &&
    e.actorId !== viewer.id &&
    (actorRole === 'seller' || actorRole === 'buyer');
  return {
    id: e.id,
    dealId: e.dealId,
    actorId: hidden ? null : e.actorId,
    actorRole,
    kind: e.kind,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    notes: e.notes,
    createdAt: iso(e.createdAt),
  };
}

export function toNotification(n: NotificationRow): S<'Notification'> {
  return {
    id: n.id,
    userId: n.userId,
    title: n.title,
    message: n.message,
    type: n.type,
    isRead: n.isRead,
    relatedEntityType: n.relatedEntityType as S<'Notification'>['relatedEntityType'],
    relatedEntityId: n.relatedEntityId,
    createdAt: iso(n.createdAt),
  };
}
