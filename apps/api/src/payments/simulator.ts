/**
 * The Simulator: the one PaymentProvider of this build, a local stand-in for a crypto payment provider.
 * It is labelled as such wherever it shows (API `provider`/`notice`, the panel, /crypto-exchange, README):
 * no real provider is connected, no money moves, and its rates are fixed samples marked `simulated`.
 *
 * It issues invoices (ids `sim_inv_…`) and, when an admin plays the customer in the panel, builds the
 * provider's event, signs it with PAYMENT_WEBHOOK_SECRET and POSTs it to the server's webhook — the same
 * path a real provider's delivery takes. It never writes to the database itself.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { fromScaled, toScaled, type CryptoCurrency } from '@petrobridge/domain';
import type {
  CryptoRate,
  Invoice,
  InvoiceRequest,
  PaymentProvider,
  ProviderEvent,
} from './provider';
import { ProviderInputError } from './provider';
import { signWebhook } from './signature';

/** Fixed sample prices in USD, not market data. */
const SAMPLE_RATES: ReadonlyArray<Omit<CryptoRate, 'simulated'>> = [
  { cryptoCurrency: 'USDT', usdPrice: '1.00000000', confirmationsRequired: 19 },
  { cryptoCurrency: 'USDC', usdPrice: '1.00000000', confirmationsRequired: 12 },
  { cryptoCurrency: 'BTC', usdPrice: '65000.00000000', confirmationsRequired: 3 },
  { cryptoCurrency: 'ETH', usdPrice: '3200.00000000', confirmationsRequired: 12 },
];

/** Fixed sample US dollars per unit of the fiat currencies the Simulator invoices. */
const SAMPLE_FIAT_USD: Readonly<Record<string, string>> = {
  USD: '1',
  EUR: '1.08',
  GBP: '1.27',
  AED: '0.2723',
  CHF: '1.13',
};

export const SIMULATOR_NOTICE = 'Simulator — no real payment provider is connected';

/** Delivers a signed event to the webhook; answers the webhook's status and JSON body. */
export type WebhookDelivery = (
  rawBody: string,
  signature: string,
) => Promise<{ status: number; body: unknown }>;

export interface SimulatorOptions {
  secret: string | undefined;
  now: () => Date;
  deliver: WebhookDelivery;
}

export interface DeliveryResult {
  event: ProviderEvent;
  status: number;
  body: unknown;
}

function divRound(n: bigint, d: bigint): bigint {
  return (n * 2n + d) / (2n * d);
}

export class SimulatorProvider implements PaymentProvider {
  readonly name = 'simulator' as const;
  readonly label = 'Simulator';
  readonly simulated = true;
  readonly notice = SIMULATOR_NOTICE;
  readonly invoiceCurrencies = Object.keys(SAMPLE_FIAT_USD);

  constructor(private readonly options: SimulatorOptions) {}

  rates(): CryptoRate[] {
    return SAMPLE_RATES.map((r) => ({ ...r, simulated: true }));
  }

  rate(crypto: CryptoCurrency): CryptoRate {
    return this.rates().find((r) => r.cryptoCurrency === crypto)!;
  }

  async createInvoice(request: InvoiceRequest): Promise<Invoice> {
    if (!SAMPLE_FIAT_USD[request.currency])
      throw new ProviderInputError(
        'currency',
        `The Simulator invoices ${this.invoiceCurrencies.join(', ')} only`,
      );
    const invoiceId = `sim_inv_${randomBytes(12).toString('hex')}`;
    return Promise.resolve({
      invoiceId,
      // `.invalid` never resolves: nobody can mistake it for a real payment page.
      paymentUrl: `https://pay.simulator.invalid/invoices/${invoiceId}`,
      qrCodeUrl: null,
      rates: this.rates(),
    });
  }

  /** The crypto amount (8 decimals) of a fiat amount at the sample rates. */
  quote(amount: string, currency: string, crypto: CryptoCurrency): string {
    const fiatUsd = toScaled(SAMPLE_FIAT_USD[currency] ?? '1', 8);
    const cryptoUsd = toScaled(this.rate(crypto).usdPrice, 8);
    return fromScaled(divRound(toScaled(amount, 8) * fiatUsd, cryptoUsd), 8);
  }

  newTransactionId(): string {
    return `sim_tx_${randomBytes(12).toString('hex')}`;
  }

  newTxHash(): string {
    return `0x${randomBytes(32).toString('hex')}`;
  }

  /** Builds, signs and POSTs one event to the webhook, as the provider would. */
  async send(type: ProviderEvent['type'], data: ProviderEvent['data']): Promise<DeliveryResult> {
    const now = this.options.now();
    const event: ProviderEvent = {
      id: `evt_sim_${randomUUID()}`,
      type,
      createdAt: now.toISOString(),
      data,
    };
    const raw = JSON.stringify(event);
    // Without a secret (production without PAYMENT_WEBHOOK_SECRET) the delivery goes unsigned and the
    // webhook refuses it, as it would refuse anyone's.
    const signature = this.options.secret
      ? signWebhook(this.options.secret, Math.floor(now.getTime() / 1000), raw)
      : '';
    const { status, body } = await this.options.deliver(raw, signature);
    return { event, status, body };
  }
}
