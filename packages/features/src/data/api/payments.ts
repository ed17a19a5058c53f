/**
 * Payments (the `payments` tag): subscription plans, payment links, transactions, customer
 * subscriptions and the payment Simulator's operations (no real payment provider is connected).
 */
import { apiClient, type Schema } from '@petrobridge/api-client';
import type { PaymentLinkValues, SubscriptionPlanValues } from '@petrobridge/domain';
import { mutation, query } from './core';

/** GET /api/payments/provider: the provider (the Simulator) and its simulated rates. */
export const usePaymentProvider = query('/api/payments/provider');
/** GET /api/payments/plans. */
export const useSubscriptionPlans = query('/api/payments/plans');
/** GET /api/payments/links. */
export const usePaymentLinks = query('/api/payments/links');
/** GET /api/payments/transactions: `{ query: { status, paymentLinkId } }`. */
export const usePaymentTransactions = query('/api/payments/transactions');
/** GET /api/payments/subscriptions: `{ query: { status } }`. */
export const useCustomerSubscriptions = query('/api/payments/subscriptions');

/** Everything a payment write can change. */
const paymentLists = [
  '/api/payments/plans',
  '/api/payments/links',
  '/api/payments/transactions',
  '/api/payments/subscriptions',
  '/api/admin/audit-log',
] as const;

/** POST /api/payments/plans. */
export async function createSubscriptionPlan(body: SubscriptionPlanValues) {
  const { data } = await apiClient().POST('/api/payments/plans', { body });
  return data!;
}
export const useCreateSubscriptionPlan = mutation(createSubscriptionPlan, {
  revalidate: paymentLists,
});

/** POST /api/payments/plans/{id}/deactivate. */
export async function deactivateSubscriptionPlan(id: string) {
  const { data } = await apiClient().POST('/api/payments/plans/{id}/deactivate', {
    params: { path: { id } },
  });
  return data!;
}
export const useDeactivateSubscriptionPlan = mutation(deactivateSubscriptionPlan, {
  revalidate: paymentLists,
});

/** POST /api/payments/links: the provider issues the link's invoice. */
export async function createPaymentLink(body: PaymentLinkValues) {
  const { data } = await apiClient().POST('/api/payments/links', { body });
  return data!;
}
export const useCreatePaymentLink = mutation(createPaymentLink, { revalidate: paymentLists });

/** POST /api/payments/links/{id}/deactivate. */
export async function deactivatePaymentLink(id: string) {
  const { data } = await apiClient().POST('/api/payments/links/{id}/deactivate', {
    params: { path: { id } },
  });
  return data!;
}
export const useDeactivatePaymentLink = mutation(deactivatePaymentLink, {
  revalidate: paymentLists,
});

/** PATCH /api/payments/transactions/{id}/status: failed, expired or refunded by an admin. */
export async function updatePaymentTransactionStatus({
  id,
  ...body
}: Schema<'PaymentStatusChangeRequest'> & { id: string }) {
  const { data } = await apiClient().PATCH('/api/payments/transactions/{id}/status', {
    params: { path: { id } },
    body,
  });
  return data!;
}
export const useUpdatePaymentTransactionStatus = mutation(updatePaymentTransactionStatus, {
  revalidate: paymentLists,
});

/** PATCH /api/payments/subscriptions/{id}/status: cancel, suspend, resume or expire. */
export async function updateCustomerSubscriptionStatus({
  id,
  ...body
}: Schema<'SubscriptionStatusChangeRequest'> & { id: string }) {
  const { data } = await apiClient().PATCH('/api/payments/subscriptions/{id}/status', {
    params: { path: { id } },
    body,
  });
  return data!;
}
export const useUpdateCustomerSubscriptionStatus = mutation(updateCustomerSubscriptionStatus, {
  revalidate: paymentLists,
});

/** POST /api/payments/simulator/links/{id}/payments: the Simulator plays the customer. */
export async function simulateLinkPayment({
  id,
  ...body
}: Omit<Schema<'SimulatedPaymentRequest'>, 'customerName'> & {
  id: string;
  customerName?: string;
}) {
  const { data } = await apiClient().POST('/api/payments/simulator/links/{id}/payments', {
    params: { path: { id } },
    body,
  });
  return data!;
}
export const useSimulateLinkPayment = mutation(simulateLinkPayment, { revalidate: paymentLists });

/** POST /api/payments/simulator/transactions/{id}/events: the Simulator settles a transaction. */
export async function simulateTransactionEvent({
  id,
  ...body
}: Schema<'SimulatedEventRequest'> & { id: string }) {
  const { data } = await apiClient().POST('/api/payments/simulator/transactions/{id}/events', {
    params: { path: { id } },
    body,
  });
  return data!;
}
export const useSimulateTransactionEvent = mutation(simulateTransactionEvent, {
  revalidate: paymentLists,
});

export type PaymentProviderInfo = Schema<'PaymentProviderInfo'>;
export type SubscriptionPlan = Schema<'SubscriptionPlan'>;
export type PaymentLink = Schema<'PaymentLink'>;
export type PaymentTransaction = Schema<'PaymentTransaction'>;
export type CustomerSubscription = Schema<'CustomerSubscription'>;
export type SimulatorDelivery = Schema<'SimulatorDelivery'>;
