/** The commission ledger's rules without a database: its totals by state and month, and its CSV lines. */
import { fromScaled, productTypeNames, toScaled } from '@petrobridge/domain';
import type { S } from '../http/serialize';
import { csvRow } from '../lib/csv';
import type { LedgerEntry, LedgerSums } from './queries';

type State = S<'CommissionState'>;

const zero = '0.00';
const allZero = () => ({ expected: zero, earned: zero, void: zero });
const add = (a: string, b: string) => fromScaled(toScaled(a, 2) + toScaled(b, 2), 2);

/** The ledger's figures from its sums: totals by state, the last 12 months, counts. */
export function ledgerFigures({ states, months }: LedgerSums) {
  const totals = { expected: zero, earned: zero, void: zero };
  for (const s of states) totals[s.state] = add(totals[s.state], s.amount);
  const monthRows = new Map<string, { month: string } & Record<State, string>>();
  for (const m of months) {
    if (!monthRows.has(m.month) && monthRows.size === 12) continue;
    const row = monthRows.get(m.month) ?? { month: m.month, ...allZero() };
    row[m.state] = add(row[m.state], m.amount);
    monthRows.set(m.month, row);
  }
  return {
    total: states.reduce((n, s) => n + s.n, 0),
    totals,
    byMonth: [...monthRows.values()],
    otherCurrencyCount: states.reduce((n, s) => n + s.other, 0),
  };
}

/** The CSV export's header. */
export const CSV_HEADER = [
  'Deal number',
  'Product',
  'Status',
  'State',
  'Month',
  'Total value',
  'Currency',
  'Commission rate',
  'Commission amount',
  'Broker',
];

/** An entry as a line of the CSV export. */
export const csvLine = (e: LedgerEntry) =>
  csvRow([
    e.dealNumber,
    productTypeNames[e.productType],
    e.status.replaceAll('_', ' '),
    e.state,
    e.month,
    e.totalValue,
    e.currency,
    e.commissionRate,
    e.commissionAmount,
    e.brokerName,
  ]);
