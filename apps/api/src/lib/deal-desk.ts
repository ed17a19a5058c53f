/** The deal desk's words for the timeline: what a proposal, a letter of credit or a shipment says. */
import {
  lcDocumentTypeNames,
  type LcDetailsValues,
  type ShippingDetailsValues,
} from '@petrobridge/domain';

const grouped = (n: number) => n.toLocaleString('en-US');

/** "Proposed 80.10 USD/bbl for 500,000 bbl, delivery by 2027-01-15: note". */
export function proposalSummary(
  verb: string,
  p: { pricePerUnit: string; volume: number; deliveryDate?: string | null; notes?: string | null },
  deal: { currency: string; volumeUnit: string },
): string {
  return (
    `${verb} ${p.pricePerUnit} ${deal.currency}/${deal.volumeUnit} for ${grouped(p.volume)} ${deal.volumeUnit}` +
    (p.deliveryDate ? `, delivery by ${p.deliveryDate}` : '') +
    (p.notes ? `: ${p.notes}` : '')
  );
}

/** "LC 88-214 issued by Afreximbank, confirmed by Citibank: 3,906,000.00 USD, expires …, documents: …". */
export function lcSummary(lc: LcDetailsValues): string {
  const [whole, cents = '00'] = lc.amount.split('.');
  const amount = `${grouped(Number(whole))}.${cents.padEnd(2, '0')}`;
  const documents = lc.documentsRequired.map((d) => lcDocumentTypeNames[d]).join(', ');
  return (
    `LC ${lc.lcNumber} issued by ${lc.issuingBank}` +
    (lc.confirmingBank ? `, confirmed by ${lc.confirmingBank}` : '') +
    `: ${amount} ${lc.currency}, expires ${lc.expiryDate}, latest shipment ${lc.latestShipmentDate}` +
    (documents ? `; documents: ${documents}` : '')
  );
}

/** "MT Bonny Star (IMO 9321483), Bonny → Houston, B/L BL-22 of 2026-11-20, ETA 2026-12-09". */
export function shippingSummary(s: ShippingDetailsValues): string {
  return (
    `${s.vesselName}${s.imoNumber ? ` (IMO ${s.imoNumber})` : ''}, ${s.loadPort} → ${s.dischargePort}` +
    (s.billOfLadingNumber
      ? `, B/L ${s.billOfLadingNumber} of ${s.billOfLadingDate}`
      : ', bill of lading not issued yet') +
    `, ETA ${s.eta}`
  );
}
