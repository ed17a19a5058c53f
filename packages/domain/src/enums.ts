/** Enumerations of docs/product.md#records and docs/product.md#permissions, shared by the forms and the server. */

export const roles = ['super_admin', 'admin', 'broker', 'seller', 'buyer'] as const;
export type Role = (typeof roles)[number];

/** Roles as screens name them (the super admin panel, a company's people). */
export const roleNames: Readonly<Record<Role, string>> = {
  super_admin: 'Super admin',
  admin: 'Admin',
  broker: 'Broker',
  seller: 'Seller',
  buyer: 'Buyer',
};

/** Roles a person may choose at registration (admin roles are never self-assigned). */
export const registrableRoles = ['seller', 'buyer', 'broker'] as const;
export type RegistrableRole = (typeof registrableRoles)[number];

export const productTypes = [
  'crude_oil_wti',
  'crude_oil_brent',
  'natural_gas',
  'diesel',
  'gasoline',
  'jet_fuel',
  'heating_oil',
] as const;
export type ProductType = (typeof productTypes)[number];

/** Display names of the seven products (docs/product.md#records), for lists, search and exports. */
export const productTypeNames: Readonly<Record<ProductType, string>> = {
  crude_oil_wti: 'WTI Crude Oil',
  crude_oil_brent: 'Brent Crude Oil',
  natural_gas: 'Natural Gas',
  diesel: 'Diesel',
  gasoline: 'Gasoline',
  jet_fuel: 'Jet Fuel',
  heating_oil: 'Heating Oil',
};

/**
 * The products a search text names: those whose value with spaces ('jet fuel') or display name ('WTI
 * Crude Oil') contains it, case-insensitively. Empty text names none.
 */
export function productTypesMatching(text: string): ProductType[] {
  const t = text.trim().toLowerCase();
  if (!t) return [];
  return productTypes.filter((p) =>
    [p.replaceAll('_', ' '), productTypeNames[p]].some((n) => n.toLowerCase().includes(t)),
  );
}

export const volumeUnits = ['bbl', 'MMBtu', 'gal', 'MT'] as const;
export type VolumeUnit = (typeof volumeUnits)[number];

/** Volume units as the forms name them (docs/product.md#records). */
export const volumeUnitNames: Readonly<Record<VolumeUnit, string>> = {
  bbl: 'Barrels (bbl)',
  MMBtu: 'MMBtu',
  gal: 'Gallons (gal)',
  MT: 'Metric Tons (MT)',
};

export const kycStatuses = ['pending', 'under_review', 'approved', 'rejected'] as const;
export type KycStatus = (typeof kycStatuses)[number];

export const kycDecisions = ['approved', 'rejected'] as const;
export type KycDecision = (typeof kycDecisions)[number];

export const documentTypes = [
  'business_license',
  'tax_certificate',
  'bank_statement',
  'insurance_certificate',
  'trade_license',
  'other',
  'company_registration',
  'financial_statements',
  'compliance_certificate',
] as const;
export type DocumentType = (typeof documentTypes)[number];

/** KYC document types as the KYC screen names them (docs/product.md#kyc). */
export const documentTypeNames: Readonly<Record<DocumentType, string>> = {
  business_license: 'Business License',
  tax_certificate: 'Tax Certificate',
  bank_statement: 'Bank Statement',
  insurance_certificate: 'Insurance Certificate',
  trade_license: 'Trade License',
  other: 'Other',
  company_registration: 'Company Registration',
  financial_statements: 'Financial Statements',
  compliance_certificate: 'Compliance Certificate',
};

/** The four documents KYC completion counts (docs/product.md#kyc). */
export const requiredDocumentTypes = [
  'business_license',
  'tax_certificate',
  'bank_statement',
  'insurance_certificate',
] as const satisfies readonly DocumentType[];

/**
 * A document past its last valid day (`expiresAt`, YYYY-MM-DD) on `today` (YYYY-MM-DD, UTC): it counts
 * as missing for completion and shows as expired.
 */
