/**
 * The payment provider behind payment links (issue 16): customers pay a link in fiat while the platform
 * receives crypto. Every provider implements this one interface; the server selects one by
 * PAYMENT_PROVIDER (config.ts). This build ships one implementation, the local Simulator
 * (simulator.ts): no real payment provider is connected.
 *
 * A provider's only way to change a payment's state is its signed webhook (`receivePaymentWebhook`,
 * routes/payments.ts, signature.ts): the provider never writes to the database.
 */
import type { components } from '@petrobridge/api-client/schema';

/** A crypto rate as the API shows it (openapi.yaml CryptoRate). */
export type CryptoRate = components['schemas']['CryptoRate'];

/** What the provider is asked to invoice: a payment link. */
export interface InvoiceRequest {
  linkId: string;
  title: string;
  /** Decimal string with 2 places. */
  amount: string;
  currency: string;
  expiresAt: Date | null;
}

export interface Invoice {
  /** The provider's invoice id (payment_links.crypto_invoice_id). */
  invoiceId: string;
  /** Where the customer pays. */
  paymentUrl: string;
  qrCodeUrl: string | null;
  /** The rates the invoice was quoted at. */
  rates: CryptoRate[];
}

/** A provider event as the webhook receives it (openapi.yaml PaymentWebhookEvent). */
export type ProviderEvent = components['schemas']['PaymentWebhookEvent'];

/** A provider's problem with a request (e.g. a currency it does not invoice): a 400 on that field. */
export class ProviderInputError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  /** PAYMENT_PROVIDER. */
  readonly name: 'simulator';
  /** How the UI names it. */
  readonly label: string;
  /** true: nothing real happens (the Simulator). */
  readonly simulated: boolean;
  /** The sentence the UI shows next to anything this provider produced. */
  readonly notice: string;
  /** The ISO 4217 codes it invoices in; createInvoice refuses any other. */
  readonly invoiceCurrencies: readonly string[];
  /** Asks for an invoice for a link; throws ProviderInputError for what it cannot invoice. */
  createInvoice(request: InvoiceRequest): Promise<Invoice>;
  /** The current crypto rates. */
  rates(): CryptoRate[];
}
