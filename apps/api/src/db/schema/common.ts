/** Enums and shared column helpers of the schema. */
import { pgEnum, timestamp } from 'drizzle-orm/pg-core';
import {
  dealProposalStatuses,
  dealStatuses,
  documentTypes,
  kycStatuses,
  notificationTypes,
  offerDocumentStatuses,
  offerDocumentTypes,
  productTypes,
  roles,
  volumeUnits,
  type LcDetailsValues,
  type ShippingDetailsValues,
} from '@petrobridge/domain';

/** Who recorded a deal's letter of credit or shipping details, and when (ISO time). */
export interface Recorded {
  recordedBy: string;
  recordedAt: string;
}
export type LcDetailsRecord = LcDetailsValues & Recorded;
export type ShippingDetailsRecord = ShippingDetailsValues & Recorded;

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
export const tz = (name: string) => timestamp(name, { withTimezone: true });

export const roleEnum = pgEnum('role', roles);
export const authProviderEnum = pgEnum('auth_provider', ['local', 'oidc']);
export const productTypeEnum = pgEnum('product_type', productTypes);
export const volumeUnitEnum = pgEnum('volume_unit', volumeUnits);
export const kycStatusEnum = pgEnum('kyc_status', kycStatuses);
export const documentTypeEnum = pgEnum('document_type', documentTypes);
export const offerDocumentTypeEnum = pgEnum('offer_document_type', offerDocumentTypes);
export const offerDocumentStatusEnum = pgEnum('offer_document_status', offerDocumentStatuses);
export const dealStatusEnum = pgEnum('deal_status', dealStatuses);
export const dealEventKindEnum = pgEnum('deal_event_kind', [
  'created',
  'status_changed',
  'locked',
  'commission_changed',
  'proposal',
  'proposal_accepted',
  'lc_recorded',
  'shipping_recorded',
  'contract_generated',
  'contract_signed',
]);
export const contractSideEnum = pgEnum('contract_side', ['seller', 'buyer']);
export const dealProposalStatusEnum = pgEnum('deal_proposal_status', dealProposalStatuses);
export const notificationTypeEnum = pgEnum('notification_type', notificationTypes);
export const paymentStatusEnum = pgEnum('payment_status', [
  'pending',
  'paid',
  'expired',
  'failed',
  'refunded',
]);
export const subscriptionStatusEnum = pgEnum('subscription_status', [
  'active',
  'expired',
  'cancelled',
  'suspended',
]);
/** A broker account's verification: self-registered brokers start pending until an admin decides. */
export const approvalStatusEnum = pgEnum('approval_status', ['pending', 'approved', 'rejected']);
export const billingIntervalEnum = pgEnum('billing_interval', ['monthly', 'yearly', 'one-time']);
