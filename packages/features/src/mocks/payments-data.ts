/**
 * The payment tables of the mock database (plans, links issued by the Simulator, transactions,
 * subscriptions) with a factory each, as the demo seed has them: a paid link with its subscription, one
 * awaiting confirmations, a failed payment and a link not paid yet. No imports from db.ts: it seeds them.
 */
import type { Schema } from '@petrobridge/api-client';

export type SubscriptionPlan = Schema<'SubscriptionPlan'>;
export type PaymentLink = Schema<'PaymentLink'>;
export type PaymentTransaction = Schema<'PaymentTransaction'>;
export type CustomerSubscription = Schema<'CustomerSubscription'>;

export interface PaymentTables {
  plans: SubscriptionPlan[];
  paymentLinks: PaymentLink[];
  paymentTransactions: PaymentTransaction[];
  subscriptions: CustomerSubscription[];
}

const uuid = (block: string, n: number) =>
  `00000000-0000-4000-${block}-${String(n).padStart(12, '0')}`;
const at = (day: number, time = '09:00') =>
  `2026-11-${String(day).padStart(2, '0')}T${time}:00.000Z`;

export const paymentIds = {
  traderPlan: uuid('c100', 1),
  deskPlan: uuid('c100', 2),
  traderLink: uuid('c200', 1),
  deskLink: uuid('c200', 2),
  inspectionLink: uuid('c200', 3),
  onboardingLink: uuid('c200', 4),
  paidTx: uuid('c300', 1),
  pendingTx: uuid('c300', 2),
  failedTx: uuid('c300', 3),
  subscription: uuid('c400', 1),
};

export function makePlan(overrides: Partial<SubscriptionPlan> = {}): SubscriptionPlan {
  return {
    id: paymentIds.traderPlan,
    name: 'Trader',
    description: 'Marketplace access and deal tracking',
    price: '199.00',
    currency: 'USD',
    billingInterval: 'monthly',
    features: ['Offers and RFQs', 'Deal tracking'],
    isActive: true,
    createdAt: at(1),
    ...overrides,
  };
}

const noTransactions = { pending: 0, paid: 0, expired: 0, failed: 0, refunded: 0 };

export function makePaymentLink(overrides: Partial<PaymentLink> = {}): PaymentLink {
  const invoice = overrides.cryptoInvoiceId ?? 'sim_inv_demo_onboarding_0004';
  return {
    id: paymentIds.onboardingLink,
    title: 'Broker onboarding fee',
    description: null,
    amount: '250.00',
    currency: 'USD',
    status: 'active',
    provider: 'Simulator',
    cryptoInvoiceId: invoice,
    paymentUrl: `https://pay.simulator.invalid/invoices/${invoice}`,
    qrCodeUrl: null,
    subscriptionPlanId: null,
    planName: null,
    expiresAt: '2026-12-03T09:00:00.000Z',
    isActive: true,
    createdAt: at(26, '03:00'),
    transactionCounts: { ...noTransactions },
    ...overrides,
  };
}

export function makeTransaction(overrides: Partial<PaymentTransaction> = {}): PaymentTransaction {
  return {
    id: paymentIds.paidTx,
    providerTransactionId: 'sim_tx_demo_0001',
    paymentLinkId: paymentIds.traderLink,
    paymentLinkTitle: 'Trader plan - monthly',
    customerSubscriptionId: null,
    amount: '199.00',
    currency: 'USD',
    cryptoCurrency: 'USDT',
    cryptoAmount: '199.00000000',
    status: 'paid',
    settlement: 'exact',
    customerEmail: 'ops@atlantic-fuels.example',
    customerName: 'Atlantic Fuels Operations',
    txHash: '0x6f1c2a9e4b7d8c3f5a0e1d2c3b4a5968778695a4b3c2d1e0f9a8b7c6d5e4f3a2',
    blockConfirmations: 19,
    paidAt: at(22),
    createdAt: at(22),
    updatedAt: at(22),
    allowedStatuses: ['refunded'],
    ...overrides,
  };
}

