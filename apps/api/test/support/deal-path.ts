/**
 * Moving a test deal along docs/product.md#deal-statuses the way a desk does: the letter of credit is
 * recorded before lc_confirmed, the shipment with its bill of lading before shipped.
 */
import type { DealStatus } from '@petrobridge/domain';
import type { Client } from './harness';

export const lcBody = {
  issuingBank: 'Citibank N.A., New York',
  confirmingBank: 'Afreximbank, Cairo',
  lcNumber: 'LC-TEST-001',
  amount: '1000000.00',
  currency: 'USD',
  expiryDate: '2031-06-30',
  latestShipmentDate: '2031-05-31',
  documentsRequired: ['commercial_invoice', 'bill_of_lading'],
};

export const shippingBody = {
  vesselName: 'MT Atlantic Dawn',
  imoNumber: '9321483',
  billOfLadingNumber: 'BL-TEST-1',
  billOfLadingDate: '2031-05-20',
  loadPort: 'Bonny Terminal, Nigeria',
  dischargePort: 'Houston, TX',
  eta: '2031-06-10',
};

/** Moves deal `id` through `steps` as `client`, recording the LC and the shipment where a move needs them. */
export async function advance(client: Client, id: string, steps: readonly DealStatus[]) {
  for (const status of steps) {
    if (status === 'lc_confirmed') await expectOk(client.put(`/api/deals/${id}/lc`, lcBody));
    if (status === 'shipped') await expectOk(client.put(`/api/deals/${id}/shipping`, shippingBody));
    await expectOk(client.patch(`/api/deals/${id}/status`, { status }));
  }
}

async function expectOk(pending: Promise<{ status: number; text: string }>) {
  const res = await pending;
  if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
}
