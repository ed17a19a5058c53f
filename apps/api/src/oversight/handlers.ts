/**
 * Oversight by admins and super admins (issue 16): deactivating and reactivating accounts and companies,
 * and the audit log of every administrative action. Who may call them (admins and super admins) is the
 * contract's x-roles, checked before the handler; each action writes its audit entry in its own
 * transaction.
 */
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { toCompany, toUser, type S } from '../http/serialize';
import { forgetUserSessions } from '../auth/sessions';
import type { CompanyRow } from '../db/rows';
import { currentDocumentIds } from '../lib/companies';
import {
  auditLogPage,
  deactivateAccount,
  deactivateCompanyRow,
  reactivateAccount,
  reactivateCompanyRow,
} from './queries';
import { displayName } from './rules';

export function oversightHandlers(services: Services) {
  const { db } = services.database;

  async function companyPayload(row: CompanyRow) {
    const docs = await currentDocumentIds(db, [row.id]);
    return toCompany(row, docs.get(row.id) ?? []);
  }

  return {
    async deactivateUser(request) {
      const admin = userOf(request);
      const { id } = request.params;
      const updated = await deactivateAccount(db, admin, id, request.body.reason, services.now());
      // This process's cached sessions of the account go too (not after the cache's 5 s).
      forgetUserSessions(services, id);
      return toUser(updated);
    },

    async reactivateUser(request) {
      const admin = userOf(request);
      const { id } = request.params;
      const updated = await reactivateAccount(db, admin, id, request.body.reason, services.now());
      forgetUserSessions(services, id);
      return toUser(updated);
    },

    async deactivateCompany(request) {
      const admin = userOf(request);
      const row = await deactivateCompanyRow(
        db,
        admin,
        request.params.id,
        request.body.reason,
        services.now(),
      );
      return companyPayload(row);
    },

    async reactivateCompany(request) {
      const admin = userOf(request);
      const row = await reactivateCompanyRow(
        db,
        admin,
        request.params.id,
        request.body.reason,
        services.now(),
      );
      return companyPayload(row);
    },

    async listAuditLog(request, reply): Promise<S<'AuditLogEntry'>[]> {
      const { rows, total } = await auditLogPage(db, request.query);
      reply.header('x-total-count', String(total));
      return rows.map(({ entry, actor: a }) => ({
        id: entry.id,
        action: entry.action,
        targetType: entry.targetType as S<'AuditTargetType'>,
        targetId: entry.targetId,
        details: entry.details,
        actor: a ? { id: a.id, name: displayName(a), email: a.email, role: a.role } : null,
        createdAt: entry.createdAt.toISOString(),
      }));
    },
  } satisfies Partial<Handlers>;
}
