/**
 * The super admin panel's resources as the server answers them (apps/api/src/routes/super-admin.ts,
 * user-admin.ts): the platform metrics with their trends and Recent Activity, the admin deal table,
 * commission changes, every user and company, and the broker verification queue with its decisions.
 * Admins and super admins only (403 otherwise), 401 signed out. Dates are fixed: the Recent Activity
 * lines sit on the morning of Storybook's display clock (2026-11-26), so "45 minutes ago" never ages.
 */
import type { HttpResponse } from 'msw';
import type { Schema } from '@petrobridge/api-client';
import {
  commissionAmount,
  commissionRateSchema,
  dealStatuses,
  isAdminRole,
  oversightMessages,
  toFieldProblems,
  toWholeMetricTons,
  type DealStatus,
} from '@petrobridge/domain';
import { mockDb, type User } from './db';
import { mockUser } from './role';
import { usersByRole } from './users';
import { http, json, problem, type Problem } from './http';
import { at, superAdminMetrics } from './super-admin-metrics';

function admin(message = 'Super admin panel only'): User | HttpResponse<Problem> {
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
  deactivatedAt: null,
  deactivationReason: null,
  ...u,
});

// ───────────────────────────── oversight (issue 16) ─────────────────────────────

type AuditEntry = Schema<'AuditLogEntry'>;

