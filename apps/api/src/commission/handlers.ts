/**
 * The commission ledger (openapi.yaml, tag commission): every deal of a broker (or of the platform, for
 * admins) from its lock on as an entry — expected while locked, earned once completed, void when
 * cancelled (docs/product.md#figures) — with USD
 * totals by state and by month computed in the database over all entries, and its CSV export.
 */
import { Readable } from 'node:stream';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { fromScaled, isAdminRole, productTypeNames, toScaled } from '@petrobridge/domain';
import { deals, users } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import type { UserRow } from '../db/rows';
import type { S } from '../http/serialize';
import { userOf } from '../http/context';
import { csvRow } from '../lib/csv';
import {
  COMMISSION_STATE,
  commissionStateSql,
  completedAt,
  HAS_COMMISSION,
  USD,
  usdSum,
} from '../lib/read-models';

type State = S<'CommissionState'>;

const stateOf = commissionStateSql;
const monthOf = sql<string>`to_char(coalesce(${completedAt}, ${deals.createdAt}) at time zone 'UTC', 'YYYY-MM')`;
const usdSumOf = usdSum(deals.commissionAmount, sql`true`);

/** The entries a caller may see, narrowed by the query's state and (admins) broker. */
function ledgerScope(user: UserRow, q: { state?: State; brokerId?: string }): SQL | undefined {
  return and(
    // An entry from the lock on: a deal in negotiation binds no one and owes no commission.
    HAS_COMMISSION,
    isAdminRole(user.role)
      ? q.brokerId
        ? eq(deals.brokerId, q.brokerId)
        : undefined
      : eq(deals.brokerId, user.id),
    q.state ? COMMISSION_STATE[q.state] : undefined,
  );
}

const brokerName = sql<
  string | null
>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;

const entryColumns = {
  dealId: deals.id,
  dealNumber: deals.dealNumber,
  productType: deals.productType,
  status: deals.status,
  state: stateOf,
  month: monthOf,
  totalValue: deals.totalValue,
  currency: deals.currency,
  commissionRate: deals.commissionRate,
  commissionAmount: deals.commissionAmount,
  brokerName: sql<string | null>`coalesce(${brokerName}, ${users.email})`,
};

const zero = '0.00';
const allZero = () => ({ expected: zero, earned: zero, void: zero });
const add = (a: string, b: string) => fromScaled(toScaled(a, 2) + toScaled(b, 2), 2);

export function commissionHandlers(services: Services) {
  const { db } = services.database;

  const entries = (where: SQL | undefined) =>
    db
      .select(entryColumns)
      .from(deals)
      .leftJoin(users, eq(users.id, deals.brokerId))
      .where(where)
      .orderBy(desc(deals.createdAt), desc(deals.id));

  return {
    async listCommissionLedger(request, reply) {
      const user = userOf(request);
      const q = request.query;
      const where = ledgerScope(user, q);
      const [page, states, months] = await Promise.all([
        entries(where)
          .limit(q.limit ?? 100)
          .offset(q.offset ?? 0),
        db
          .select({
            state: stateOf,
            n: sql<number>`count(*)::int`,
            amount: usdSumOf,
            other: sql<number>`(count(*) filter (where not (${USD})))::int`,
          })
          .from(deals)
          .where(where)
          .groupBy(stateOf),
        db
          .select({ month: monthOf, state: stateOf, amount: usdSumOf })
          .from(deals)
          .where(where)
          .groupBy(monthOf, stateOf)
          .orderBy(desc(monthOf)),
      ]);
      const totals = { expected: zero, earned: zero, void: zero };
      for (const s of states) totals[s.state] = add(totals[s.state], s.amount);
      const monthRows = new Map<string, { month: string } & Record<State, string>>();
      for (const m of months) {
        if (!monthRows.has(m.month) && monthRows.size === 12) continue;
        const row = monthRows.get(m.month) ?? { month: m.month, ...allZero() };
        row[m.state] = add(row[m.state], m.amount);
        monthRows.set(m.month, row);
      }
      const total = states.reduce((n, s) => n + s.n, 0);
      reply.header('x-total-count', String(total));
      return {
        entries: page,
        total,
        totals,
        byMonth: [...monthRows.values()],
        otherCurrencyCount: states.reduce((n, s) => n + s.other, 0),
      };
    },

    async exportCommissionLedger(request, reply) {
      const user = userOf(request);
      const where = ledgerScope(user, request.query);
      const header = [
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
      const BATCH = 500;
      async function* lines() {
        yield `\uFEFF${csvRow(header)}`;
        for (let offset = 0; ; offset += BATCH) {
          const rows = await entries(where).limit(BATCH).offset(offset);
          yield rows
            .map((e) =>
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
              ]),
            )
            .join('');
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
