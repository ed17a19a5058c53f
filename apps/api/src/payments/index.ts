/** The payment provider PAYMENT_PROVIDER names (only the Simulator ships). */
import type { Config } from '../config';
import type { PaymentProvider } from './provider';
import { SimulatorProvider, type WebhookDelivery } from './simulator';

export function createPaymentProvider(
  config: Config,
  now: () => Date,
  deliver: WebhookDelivery,
): PaymentProvider {
  switch (config.paymentProvider) {
    case 'simulator':
      return new SimulatorProvider({ secret: config.paymentWebhookSecret, now, deliver });
  }
}

export { SimulatorProvider } from './simulator';
export type { PaymentProvider } from './provider';

/** The payments resource: its handlers and the webhook's operation, for app.ts. */
export { paymentHandlers } from './handlers';
export { WEBHOOK_OPERATION } from './webhook';
