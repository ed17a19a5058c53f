/**
 * The sales contract of a locked deal (docs/product.md#deal-page): a PDF written from the deal's terms
 * with pdf-lib — parties, product, quantity, price, total, delivery, payment by letter of credit and
 * the governing terms. The broker's commission is never in it (the seller and the buyer read it).
 * Its SHA-256 is what every signature names.
 */
import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { productTypeNames, type ProductType } from '@petrobridge/domain';

export interface ContractTerms {
  dealNumber: string;
  sellerCompany: string;
  buyerCompany: string;
  productType: ProductType;
  volume: number;
  volumeUnit: string;
  pricePerUnit: string | null;
  totalValue: string | null;
  currency: string;
  deliveryLocation: string | null;
  deliveryDate: string | null;
  lockedAt: Date;
}

const grouped = (amount: string) => {
  const [whole, cents = '00'] = amount.split('.');
  return `${BigInt(whole!).toLocaleString('en-US')}.${cents.padEnd(2, '0')}`;
};

/** The contract's clauses, in order: what the PDF says, and what tests read back. */
export function contractClauses(t: ContractTerms): Array<[string, string]> {
  return [
    ['Seller', t.sellerCompany],
    ['Buyer', t.buyerCompany],
    ['Product', productTypeNames[t.productType]],
    ['Quantity', `${t.volume.toLocaleString('en-US')} ${t.volumeUnit}`],
    [
      'Price',
      t.pricePerUnit === null
        ? 'To be agreed in writing before shipment'
        : `${grouped(t.pricePerUnit)} ${t.currency} per ${t.volumeUnit}`,
    ],
    [
      'Total value',
      t.totalValue === null ? 'To be agreed' : `${grouped(t.totalValue)} ${t.currency}`,
    ],
    [
      'Delivery',
      `${t.deliveryLocation ?? 'Port to be nominated by the Buyer'}, ${t.deliveryDate ? `by ${t.deliveryDate}` : 'on a date to be agreed'}`,
    ],
    [
      'Payment',
      'By irrevocable documentary letter of credit subject to UCP 600, issued by a first-class bank ' +
        'acceptable to the Seller, payable at sight against the documents it lists.',
    ],
    [
      'Quality and quantity',
      'As determined at the load port by an independent inspector appointed by mutual agreement; ' +
        'the inspector’s certificates are final and binding save for fraud or manifest error.',
    ],
    [
      'Governing terms',
      'Incoterms 2020 as stated in the delivery terms. This contract is governed by English law; ' +
        'disputes are finally settled by arbitration in London under the LCIA Rules.',
    ],
  ];
}

/**
 * The text's lines at `width`: words as they fit, and a word wider than a whole line (a 255-character
 * company name without a space) broken where it fills one, so nothing runs off the page.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line)) {
      let cut = 1;
      while (cut < line.length && fits(line.slice(0, cut + 1))) cut++;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Characters outside WinAnsi (the standard fonts' encoding) become '?' rather than failing. */
const printable = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff’–—]/g, '?');

/** The contract's PDF bytes and their SHA-256 (hex). */
export async function renderContract(
  t: ContractTerms,
): Promise<{ bytes: Uint8Array; sha256: string }> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Sales contract ${t.dealNumber}`);
  doc.setAuthor('Petrobridge');
  doc.setCreator('Petrobridge');
  doc.setProducer('Petrobridge');
  doc.setCreationDate(t.lockedAt);
  doc.setModificationDate(t.lockedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const margin = 56;
  let page: PDFPage = doc.addPage([595.28, 841.89]); // A4
  const width = page.getWidth() - 2 * margin;
  let y = page.getHeight() - margin;
  const write = (text: string, font: PDFFont, size: number, gap = 4) => {
    for (const line of wrap(printable(text), font, size, width)) {
      if (y < margin + size) {
        page = doc.addPage([595.28, 841.89]);
        y = page.getHeight() - margin;
      }
      page.drawText(line, { x: margin, y: y - size, size, font, color: rgb(0.1, 0.1, 0.12) });
      y -= size + gap;
    }
  };

  write('SALES CONTRACT', bold, 18, 8);
  write(
    `Contract ${t.dealNumber}, concluded on ${t.lockedAt.toISOString().slice(0, 10)}`,
    regular,
    10,
    16,
  );
  for (const [term, text] of contractClauses(t)) {
    write(term, bold, 11, 2);
    write(text, regular, 10, 12);
  }
  y -= 12;
  write(
    'Signed electronically on Petrobridge by the Seller and the Buyer. Each signature records the signer, ' +
      'the time and the SHA-256 of this document.',
    regular,
    9,
    24,
  );
  write('For the Seller: ______________________________', regular, 10, 18);
  write('For the Buyer: _______________________________', regular, 10, 18);

  const bytes = await doc.save({ useObjectStreams: false });
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
