/** The super admin panel: platform metrics, all users, companies and deals, commission changes. */
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { toCompanyListItem, toUser, type S } from '../http/serialize';
import { dealFor } from '../lib/deal-view';
import {
  allCompanies,
  allUsers,
  changeDealCommission,
  dealsWithCompanies,
  metricsFigures,
} from './queries';
import { superAdminMetrics, toAdminDealRow } from './rules';

export function superAdminHandlers(services: Services) {
  const { db } = services.database;
  return {
    async getSuperAdminMetrics(): Promise<S<'SuperAdminMetrics'>> {
      const now = services.now().getTime();
      return superAdminMetrics(await metricsFigures(db, now), now);
    },

    async listSuperAdminUsers() {
      return (await allUsers(db)).map(toUser);
    },

    async listSuperAdminCompanies() {
      return (await allCompanies(db)).map(toCompanyListItem);
    },

    async listSuperAdminDeals(request): Promise<S<'AdminDealRow'>[]> {
      return (await dealsWithCompanies(db, request.query.status)).map(toAdminDealRow);
    },

    async updateDealCommission(request) {
      const user = userOf(request);
      const updated = await changeDealCommission(
        db,
        user,
        request.params.dealId,
        request.body,
        services.now(),
      );
      return await dealFor(db, updated, user);
    },
  } satisfies Partial<Handlers>;
}
