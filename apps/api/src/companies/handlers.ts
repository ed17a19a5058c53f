/** Companies: the caller's list, one company, its KYC history, registration, the KYC review queue and decisions. */
import { isAdminRole } from '@petrobridge/domain';
import type { Services } from '../services';
import type { CompanyRow } from '../db/rows';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { notFound } from '../http/errors';
import { toCompany, type S } from '../http/serialize';
import {
  assertMayRegisterCompany,
  completionAsOf,
  currentDocumentIds,
  visibleCompany,
} from '../lib/companies';
import {
  companiesInScope,
  decideCompanyKyc,
  insertCompany,
  kycDecisions,
  kycReviewQueue,
} from './queries';
import { COMPANY_NOT_FOUND, toKycDecisionEntry } from './rules';

export function companyHandlers(services: Services) {
  const { db } = services.database;

  async function withDocuments(rows: CompanyRow[]) {
    const ids = rows.map((r) => r.id);
    const [docs, completion] = await Promise.all([
      currentDocumentIds(db, ids),
      completionAsOf(db, ids, services.now()),
    ]);
    return rows.map((r) =>
      toCompany(
        { ...r, kycCompletionPercentage: completion.get(r.id) ?? r.kycCompletionPercentage },
        docs.get(r.id) ?? [],
      ),
    );
  }

  return {
    async listCompanies(request) {
      return withDocuments(await companiesInScope(db, userOf(request)));
    },

    async getCompany(request) {
      const company = await visibleCompany(db, userOf(request), request.params.id);
      if (!company) throw notFound(COMPANY_NOT_FOUND);
      return (await withDocuments([company]))[0]!;
    },

    async listCompanyKycHistory(request): Promise<S<'KycDecisionEntry'>[]> {
      // Owner, admins, and approved brokers within their scope (unverified brokers stop at the hook).
      const company = await visibleCompany(db, userOf(request), request.params.id);
      if (!company) throw notFound(COMPANY_NOT_FOUND);
      return (await kycDecisions(db, company.id)).map(toKycDecisionEntry);
    },

    async createCompany(request, reply) {
      const user = userOf(request);
      // A deactivated account, or the owner of a deactivated company, cannot start afresh (issue 28).
      await assertMayRegisterCompany(db, user);
      const created = await insertCompany(db, user, request.body);
      return reply.status(201).send(toCompany(created, []));
    },

    async listKycReviewCompanies() {
      return withDocuments(await kycReviewQueue(db));
    },

    async reviewCompanyKyc(request) {
      const user = userOf(request);
      const { id } = request.params;
      const now = services.now();
      // Brokers decide on the review queue only; admins may also revisit a decision.
      const brokerOnly = !isAdminRole(user.role);
      if (brokerOnly && !(await visibleCompany(db, user, id))) throw notFound(COMPANY_NOT_FOUND);
      const company = await decideCompanyKyc(db, user, id, request.body, brokerOnly, now);
      return (await withDocuments([company]))[0]!;
    },
  } satisfies Partial<Handlers>;
}
