/** Payments: plans, links, subscriptions, transactions and webhook events. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  tz,
  paymentStatusEnum,
  subscriptionStatusEnum,
  billingIntervalEnum,
  timestamps,
} from './common';
import { users } from './accounts';

export const subscriptionPlans = pgTable('subscription_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 255 }).notNull(),
  description: text('description'),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull().default('USD'),
  billingInterval: billingIntervalEnum('billing_interval').notNull().default('monthly'),
  features: jsonb('features')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description'),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    cryptoInvoiceId: varchar('crypto_invoice_id', { length: 255 }).unique(),
    paymentUrl: text('payment_url'),
    qrCodeUrl: text('qr_code_url'),
    subscriptionPlanId: uuid('subscription_plan_id').references(() => subscriptionPlans.id, {
      onDelete: 'set null',
    }),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    expiresAt: tz('expires_at'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('payment_links_created_by_idx').on(t.createdById),
    index('payment_links_plan_idx').on(t.subscriptionPlanId),
  ],
);

export const customerSubscriptions = pgTable(
  'customer_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerEmail: varchar('customer_email', { length: 320 }).notNull(),
    customerName: varchar('customer_name', { length: 255 }),
    subscriptionPlanId: uuid('subscription_plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    paymentLinkId: uuid('payment_link_id').references(() => paymentLinks.id, {
      onDelete: 'set null',
    }),
    status: subscriptionStatusEnum('status').notNull().default('active'),
    startDate: tz('start_date').notNull().defaultNow(),
    endDate: tz('end_date'),
    autoRenew: boolean('auto_renew').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('customer_subscriptions_email_idx').on(t.customerEmail),
    index('customer_subscriptions_plan_idx').on(t.subscriptionPlanId),
  ],
);

export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerTransactionId: varchar('provider_transaction_id', { length: 255 }).notNull().unique(),
    paymentLinkId: uuid('payment_link_id').references(() => paymentLinks.id, {
      onDelete: 'set null',
    }),
    customerSubscriptionId: uuid('customer_subscription_id').references(
      () => customerSubscriptions.id,
      { onDelete: 'set null' },
    ),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    cryptoCurrency: varchar('crypto_currency', { length: 16 }),
    cryptoAmount: numeric('crypto_amount', { precision: 18, scale: 8 }),
    status: paymentStatusEnum('status').notNull().default('pending'),
    customerEmail: varchar('customer_email', { length: 320 }),
    customerName: varchar('customer_name', { length: 255 }),
    txHash: varchar('tx_hash', { length: 255 }),
    blockConfirmations: integer('block_confirmations').notNull().default(0),
    paidAt: tz('paid_at'),
    webhookData: jsonb('webhook_data').$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    index('payment_transactions_link_idx').on(t.paymentLinkId),
    index('payment_transactions_subscription_idx').on(t.customerSubscriptionId),
  ],
);

/**
 * The payment provider's webhook deliveries (issue 16): one row per provider event id, so a replayed or
 * re-sent delivery is recognised and answered without being applied twice.
 */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: varchar('event_id', { length: 255 }).primaryKey(),
  eventType: varchar('event_type', { length: 64 }).notNull(),
  providerTransactionId: varchar('provider_transaction_id', { length: 255 }),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: tz('received_at').notNull().defaultNow(),
});
