/**
 * Moving a test deal along docs/product.md#deal-statuses the way a desk does, with the evidence each
 * move needs (docs/product.md#evidence-per-move): the seller and the buyer accept the terms before the
 * lock, sign the contract and the letter of credit covering its value is recorded before lc_confirmed,
 * the shipment with its bill of lading (dated today, a valid IMO number) before shipped, the delivery
 * date before delivered.
 */
import type { DealStatus } from '@petrobridge/domain';
import type { Client } from './harness';

/** YYYY-MM-DD `days` from today (UTC). */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A letter of credit issued today; `amount` should cover the deal's value. */
export const lcBody = {
  issuingBank: 'Citibank N.A., New York',
  confirmingBank: 'Afreximbank, Cairo',
  lcNumber: 'LC-TEST-001',
  amount: '1000000.00',
  currency: 'USD',
  issueDate: dayFromToday(0),
  expiryDate: dayFromToday(90),
  latestShipmentDate: dayFromToday(60),
  documentsRequired: ['commercial_invoice', 'bill_of_lading'],
};

/** A vessel loaded today (IMO 9321483 passes its check digit). */
export const shippingBody = {
  vesselName: 'MT Atlantic Dawn',
  imoNumber: '9321483',
  billOfLadingNumber: 'BL-TEST-1',
  billOfLadingDate: dayFromToday(0),
  loadPort: 'Bonny Terminal, Nigeria',
  dischargePort: 'Houston, TX',
  eta: dayFromToday(20),
};

/** The deal's seller and buyer: they accept terms and sign the contract. */
export interface Principals {
  seller: Client;
  buyer: Client;
}

type DealView = {
  totalValue: string | null;
  currency: string;
  termsAgreedAt: string | null;
  pricePerUnit: string | null;
  volume: number;
  proposals: Array<{ id: string; status: string; sellerAccepted: boolean; buyerAccepted: boolean }>;
};

/** Both principals accept the deal's open proposal (the seller proposes its terms when it has none). */
export async function agreeTerms(client: Client, id: string, parties: Principals) {
  let deal = (await client.get<DealView>(`/api/deals/${id}`)).body;
  if (deal.termsAgreedAt) return;
  let open = deal.proposals.find((p) => p.status === 'open');
  if (!open) {
    await expectOk(
      parties.seller.post(`/api/deals/${id}/proposals`, {
        pricePerUnit: deal.pricePerUnit ?? '75.00',
        volume: deal.volume,
      }),
      201,
    );
    deal = (await client.get<DealView>(`/api/deals/${id}`)).body;
    open = deal.proposals.find((p) => p.status === 'open')!;
  }
  if (!open.sellerAccepted)
    await expectOk(parties.seller.post(`/api/deals/${id}/proposals/${open.id}/accept`));
  if (!open.buyerAccepted)
    await expectOk(parties.buyer.post(`/api/deals/${id}/proposals/${open.id}/accept`));
}

/** Records what the move to `status` needs (docs/product.md#evidence-per-move), without moving. */
export async function prepareMove(
  client: Client,
  id: string,
  status: DealStatus,
  parties: Principals,
) {
  if (status === 'lc_pending') await agreeTerms(client, id, parties);
  if (status === 'lc_confirmed') {
    for (const side of ['seller', 'buyer'] as const)
      await expectOk(
        parties[side].post(`/api/deals/${id}/contract/signatures`, {
          fullName: `Test ${side}`,
          consent: true,
        }),
        201,
      );
    const deal = (await client.get<DealView>(`/api/deals/${id}`)).body;
    await expectOk(
      client.put(`/api/deals/${id}/lc`, {
        ...lcBody,
        amount: deal.totalValue ?? lcBody.amount,
        currency: deal.currency,
      }),
    );
  }
  if (status === 'shipped') await expectOk(client.put(`/api/deals/${id}/shipping`, shippingBody));
  if (status === 'delivered')
    await expectOk(
      client.put(`/api/deals/${id}/shipping`, { ...shippingBody, deliveredDate: dayFromToday(0) }),
    );
}

/**
 * Moves deal `id` through `steps` as `client`, the principals agreeing, signing and the evidence being
 * recorded where a move needs it.
 */
export async function advance(
  client: Client,
  id: string,
  steps: readonly DealStatus[],
  parties: Principals,
) {
  for (const status of steps) {
    await prepareMove(client, id, status, parties);
    await expectOk(client.patch(`/api/deals/${id}/status`, { status }));
  }
}

async function expectOk(pending: Promise<{ status: number; text: string }>, expected = 200) {
  const res = await pending;
  if (res.status !== expected) throw new Error(`${res.status} ${res.text}`);
}
