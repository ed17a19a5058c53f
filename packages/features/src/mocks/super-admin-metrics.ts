/** The super admin panel's metrics and its recent platform activity, as the fake server answers them. */
import type { Schema } from '@petrobridge/api-client';
import { commissionFigures, toMetricTons, type DealStatus } from '@petrobridge/domain';
import { mockDb, type User } from './db';

/** A time of the demo day (the recent activity and the audit log are dated on it). */
export const at = (time: string) => `2026-11-26T${time}:00.000Z`;

/** Recent Activity over the mock database's deals and companies, newest first. */
export function sampleActivity(): Schema<'PlatformActivity'>[] {
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
  // Commission earned (docs/product.md#figures): completed USD deals, as the server.
  const earned = commissionFigures(
    db.deals.map((d) => ({ ...d, commissionAmount: d.commissionAmount ?? null })),
  ).earned;
  const totalVolume = Math.round(
    live.reduce((s, d) => s + toMetricTons(d.volume, d.volumeUnit, d.productType), 0),
  );
  const matched = new Set(db.deals.map((d) => d.rfqId).filter(Boolean)).size;
  const ofRole = (role: User['role'], active: (u: User) => boolean) =>
    db.users.filter((u) => u.role === role && active(u)).length;
  return {
    totalDeals: db.deals.length,
    totalVolume,
    totalCommission: earned,
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
      commission: { current: earned, previous: '0.00' },
      matchSuccess: { current: null, previous: null },
    },
    recentActivity: sampleActivity(),
  };
}
