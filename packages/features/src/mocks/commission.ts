/** GET /api/commission: the broker's commission ledger, as the server computes it. */
import { commissionStateOf, isStaffRole } from '@petrobridge/domain';
import { visibleDeals } from './deal-state';
import { caller, http, json, problem } from './http';

export const commissionHandlers = [
  http.get('/api/commission', ({ request }) => {
    const user = caller();
    if (user instanceof Response) return user;
    if (!isStaffRole(user.role)) return problem(403, 'Only brokers and admins see commission');
    const url = new URL(request.url);
    const wanted = url.searchParams.get('state');
    // An entry from the lock on (docs/product.md#figures): negotiation has no commission state.
    const entries = visibleDeals(user)
      .flatMap((d) => {
        const state = commissionStateOf(d.status);
        return state ? [{ d, state }] : [];
      })
      .map(({ d, state }) => ({
        dealId: d.id,
        dealNumber: d.dealNumber,
        productType: d.productType,
        status: d.status,
        state,
        month: d.createdAt.slice(0, 7),
        totalValue: d.totalValue,
        currency: d.currency,
        commissionRate: d.commissionRate ?? '2.50',
        commissionAmount: d.commissionAmount ?? null,
        brokerName: 'Demo Broker',
      }))
      .filter((e) => !wanted || e.state === wanted);
    const usd = entries.filter((e) => e.currency === 'USD');
    const sumOf = (list: typeof entries, state: string) =>
      list
        .filter((e) => e.state === state)
        .reduce((n, e) => n + Number(e.commissionAmount ?? 0), 0)
        .toFixed(2);
    const months = [...new Set(entries.map((e) => e.month))].sort().reverse().slice(0, 12);
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    return json({
      entries: entries.slice(offset, offset + limit),
      total: entries.length,
      totals: {
        expected: sumOf(usd, 'expected'),
        earned: sumOf(usd, 'earned'),
        void: sumOf(usd, 'void'),
      },
      byMonth: months.map((month) => {
        const of = usd.filter((e) => e.month === month);
        return {
          month,
          expected: sumOf(of, 'expected'),
          earned: sumOf(of, 'earned'),
          void: sumOf(of, 'void'),
        };
      }),
      otherCurrencyCount: entries.length - usd.length,
    });
  }),
];