export const isDocumentExpired = (expiresAt: string | null | undefined, today: string) =>
  Boolean(expiresAt) && expiresAt! < today;

/**
 * Completion percentage: approved required documents ÷ 4 × 100 (0, 25, 50, 75 or 100). The caller
 * passes only documents that have not expired (`isDocumentExpired`).
 */
export function kycCompletionPercentage(approvedTypes: Iterable<string>): number {
  const approved = new Set(approvedTypes);
  const count = requiredDocumentTypes.filter((t) => approved.has(t)).length;
  return (count * 100) / requiredDocumentTypes.length;
}

/**
 * Proof-of-product documents a seller attaches to an offer (docs/product.md, issue 12): a tank storage
 * receipt, an inspection (SGS or similar) quality and quantity report, a Q88 for vessel cargoes, other.
 */
export const offerDocumentTypes = ['storage_receipt', 'inspection_report', 'q88', 'other'] as const;
export type OfferDocumentType = (typeof offerDocumentTypes)[number];

/** The documents a letter of credit may require for payment (the LC form's checklist, UCP 600 usage). */
export const lcDocumentTypes = [
  'commercial_invoice',
  'bill_of_lading',
  'certificate_of_origin',
  'certificate_of_quality',
  'certificate_of_quantity',
  'packing_list',
  'insurance_certificate',
] as const;
export type LcDocumentType = (typeof lcDocumentTypes)[number];
export const lcDocumentTypeNames: Readonly<Record<LcDocumentType, string>> = {
  commercial_invoice: 'Commercial invoice',
  bill_of_lading: 'Bill of lading',
  certificate_of_origin: 'Certificate of origin',
  certificate_of_quality: 'Certificate of quality',
  certificate_of_quantity: 'Certificate of quantity',
  packing_list: 'Packing list',
  insurance_certificate: 'Insurance certificate',
};

/** A proposal's state: open until accepted, answered by a counter, or closed by the lock or a cancellation. */
export const dealProposalStatuses = ['open', 'accepted', 'countered', 'closed'] as const;
export type DealProposalStatus = (typeof dealProposalStatuses)[number];

/** Display names of the offer document types. */
export const offerDocumentTypeNames: Readonly<Record<OfferDocumentType, string>> = {
  storage_receipt: 'Storage receipt',
  inspection_report: 'Inspection report (quality and quantity)',
  q88: 'Q88',
  other: 'Other',
};

/** Review state of an offer document: pending until an admin approves or rejects it. */
export const offerDocumentStatuses = ['pending', 'approved', 'rejected'] as const;
export type OfferDocumentStatus = (typeof offerDocumentStatuses)[number];

/** The document types an offer needs approved, one of each at least, for its 'Verified supply' badge. */
export const verifiedSupplyDocumentTypes = [
  'inspection_report',
  'storage_receipt',
] as const satisfies readonly OfferDocumentType[];

/** Verified supply: at least one approved inspection report and one approved storage receipt. */
export function isVerifiedSupply(approvedTypes: Iterable<string>): boolean {
  const approved = new Set(approvedTypes);
  return verifiedSupplyDocumentTypes.every((t) => approved.has(t));
}

export const notificationTypes = ['success', 'info', 'warning'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Brokers, admins and super admins see listing identities and all companies (docs/product.md#identity-rule, docs/product.md#permissions). */
export const isStaffRole = (role: Role) =>
  role === 'broker' || role === 'admin' || role === 'super_admin';
export const isAdminRole = (role: Role) => role === 'admin' || role === 'super_admin';

/** KYC upload limits (docs/product.md#validation, docs/product.md#constants). */
export const MAX_UPLOAD_BYTES = 10_485_760;
export const allowedUploadExtensions = ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'] as const;
export const allowedUploadMimeTypes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type UploadMimeType = (typeof allowedUploadMimeTypes)[number];
