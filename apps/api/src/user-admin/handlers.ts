/**
 * Account administration: the user list and broker verification. Who may call them (admins and super
 * admins) is the contract's x-roles, checked before the handler.
 */
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { toUser } from '../http/serialize';
import { forgetUserSessions } from '../auth/sessions';
import { companiesOwnedBy, decideBrokerApproval, usersWhere } from './queries';

export function userAdminHandlers(services: Services) {
  const { db } = services.database;

  return {
    async listAdminUsers(request) {
      const rows = await usersWhere(db, request.query);
      const owned = await companiesOwnedBy(
        db,
        rows.map((u) => u.id),
      );
      const byOwner = new Map<string, Array<{ id: string; name: string }>>();
      for (const c of owned)
        byOwner.set(c.ownerId, [...(byOwner.get(c.ownerId) ?? []), { id: c.id, name: c.name }]);
      return rows.map((u) => ({
        ...toUser(u),
        companies: byOwner.get(u.id) ?? [],
        lastSignInAt: u.lastSignInAt ? u.lastSignInAt.toISOString() : null,
      }));
    },

    async reviewBrokerApproval(request) {
      const admin = userOf(request);
      const { id } = request.params;
      const updated = await decideBrokerApproval(db, admin, id, request.body, services.now());
      // The broker's own requests must see the decision at once, not after the session cache's 5 s.
      forgetUserSessions(services, id);
      return toUser(updated);
    },
  } satisfies Partial<Handlers>;
}
