/**
 * The super admin panel's resources as the server answers them (apps/api/src/routes/super-admin.ts,
 * user-admin.ts): the platform metrics with their trends and Recent Activity, the admin deal table,
 * commission changes, every user and company, and the broker verification queue with its decisions.
 * Admins and super admins only (403 otherwise), 401 signed out. Dates are fixed: the Recent Activity
 * lines sit on the morning of Storybook's display clock (2026-11-26), so "45 minutes ago" never ages.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Schema } from '@petrobridge/api-client';
import {
  commissionAmount,
  dealStatuses,
  isAdminRole,
  toMetricTons,
  toWholeMetricTons,
  type DealStatus,
} from '@petrobridge/domain';
import { mockDb, type User } from './db';
import { mockUser } from './role';
import { usersByRole } from './users';

const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
const problem = (status: number, message: string) => json({ message }, status);

function admin(message = 'Super admin panel only'): User | Response {
  const user = mockUser();
  if (!user) return problem(401, 'Unauthorized');
  return isAdminRole(user.role) ? user : problem(403, message);
}

/** A self-registered broker awaiting verification: stories add it to the users they need it in. */
export const pendingBroker: User = {
  ...usersByRole.broker,
  id: '00000000-0000-4000-8000-000000000009',
  email: 'new.broker@example.com',
  firstName: 'Nadia',
  lastName: 'Okafor',
  approvalStatus: 'pending',
  approvalNotes: null,
  approvalReviewedAt: null,
  createdAt: '2026-11-25T16:20:00.000Z',
  updatedAt: '2026-11-25T16:20:00.000Z',
};

const at = (time: string) => `2026-11-26T${time}:00.000Z`;

/** Recent Activity over the mock database's deals and companies, newest first. */
function sampleActivity(): Schema<'PlatformActivity'>[] {
  const deals = mockDb().deals;
  const companies = mockDb().companies;
  const none = { companyId: null, companyName: null, documentType: null, decision: null };
  const noDeal = { dealId: null, dealNumber: null, fromStatus: null, toStatus: null };
  const deal = (status: DealStatus) => deals.find((d) => d.status === status);
  const lines: Schema<'PlatformActivity'>[] = [];
  const pending = deal('lc_pending');
  if (pending)
    lines.push({
      id: 'f0000000-0000-4000-8000-000000000001',
      kind: 'status_changed',
      createdAt: at('07:15'),
      actorRole: 'broker',
      dealId: pending.id,
      dealNumber: pending.dealNumber,
      fromStatus: 'negotiation',
      toStatus: 'lc_pending',
      ...none,
    });
  const rhine = companies.find((c) => c.kycStatus === 'under_review');
  if (rhine)
    lines.push({
      id: 'f0000000-0000-4000-8000-000000000002',
      kind: 'kyc_document_reviewed',
      createdAt: at('06:40'),
      actorRole: 'admin',
      ...noDeal,
      companyId: rhine.id,
      companyName: rhine.name,
      documentType: 'tax_certificate',
      decision: 'rejected',
    });
  const negotiation = deal('negotiation');
  if (negotiation)
    lines.push(
      {
        id: 'f0000000-0000-4000-8000-000000000003',
        kind: 'commission_changed',
        createdAt: at('05:05'),
        actorRole: 'super_admin',
        dealId: negotiation.id,
        dealNumber: negotiation.dealNumber,
        fromStatus: null,
        toStatus: null,
        ...none,
      },
      {
        id: 'f0000000-0000-4000-8000-000000000004',
        kind: 'created',
        createdAt: at('02:30'),
        actorRole: 'broker',
        dealId: negotiation.id,
        dealNumber: negotiation.dealNumber,
        fromStatus: null,
        toStatus: 'negotiation',
        ...none,
      },
    );
  return lines;
}

/** The platform figures over the mock database, as openapi.yaml's SuperAdminMetrics defines them. */
export function superAdminMetrics(): Schema<'SuperAdminMetrics'> {
  const db = mockDb();
  const live = db.deals.filter((d) => d.status !== 'cancelled');
  const open = db.deals.filter((d) => d.status !== 'completed' && d.status !== 'cancelled');
  const cents = live
    .filter((d) => d.currency === 'USD' && d.commissionAmount !== null)
    .reduce((sum, d) => sum + Math.round(Number(d.commissionAmount) * 100), 0);
  const totalVolume = Math.round(
    live.reduce((s, d) => s + toMetricTons(d.volume, d.volumeUnit, d.productType), 0),
  );
  const matched = new Set(db.deals.map((d) => d.rfqId).filter(Boolean)).size;
  const ofRole = (role: User['role'], active: (u: User) => boolean) =>
    db.users.filter((u) => u.role === role && active(u)).length;
  return {
    totalDeals: db.deals.length,
    totalVolume,
    totalCommission: (cents / 100).toFixed(2),
    aiMatchSuccess: db.rfqs.length ? Math.round((matched / db.rfqs.length) * 100) : 0,
    activeBuyers: ofRole(
      'buyer',
      (u) =>
        db.rfqs.some((r) => r.buyerId === u.id && r.isActive) ||
        open.some((d) => d.buyerId === u.id),
    ),
    activeSellers: ofRole(
      'seller',
      (u) =>
        db.offers.some((o) => o.sellerId === u.id && o.isActive) ||
        open.some((d) => d.sellerId === u.id),
    ),
    activeBrokers: ofRole('broker', (u) => open.some((d) => d.brokerId === u.id)),
    pendingKYC: db.companies.filter(
      (c) => c.kycStatus === 'pending' || c.kycStatus === 'under_review',
    ).length,
    pendingDeals: db.deals.filter((d) => d.status === 'lc_pending').length,
    activeNegotiations: db.deals.filter((d) => d.status === 'negotiation').length,
    // The seed's deals are all of one week: nothing in the 30 days before (no percentage to show).
    trends: {
      deals: { current: db.deals.length, previous: 0 },
      volume: { current: totalVolume, previous: 0 },
      commission: { current: (cents / 100).toFixed(2), previous: '0.00' },
      matchSuccess: { current: null, previous: null },
    },
    recentActivity: sampleActivity(),
  };
}

