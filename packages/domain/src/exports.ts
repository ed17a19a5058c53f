/**
 * The CSV exports (RFC 4180, UTF-8): the deal list's columns and the cell rule, which the server
 * streams and the fake server of the stories answers alike.
 */
import type { DealStatus } from './deals';
import { productTypeNames, type ProductType } from './enums';

/** The columns of the deal list's CSV export; brokers, admins and super admins also get commission. */
export const dealExportHeader = (withCommission: boolean) => [
  'Deal number',
  'Product',
  'Volume',
  'Unit',
  'Price per unit',
  'Currency',
  'Total value',
  'Status',
  'Seller company',
  'Buyer company',
  'Delivery location',
  'Delivery date',
  'Created at',
  ...(withCommission ? ['Commission rate', 'Commission amount'] : []),
];

/** A deal as its viewer reads it (names already disclosed or not), the fields the export writes. */
export interface DealExportFields {
  dealNumber: string;
  productType: ProductType;
  volume: number | string;
  volumeUnit: string;
  pricePerUnit: string | null;
  currency: string;
  totalValue: string | null;
  status: DealStatus;
  sellerCompanyName?: string;
  buyerCompanyName?: string;
  deliveryLocation: string | null;
  deliveryDate: string | null;
  createdAt: string;
  commissionRate?: string | null;
  commissionAmount?: string | null;
}

/** One row of the deal export, in the order of {@link dealExportHeader}. */
export const dealExportCells = (d: DealExportFields, withCommission: boolean) => [
  d.dealNumber,
  productTypeNames[d.productType],
  d.volume,
  d.volumeUnit,
  d.pricePerUnit,
  d.currency,
  d.totalValue,
  d.status.replaceAll('_', ' '),
  d.sellerCompanyName,
  d.buyerCompanyName,
  d.deliveryLocation,
  d.deliveryDate,
  d.createdAt,
  ...(withCommission ? [d.commissionRate, d.commissionAmount] : []),
];

/**
 * A formula character (= + - @ tab CR) where a spreadsheet starts a cell: at the start of the text, or
 * after a separator — `,` for most locales, `;` for those whose decimal mark is a comma (Rotterdam,
 * Hamburg, Marseille open `Acme;=1+1;Ltd` as three cells, the middle one a formula). Spaces before it
 * do not make it text.
 */
const FORMULA_START = /(^|[,;])( *)([=+\-@\t\r])/g;

/** RFC 4180 cell; a formula character that could start a spreadsheet cell is neutralised with `'`. */
export function csvCell(value: string | number | null | undefined): string {
  const raw = value === null || value === undefined ? '' : String(value);
  const text = raw.replace(
    FORMULA_START,
    (_m, before: string, spaces: string, c: string) => `${before}${spaces}'${c}`,
  );
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV row of the exports, CRLF-terminated. */
export const csvRow = (cells: Array<string | number | null | undefined>) =>
  `${cells.map(csvCell).join(',')}\r\n`;
