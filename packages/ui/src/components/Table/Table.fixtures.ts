import type { SortDescriptor } from 'react-aria-components';

/** Story data only: deterministic deals for the Table stories and the Tables pattern. */
export interface DealRow {
  id: string;
  reference: string;
  product: string;
  counterparty: string;
  volume: number;
  price: number;
  status: string;
  updated: string;
}

const products = ['Bonny Light', 'Brent', 'WTI', 'Qua Iboe', 'Forcados', 'Escravos', 'Agbami'];
const counterparties = [
  'Niger Delta Petroleum',
  'Rotterdam Refining BV',
  'Gulf Coast Energy LLC',
  'Lagos Marine Trading',
  'Hamburg Fuel AG',
  'Atlantic Crude Partners',
];
const statuses = [
  'negotiation',
  'lc_pending',
  'lc_confirmed',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
];

/** `count` deals, the same every time (a linear congruential sequence, no Math.random). */
export function makeDeals(count: number): DealRow[] {
  const rows: DealRow[] = [];
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = 0; i < count; i += 1) {
    const day = 1 + Math.floor(next() * 28);
    rows.push({
      id: String(i + 1),
      reference: `PB-2024-${String(i + 1).padStart(6, '0')}`,
      product: products[Math.floor(next() * products.length)] ?? 'Brent',
      counterparty: counterparties[Math.floor(next() * counterparties.length)] ?? 'Hamburg Fuel AG',
      volume: 50_000 + Math.floor(next() * 190) * 5_000,
      price: Math.round((70 + next() * 20) * 100) / 100,
      status: statuses[Math.floor(next() * statuses.length)] ?? 'negotiation',
      updated: `2024-03-${String(day).padStart(2, '0')}`,
    });
  }
  return rows;
}

const collator = new Intl.Collator('en-US', { numeric: true });

/** Sorts a copy of the rows by a column key, as a server or a hook would. */
export function sortDeals(rows: DealRow[], descriptor: SortDescriptor | undefined): DealRow[] {
  if (!descriptor?.column) return rows;
  const key = descriptor.column as keyof DealRow;
  const sign = descriptor.direction === 'descending' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : collator.compare(String(x), String(y));
    return order * sign;
  });
}