/** A deactivated seller: stories add it to the users they need it in. */
export const deactivatedSeller: User = {
  ...usersByRole.seller,
  id: '00000000-0000-4000-8000-00000000000a',
  email: 'former.seller@example.com',
  firstName: 'Femi',
  lastName: 'Adeyemi',
  deactivatedAt: '2026-11-24T10:00:00.000Z',
  deactivationReason: 'Repeated fraudulent listings',
  createdAt: '2026-10-02T09:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};

const actorOf = (u: User): AuditEntry['actor'] => ({
  id: u.id,
  name: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email,
  email: u.email,
  role: u.role,
});

/** The audit log of the current mock database (a new database starts from the sample). */
const auditLogs = new WeakMap<object, AuditEntry[]>();
export function mockAuditLog(): AuditEntry[] {
  const db = mockDb();
  let log = auditLogs.get(db);
  if (!log) auditLogs.set(db, (log = sampleAuditLog()));
  return log;
}

/** A few recorded actions on the seed's objects, newest first. */
export function sampleAuditLog(): AuditEntry[] {
  const db = mockDb();
  const company = db.companies.find((c) => c.kycStatus === 'approved');
  const deal = db.deals.find((d) => d.status === 'negotiation');
  const entries: AuditEntry[] = [
    {
      id: 'a0000000-0000-4000-8000-000000000001',
      action: 'broker_approved',
      targetType: 'user',
      targetId: usersByRole.broker.id,
      details: {
        email: usersByRole.broker.email,
        notes: 'Licence verified',
        before: { approvalStatus: 'pending' },
        after: { approvalStatus: 'approved' },
      },
      actor: actorOf(usersByRole.admin),
      createdAt: at('07:30'),
    },
  ];
  if (deal)
    entries.push({
      id: 'a0000000-0000-4000-8000-000000000002',
      action: 'commission_rate_changed',
      targetType: 'deal',
      targetId: deal.id,
      details: {
        dealNumber: deal.dealNumber,
        before: { commissionRate: '2.50' },
        after: { commissionRate: deal.commissionRate ?? '2.50' },
      },
      actor: actorOf(usersByRole.super_admin),
      createdAt: at('05:05'),
    });
  if (company)
    entries.push({
      id: 'a0000000-0000-4000-8000-000000000003',
      action: 'company_kyc_reviewed',
      targetType: 'company',
      targetId: company.id,
      details: {
        name: company.name,
        notes: 'All documents in order',
        before: { kycStatus: 'under_review' },
        after: { kycStatus: 'approved' },
      },
      actor: actorOf(usersByRole.admin),
      createdAt: '2026-11-20T10:00:00.000Z',
    });
  return entries;
}

/** Records an action as the server does (newest first). */
function audit(actor: User, entry: Omit<AuditEntry, 'id' | 'actor' | 'createdAt'>) {
  const log = mockAuditLog();
  log.unshift({
    ...entry,
    id: `a1000000-0000-4000-8000-${String(log.length + 1).padStart(12, '0')}`,
    actor: actorOf(actor),
    createdAt: at('08:30'),
  });
}

const reasonOf = async (request: Request, required: boolean) => {
  const body = (await request.json().catch(() => null)) as { reason?: unknown } | null;
  const reason = typeof body?.reason === 'string' ? body.reason.trim() : '';
  if (required && !reason)
    return json(
      {
        message: 'Invalid request',
        errors: [{ path: 'reason', message: oversightMessages.reasonRequired }],
      },
      400,
    );
  return reason || undefined;
};

/** Deactivates or reactivates a mock account with the server's refusals. */
async function changeUser(
  params: Record<string, unknown>,
  request: Request,
  action: 'deactivate' | 'reactivate',
) {
  const deactivating = action === 'deactivate';
  const viewer = admin(`Only admins ${action} accounts`);
  if (viewer instanceof Response) return viewer;
  const reason = await reasonOf(request, deactivating);
  if (reason instanceof Response) return reason;
  const users = mockDb().users;
  const index = users.findIndex((u) => u.id === params.id);
  if (index < 0) return problem(404, 'User not found');
  const target = withApproval(users[index]!);
  if (target.id === viewer.id) return problem(403, `You cannot ${action} your own account`);
  if (target.role === 'super_admin' && viewer.role !== 'super_admin')
    return problem(403, 'Only a super admin can deactivate or reactivate a super admin');
  if (deactivating === Boolean(target.deactivatedAt))
    return problem(
      409,
      deactivating ? 'This account is already deactivated' : 'This account is active',
    );
  const updated: User = {
    ...target,
    deactivatedAt: deactivating ? at('08:30') : null,
    deactivationReason: deactivating ? reason! : null,
  };
  users[index] = updated;
  audit(viewer, {
    action: deactivating ? 'user_deactivated' : 'user_reactivated',
    targetType: 'user',
    targetId: target.id,
    details: {
      ...(reason ? { reason } : {}),
      email: target.email,
      before: { active: !deactivating },
      after: { active: deactivating ? false : true },
    },
  });
  return json(updated);
}

/** Deactivates or reactivates a mock company. */
async function changeCompany(
  params: Record<string, unknown>,
  request: Request,
  action: 'deactivate' | 'reactivate',
) {
  const deactivating = action === 'deactivate';
  const viewer = admin(`Only admins ${action} companies`);
  if (viewer instanceof Response) return viewer;
  const reason = await reasonOf(request, deactivating);
  if (reason instanceof Response) return reason;
  const company = mockDb().companies.find((c) => c.id === params.id);
  if (!company) return problem(404, 'Company not found');
  if (deactivating !== company.isActive)
    return problem(
      409,
      deactivating ? 'This company is already deactivated' : 'This company is active',
    );
  company.isActive = !deactivating;
  company.deactivationReason = deactivating ? reason! : null;
  company.deactivatedAt = deactivating ? at('08:30') : null;
  audit(viewer, {
    action: deactivating ? 'company_deactivated' : 'company_reactivated',
    targetType: 'company',
    targetId: company.id,
    details: {
      ...(reason ? { reason } : {}),
      name: company.name,
      before: { active: !deactivating },
      after: { active: !company.isActive ? false : true },
    },
  });
  return json(company);
}

const auditTargetTypes = [
  'user',
  'company',
  'offer',
  'rfq',
  'deal',
  'kyc_document',
  'payment_link',
  'subscription_plan',
  'payment_transaction',
  'customer_subscription',
];

/** Deactivation, reactivation and the audit log, as apps/api/src/routes/oversight.ts answers them. */
export const oversightHandlers = [
  http.post('/api/admin/users/{id}/deactivate', ({ params, request }) =>
    changeUser(params, request, 'deactivate'),
  ),
  http.post('/api/admin/users/{id}/reactivate', ({ params, request }) =>
    changeUser(params, request, 'reactivate'),
  ),
  http.post('/api/admin/companies/{id}/deactivate', ({ params, request }) =>
    changeCompany(params, request, 'deactivate'),
  ),
  http.post('/api/admin/companies/{id}/reactivate', ({ params, request }) =>
    changeCompany(params, request, 'reactivate'),
  ),
  http.get('/api/admin/audit-log', ({ request }) => {
    const viewer = admin('Only admins read the audit log');
    if (viewer instanceof Response) return viewer;
    const q = new URL(request.url).searchParams;
    const type = q.get('targetType');
    if (type && !auditTargetTypes.includes(type)) return problem(400, 'Invalid request');
    const limit = Number(q.get('limit') ?? 100);
    const offset = Number(q.get('offset') ?? 0);
    const rows = mockAuditLog().filter(
      (e) =>
        (!type || e.targetType === type) &&
        (!q.get('targetId') || e.targetId === q.get('targetId')) &&
        (!q.get('actor') || e.actor?.id === q.get('actor')),
    );
    return json(rows.slice(offset, offset + limit), 200, { 'X-Total-Count': String(rows.length) });
  }),
];

/** Newest first, like the server. */
const usersNewestFirst = () =>
  [...mockDb().users]
    .map(withApproval)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));