function dealRow(deal: ReturnType<typeof mockDb>['deals'][number]): Schema<'AdminDealRow'> {
  const name = (id: string | null) => mockDb().companies.find((c) => c.id === id)?.name ?? '';
  return {
    id: deal.id,
    productType: deal.productType,
    quantity: toWholeMetricTons(deal.volume, deal.volumeUnit, deal.productType),
    totalValue: deal.totalValue,
    status: deal.status,
    commissionRate: deal.commissionRate ?? '2.50',
    commissionAmount: deal.commissionAmount ?? null,
    sellerCompany: name(deal.sellerCompanyId),
    buyerCompany: name(deal.buyerCompanyId),
  };
}

const withApproval = (u: User): User => ({
  approvalStatus: 'approved',
  approvalNotes: null,
  approvalReviewedAt: null,
  ...u,
});

/** Newest first, like the server. */
const usersNewestFirst = () =>
  [...mockDb().users]
    .map(withApproval)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));

export const superAdminHandlers: HttpHandler[] = [
  http.get('*/api/super-admin/metrics', () => {
    const user = admin();
    return user instanceof Response ? user : json(superAdminMetrics());
  }),
  http.get('*/api/super-admin/deals', ({ request }) => {
    const user = admin();
    if (user instanceof Response) return user;
    const status = new URL(request.url).searchParams.get('status');
    if (status && !dealStatuses.includes(status as DealStatus))
      return problem(400, 'Invalid request');
    const rows = [...mockDb().deals]
      .filter((d) => !status || d.status === status)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .map(dealRow);
    return json(rows);
  }),
  http.put('*/api/super-admin/deals/:dealId/commission', async ({ params, request }) => {
    const user = admin();
    if (user instanceof Response) return user;
    const body = (await request.json().catch(() => null)) as { commissionRate?: unknown } | null;
    const rate = Number(body?.commissionRate);
    if (body?.commissionRate === '' || !Number.isFinite(rate) || rate < 0 || rate > 100)
      return json(
        {
          message: 'Invalid request',
          errors: [{ path: 'commissionRate', message: 'Commission must be between 0 and 100' }],
        },
        400,
      );
    const deal = mockDb().deals.find((d) => d.id === params.dealId);
    if (!deal) return problem(404, 'Deal not found');
    if (deal.status === 'completed')
      return problem(409, 'The commission of a completed deal is fixed');
    if (deal.status === 'cancelled')
      return problem(409, 'The commission of a cancelled deal is void');
    deal.commissionRate = rate.toFixed(2);
    deal.commissionAmount =
      deal.totalValue === null ? null : commissionAmount(deal.totalValue, deal.commissionRate);
    return json(deal);
  }),
  http.get('*/api/super-admin/users', () => {
    const user = admin();
    return user instanceof Response ? user : json(usersNewestFirst());
  }),
  http.get('*/api/super-admin/companies', () => {
    const user = admin();
    if (user instanceof Response) return user;
    return json([...mockDb().companies].sort((a, b) => a.name.localeCompare(b.name)));
  }),
  http.get('*/api/admin/users', ({ request }) => {
    const user = admin('Only admins manage accounts');
    if (user instanceof Response) return user;
    const url = new URL(request.url);
    const role = url.searchParams.get('role');
    const status = url.searchParams.get('status');
    return json(
      usersNewestFirst().filter(
        (u) => (!role || u.role === role) && (!status || u.approvalStatus === status),
      ),
    );
  }),
  http.patch('*/api/admin/users/:id/approval', async ({ params, request }) => {
    const user = admin('Only admins approve broker accounts');
    if (user instanceof Response) return user;
    const body = (await request.json().catch(() => null)) as {
      decision?: string;
      notes?: string;
    } | null;
    if (body?.decision !== 'approved' && body?.decision !== 'rejected')
      return problem(400, 'Invalid request');
    const users = mockDb().users;
    const index = users.findIndex((u) => u.id === params.id);
    if (index < 0) return problem(404, 'User not found');
    if (users[index]!.role !== 'broker') return problem(409, 'Only brokers need verification');
    const updated: User = {
      ...withApproval(users[index]!),
      approvalStatus: body.decision,
      approvalNotes: body.notes?.trim() || null,
      approvalReviewedAt: at('08:00'),
    };
    users[index] = updated;
    return json(updated);
  }),
];