export function makeSubscription(
  overrides: Partial<CustomerSubscription> = {},
): CustomerSubscription {
  return {
    id: paymentIds.subscription,
    customerEmail: 'ops@atlantic-fuels.example',
    customerName: 'Atlantic Fuels Operations',
    subscriptionPlanId: paymentIds.traderPlan,
    planName: 'Trader',
    paymentLinkId: paymentIds.traderLink,
    status: 'active',
    startDate: at(22),
    endDate: '2026-12-22T09:00:00.000Z',
    autoRenew: false,
    createdAt: at(22),
    allowedStatuses: ['expired', 'cancelled', 'suspended'],
    ...overrides,
  };
}

export function seedPaymentTables(): PaymentTables {
  return {
    plans: [
      makePlan({
        id: paymentIds.deskPlan,
        name: 'Desk',
        description: 'For trading desks: analytics and priority brokerage',
        price: '1990.00',
        billingInterval: 'yearly',
        features: ['Everything in Trader', 'Analytics', 'Priority broker'],
        createdAt: at(1, '09:05'),
      }),
      makePlan(),
    ],
    paymentLinks: [
      makePaymentLink(),
      makePaymentLink({
        id: paymentIds.deskLink,
        title: 'Desk plan - annual',
        description: 'Annual desk subscription for Rotterdam Energy',
        amount: '1990.00',
        status: 'pending',
        cryptoInvoiceId: 'sim_inv_demo_desk_0002',
        paymentUrl: 'https://pay.simulator.invalid/invoices/sim_inv_demo_desk_0002',
        subscriptionPlanId: paymentIds.deskPlan,
        planName: 'Desk',
        expiresAt: '2026-12-10T09:00:00.000Z',
        createdAt: at(25, '03:00'),
        transactionCounts: { ...noTransactions, pending: 1 },
      }),
      makePaymentLink({
        id: paymentIds.inspectionLink,
        title: 'Cargo inspection fee',
        description: 'Independent inspection of the Bonny Light cargo',
        amount: '450.00',
        cryptoInvoiceId: 'sim_inv_demo_inspection_0003',
        paymentUrl: 'https://pay.simulator.invalid/invoices/sim_inv_demo_inspection_0003',
        expiresAt: null,
        createdAt: at(23),
        transactionCounts: { ...noTransactions, failed: 1 },
      }),
      makePaymentLink({
        id: paymentIds.traderLink,
        title: 'Trader plan - monthly',
        description: 'Marketplace access for Atlantic Fuels',
        amount: '199.00',
        status: 'paid',
        cryptoInvoiceId: 'sim_inv_demo_trader_0001',
        paymentUrl: 'https://pay.simulator.invalid/invoices/sim_inv_demo_trader_0001',
        subscriptionPlanId: paymentIds.traderPlan,
        planName: 'Trader',
        expiresAt: null,
        createdAt: at(21),
        transactionCounts: { ...noTransactions, paid: 1 },
      }),
    ],
    paymentTransactions: [
      makeTransaction({
        id: paymentIds.pendingTx,
        providerTransactionId: 'sim_tx_demo_0002',
        paymentLinkId: paymentIds.deskLink,
        paymentLinkTitle: 'Desk plan - annual',
        amount: '1990.00',
        cryptoCurrency: 'BTC',
        cryptoAmount: '0.03061538',
        status: 'pending',
        customerEmail: 'desk@rotterdam-energy.example',
        customerName: 'Rotterdam Energy Desk',
        txHash: '0x1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f809',
        blockConfirmations: 1,
        paidAt: null,
        createdAt: at(26, '07:00'),
        updatedAt: at(26, '07:00'),
        allowedStatuses: ['expired', 'failed'],
      }),
      makeTransaction({
        id: paymentIds.failedTx,
        providerTransactionId: 'sim_tx_demo_0003',
        paymentLinkId: paymentIds.inspectionLink,
        paymentLinkTitle: 'Cargo inspection fee',
        amount: '450.00',
        cryptoCurrency: 'ETH',
        cryptoAmount: '0.14062500',
        status: 'failed',
        customerEmail: 'finance@gulf-coast.example',
        customerName: 'Gulf Coast Finance',
        txHash: null,
        blockConfirmations: 0,
        paidAt: null,
        createdAt: at(23, '11:00'),
        updatedAt: at(23, '11:00'),
        allowedStatuses: [],
      }),
      makeTransaction({ customerSubscriptionId: paymentIds.subscription }),
    ],
    subscriptions: [makeSubscription()],
  };
}
