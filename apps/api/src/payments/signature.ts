/**
 * Webhook signatures: header `Payment-Signature: t=<unix seconds>,v1=<hex>` where v1 is
 * HMAC-SHA256(secret, `${t}.${rawBody}`). A delivery is accepted only with a matching v1 (compared in
 * constant time; several v1 entries are allowed during a secret rotation) and a timestamp within
 * WEBHOOK_TOLERANCE_SECONDS of the server's clock, so a captured delivery cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'payment-signature';
/** How far a delivery's timestamp may be from the server's clock: 5 minutes. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export const signatureMessages = {
  missing: 'Missing webhook signature',
  invalid: 'Invalid webhook signature',
  stale: 'Webhook timestamp is outside the 5-minute tolerance',
  disabled: 'Payment webhooks are disabled: PAYMENT_WEBHOOK_SECRET is not set',
} as const;

function hmac(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** The header value for a body signed at `timestamp` (unix seconds). */
export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

/**
 * Checks a delivery; answers the problem's message (for a 401) or undefined when it is authentic and
 * fresh.
 */
export function webhookSignatureProblem(
  secret: string | undefined,
  header: string | string[] | undefined,
  rawBody: string | undefined,
  now: Date,
): string | undefined {
  if (!secret) return signatureMessages.disabled;
  if (typeof header !== 'string' || header.trim() === '' || rawBody === undefined)
    return signatureMessages.missing;
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0) return signatureMessages.invalid;
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
  if (!matches) return signatureMessages.invalid;
  // Checked after the signature, so the answer says nothing about timing to a forger.
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS)
    return signatureMessages.stale;
  return undefined;
}
