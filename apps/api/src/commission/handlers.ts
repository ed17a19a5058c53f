/**
 * The commission ledger (openapi.yaml, tag commission): every deal of a broker (or of the platform, for
 * admins) from its lock on as an entry — expected while locked, earned once completed, void when
 * cancelled (docs/product.md#figures) — with USD
 * totals by state and by month computed in the database over all entries, and its CSV export.
 */
import { Readable } from 'node:stream';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { csvRow } from '../lib/csv';
import { ledgerEntries, ledgerScope, ledgerSums } from './queries';
import { CSV_HEADER, csvLine, ledgerFigures } from './rules';

export function commissionHandlers(services: Services) {
  const { db } = services.database;

  return {
    async listCommissionLedger(request, reply) {
      const user = userOf(request);
      const q = request.query;
      const where = ledgerScope(user, q);
      const [page, sums] = await Promise.all([
        ledgerEntries(db, where, q.limit ?? 100, q.offset ?? 0),
        ledgerSums(db, where),
      ]);
      const { total, totals, byMonth, otherCurrencyCount } = ledgerFigures(sums);
      reply.header('x-total-count', String(total));
      return { entries: page, total, totals, byMonth, otherCurrencyCount };
    },

    async exportCommissionLedger(request, reply) {
      const user = userOf(request);
      const where = ledgerScope(user, request.query);
      const BATCH = 500;
      async function* lines() {
        yield `\uFEFF${csvRow(CSV_HEADER)}`;
        for (let offset = 0; ; offset += BATCH) {
          const rows = await ledgerEntries(db, where, BATCH, offset);
          yield rows.map(csvLine).join('');
          if (rows.length < BATCH) return;
        }
      }
      const today = services.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="commission-${today}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines()));
    },
  } satisfies Partial<Handlers>;
}