export const superAdminHandlers = [
  http.get('/api/super-admin/metrics', () => {
    const user = admin();
    return user instanceof Response ? user : json(superAdminMetrics());
  }),
  http.get('/api/super-admin/deals', ({ request }) => {
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
  http.put('/api/super-admin/deals/{dealId}/commission', async ({ params, request }) => {
    const user = admin();
    if (user instanceof Response) return user;
    // The server's own rule and messages (0–10 %, two decimals as sent, a reason required).
    const parsed = commissionRateSchema.safeParse((await request.json().catch(() => null)) ?? {});
    if (!parsed.success)
      return problem(400, 'Invalid request', { errors: toFieldProblems(parsed.error) });
    const deal = mockDb().deals.find((d) => d.id === params.dealId);
    if (!deal) return problem(404, 'Deal not found');
    if (deal.status === 'completed')
      return problem(409, 'The commission of a completed deal is fixed');
    if (deal.status === 'cancelled')
      return problem(409, 'The commission of a cancelled deal is void');
    deal.commissionRate = parsed.data.commissionRate;
    deal.commissionAmount =
      deal.totalValue === null ? null : commissionAmount(deal.totalValue, deal.commissionRate);
    return json(deal);
  }),
  http.get('/api/super-admin/users', () => {
    const user = admin();
    return user instanceof Response ? user : json(usersNewestFirst());
  }),
  http.get('/api/super-admin/companies', () => {
    const user = admin();
    if (user instanceof Response) return user;
    return json([...mockDb().companies].sort((a, b) => a.name.localeCompare(b.name)));
  }),
  http.get('/api/admin/users', ({ request }) => {
    const user = admin('Only admins manage accounts');
    if (user instanceof Response) return user;
    const url = new URL(request.url);
    const role = url.searchParams.get('role');
    const status = url.searchParams.get('status');
    const companies = mockDb().companies;
    return json(
      usersNewestFirst()
        .filter((u) => (!role || u.role === role) && (!status || u.approvalStatus === status))
        .map((u) => ({
          ...u,
          companies: companies
            .filter((c) => c.ownerId === u.id)
            .map((c) => ({ id: c.id, name: c.name }))
            .sort((a, b) => a.name.localeCompare(b.name)),
          // A broker awaiting approval has not been let in yet; the others last signed in when their
          // record last changed (the mock has no sign-ins).
          lastSignInAt: u.approvalStatus === 'pending' ? null : u.updatedAt,
        })),
    );
  }),
  http.patch('/api/admin/users/{id}/approval', async ({ params, request }) => {
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
