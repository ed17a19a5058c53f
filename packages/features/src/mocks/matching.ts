/**
 * The broker's candidates, as the server computes them (apps/api/src/routes/matching.ts): `matchOffer`
 * of packages/domain over the mock database, best first, score 0 left out, owners' identities shown.
 */
import type { HttpResponse } from 'msw';
import type { Schema } from '@petrobridge/api-client';
import { isStaffRole, matchOffer, type MatchResult } from '@petrobridge/domain';
import { mockDb } from './db';
import { mockUser } from './role';
import { http, json, problem, type Problem, unauthorizedResponse } from './http';

/** The mock world's today: the seed's listings were posted on it (db.ts's `stamp`). */
export const MOCK_TODAY = '2024-06-03';

function guard(): HttpResponse<Problem> | null {
  const user = mockUser();
  if (!user) return unauthorizedResponse();
  if (!isStaffRole(user.role)) return problem(403, 'Only brokers and admins match listings');
  return null;
}

const approved = (companyId: string | undefined) =>
  mockDb().companies.find((c) => c.id === companyId)?.kycStatus === 'approved';

function ranked<T extends MatchResult>(request: Request, items: T[]): T[] {
  const limit = Number(new URL(request.url).searchParams.get('limit') ?? 20);
  return items
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

export const matchingHandlers = [
  http.get('/api/rfqs/{id}/candidates', ({ request, params }) => {
    const denied = guard();
    if (denied) return denied;
    const rfq = mockDb().rfqs.find((r) => r.id === params.id);
    if (!rfq) return problem(404, 'RFQ not found');
    const scored = mockDb()
      .offers.filter((o) => o.isActive && o.productType === rfq.productType)
      .map((offer) => ({
        ...matchOffer(offer, rfq, {
          today: MOCK_TODAY,
          sellerKycApproved: approved(offer.companyId),
        }),
        offer,
      }));
    return json(ranked(request, scored) satisfies Schema<'OfferCandidate'>[]);
  }),
  http.get('/api/offers/{id}/candidates', ({ request, params }) => {
    const denied = guard();
    if (denied) return denied;
    const offer = mockDb().offers.find((o) => o.id === params.id);
    if (!offer) return problem(404, 'Offer not found');
    const context = { today: MOCK_TODAY, sellerKycApproved: approved(offer.companyId) };
    const scored = mockDb()
      .rfqs.filter(
        (r) =>
          r.isActive && r.productType === offer.productType && r.requiredDeliveryDate >= MOCK_TODAY,
      )
      .map((rfq) => ({ ...matchOffer(offer, rfq, context), rfq }));
    return json(ranked(request, scored) satisfies Schema<'RfqCandidate'>[]);
  }),
];
