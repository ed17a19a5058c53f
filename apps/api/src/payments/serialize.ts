/** Payment rows → the contract's plans, links, transactions and subscriptions. */
import { subscriptionTransitions } from '@petrobridge/domain';
import type { LinkRow, PlanRow, SubscriptionRow, TransactionRow, UserRow } from '../db/rows';
import type { S } from '../http/serialize';
import type { Services } from '../services';
import { adminMoves, isAdmin, linkStatus, settlementOf, type Counts } from './rules';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export function toPlan(p: PlanRow): S<'SubscriptionPlan'> {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    currency: p.currency,
    billingInterval: p.billingInterval,
    features: p.features,
    isActive: p.isActive,
    createdAt: iso(p.createdAt),
  };
}

function providerLabel(link: LinkRow, services: Services): string {
  return link.cryptoInvoiceId?.startsWith('sim_') ? 'Simulator' : services.payments.label;
}

export function toLink(
  services: Services,
  link: LinkRow,
  planName: string | null,
  counts: Counts,
): S<'PaymentLink'> {
  return {
    id: link.id,
    title: link.title,
    description: link.description,
    amount: link.amount,
    currency: link.currency,
    status: linkStatus(link, counts, services.now()),
    provider: providerLabel(link, services),
    cryptoInvoiceId: link.cryptoInvoiceId,
    paymentUrl: link.paymentUrl,
    qrCodeUrl: link.qrCodeUrl,
    subscriptionPlanId: link.subscriptionPlanId,
    planName,
    expiresAt: isoOrNull(link.expiresAt),
    isActive: link.isActive,
    createdAt: iso(link.createdAt),
    transactionCounts: counts,
  };
}

/** A transaction's link as its view needs it: title, and the invoice's amount and currency. */
export interface InvoiceOf {
  title: string;
  amount: string;
  currency: string;
}

export function toTransaction(
  t: TransactionRow,
  invoice: InvoiceOf | null,
  viewer: UserRow | null,
): S<'PaymentTransaction'> {
  const admin = viewer ? isAdmin(viewer) : false;
  return {
    id: t.id,
    providerTransactionId: t.providerTransactionId,
    paymentLinkId: t.paymentLinkId,
    paymentLinkTitle: invoice?.title ?? null,
    customerSubscriptionId: t.customerSubscriptionId,
    amount: t.amount,
    currency: t.currency,
    cryptoCurrency: t.cryptoCurrency,
    cryptoAmount: t.cryptoAmount,
    status: t.status,
    settlement: invoice ? settlementOf(invoice, t) : null,
    // Customers' identities are for admins; brokers see the payment, not who paid.
    ...(admin ? { customerEmail: t.customerEmail, customerName: t.customerName } : {}),
    txHash: t.txHash,
    blockConfirmations: t.blockConfirmations,
    paidAt: isoOrNull(t.paidAt),
    createdAt: iso(t.createdAt),
    updatedAt: iso(t.updatedAt),
    allowedStatuses: admin ? adminMoves(t.status) : [],
  };
}

export function toSubscription(s: SubscriptionRow, planName: string): S<'CustomerSubscription'> {
  return {
    id: s.id,
    customerEmail: s.customerEmail,
    customerName: s.customerName,
    subscriptionPlanId: s.subscriptionPlanId,
    planName,
    paymentLinkId: s.paymentLinkId,
    status: s.status,
    startDate: iso(s.startDate),
    endDate: isoOrNull(s.endDate),
    autoRenew: s.autoRenew,
    createdAt: iso(s.createdAt),
    allowedStatuses: [...subscriptionTransitions[s.status]],
  };
}
