/**
 * Oversight (issue 16): the dialogs that deactivate or reactivate an account or a company with a
 * reason, and the admin audit log (every administrative action, filterable; one company's decision
 * history).
 */
import { useState } from 'react';
import {
  Card,
  EmptyState,
  Skeleton,
  Stack,
  StaticTable,
  formatDateTime,
  type StaticTableColumn,
} from '@petrobridge/ui';
import type { Mutation, MutationOptions } from '@petrobridge/api-client';
import { deactivationSchema, isAdminRole, reactivationSchema } from '@petrobridge/domain';
import {
  useAdminUsers,
  useAuditLog,
  type AuditLogEntry,
  type AuditTargetType,
} from '../../data/api';
import { useApiForm, FormError, FormTextArea } from '../../kit/form';
import { FormDialog } from '../../kit/FormDialog';
import { Pager } from '../../kit/Pager';
import { FilterSelect, useAddressFilter } from './AddressFilter';
import * as s from './super-admin.css';
import { loadFailureText } from '../../kit/errors';
import { Loadable } from '../../kit/screen-state';

/** A write hook of one target: the form's values plus the target's id. */
function withId<Arg extends object, Data>(
  useWrite: (options: never) => Mutation<Data, Arg & { id: string }>,
  id: string,
) {
  return (options: MutationOptions<Data, Arg>): Mutation<Data, Arg> => {
    const write = useWrite(options as never);
    return { isPending: write.isPending, trigger: (arg) => write.trigger({ ...arg, id }) };
  };
}

export interface OversightDialogProps<Data> {
  /** What is deactivated or reactivated: 'account' or 'company', for the texts. */
  kind: 'account' | 'company';
  /** Deactivate (a reason is required) or reactivate (an optional note). */
  action: 'deactivate' | 'reactivate';
  /** The target's id and display name. */
  target: { id: string; name: string };
  /** The write hook of the resource module (`useDeactivateUser`, …). */
  useWrite: (options: never) => Mutation<Data, never>;
  onClose: () => void;
}

const consequences = {
  account: {
    deactivate: 'Their sessions end at once and they cannot sign in until reactivated.',
    reactivate: 'They can sign in again.',
  },
  company: {
    deactivate:
      'Its offers and RFQs leave the marketplace, and its users can no longer post listings, propose or be part of new deals. The owner is notified.',
    reactivate:
      'Its users can trade again, and the listings its deactivation took off the marketplace come back. The owner is notified.',
  },
} as const;

/** Deactivate (with a required reason) or reactivate an account or a company. */
export function OversightDialog<Data>({
  kind,
  action,
  target,
  useWrite,
  onClose,
}: OversightDialogProps<Data>) {
  const deactivating = action === 'deactivate';
  const verb = deactivating ? 'Deactivate' : 'Reactivate';
  const done = deactivating ? 'deactivated' : 'reactivated';
  const form = useApiForm({
    schema: deactivating ? deactivationSchema : reactivationSchema,
    defaultValues: { reason: '' },
    useMutation: withId(useWrite as never, target.id) as never,
    success: {
      title: `${kind === 'account' ? 'Account' : 'Company'} ${done}`,
      description: `${target.name} was ${done}.`,
    },
    failure: { title: `${verb} failed`, fallback: `Failed to ${action} ${target.name}.` },
    onSuccess: onClose,
  });
  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`${verb} ${kind}`}
      description={`${target.name}. ${consequences[kind][action]}`}
      formId={`oversight-${action}-${target.id}`}
      submitLabel={verb}
      pendingLabel={deactivating ? 'Deactivating' : 'Reactivating'}
      form={form}
    >
      <FormTextArea
        control={form.control}
        name="reason"
        label={deactivating ? 'Reason' : 'Note (optional)'}
        description={
          deactivating ? 'Kept with the record and in the audit log.' : 'Kept in the audit log.'
        }
        isRequired={deactivating}
        maxLength={2000}
      />
      <FormError message={form.formError} />
    </FormDialog>
  );
}

// ───────────────────────────── the audit log ─────────────────────────────

/** How each recorded action reads. Unknown actions (added later) read from their snake_case name. */
const actionLabels: Record<string, string> = {
  broker_approved: 'Broker approved',
  broker_rejected: 'Broker rejected',
  user_deactivated: 'Account deactivated',
  user_reactivated: 'Account reactivated',
  company_deactivated: 'Company deactivated',
  company_reactivated: 'Company reactivated',
  company_kyc_reviewed: 'Company KYC decision',
  kyc_document_reviewed: 'KYC document reviewed',
  commission_rate_changed: 'Commission rate changed',
};

export const actionLabel = (action: string) =>
  actionLabels[action] ?? action.charAt(0).toUpperCase() + action.slice(1).replaceAll('_', ' ');

const targetTypeLabels: Record<AuditTargetType, string> = {
  user: 'Account',
  company: 'Company',
  offer: 'Offer',
  rfq: 'RFQ',
  deal: 'Deal',
  kyc_document: 'KYC document',
  payment_link: 'Payment link',
  subscription_plan: 'Subscription plan',
  payment_transaction: 'Payment',
  customer_subscription: 'Subscription',
};

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : undefined;

/** The target, named as the details name it (an e-mail, a company, a deal number). */
function targetOf(e: AuditLogEntry): string {
  const d = e.details;
  const name = text(d.name) ?? text(d.email) ?? text(d.dealNumber) ?? text(d.title);
  return `${targetTypeLabels[e.targetType] ?? e.targetType}: ${name ?? e.targetId.slice(0, 8)}`;
}

const valueText = (v: unknown) =>
  v === true
    ? 'active'
    : v === false
      ? 'inactive'
      : v === null || v === undefined
        ? '—'
        : String(v).replaceAll('_', ' ');

/** Before → after of each changed value, then the reason or notes. */
export function detailsOf(e: AuditLogEntry): string {
  const d = e.details as {
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
    reason?: unknown;
    notes?: unknown;
    documentType?: unknown;
  };
  const parts: string[] = [];
  const documentType = text(d.documentType);
  if (documentType) parts.push(documentType.replaceAll('_', ' '));
  for (const [key, after] of Object.entries(d.after ?? {})) {
    const before = d.before?.[key];
    const label = key === 'active' ? '' : `${key.replace(/([A-Z])/g, ' $1').toLowerCase()}: `;
    parts.push(`${label}${valueText(before)} → ${valueText(after)}`);
  }
  const reason = text(d.reason) ?? text(d.notes);
  if (reason) parts.push(`“${reason}”`);
  return parts.join(' · ') || '—';
}

const actorOf = (e: AuditLogEntry) => (e.actor ? `${e.actor.name} (${e.actor.email})` : 'System');

const columns: StaticTableColumn<AuditLogEntry>[] = [
  { id: 'when', header: 'When', cell: (e) => formatDateTime(e.createdAt) },
  { id: 'action', header: 'Action', isRowHeader: true, cell: (e) => actionLabel(e.action) },
  { id: 'target', header: 'Target', cell: targetOf },
  { id: 'actor', header: 'By', cell: actorOf },
  { id: 'details', header: 'Details', cell: detailsOf },
];

const PAGE = 20;

const typeFilters = [
  { id: 'all', name: 'All targets' },
  { id: 'user', name: 'Accounts' },
  { id: 'company', name: 'Companies' },
  { id: 'deal', name: 'Deals' },
  { id: 'offer', name: 'Offers' },
  { id: 'rfq', name: 'RFQs' },
] as const;

/** The audit log's table with its pager, for a query (all actions, a target's, an actor's). */
function AuditTable({
  query,
  label,
  emptyTitle,
}: {
  query: { targetType?: AuditTargetType; targetId?: string; actor?: string };
  label: string;
  emptyTitle: string;
}) {
  const [page, setPage] = useState(1);
  const log = useAuditLog({
    query: { ...query, limit: PAGE, offset: (page - 1) * PAGE },
  });
  return (
    <Loadable
      query={log}
      loading={<Skeleton lines={4} />}
      failed={loadFailureText('The audit log', 'reload')}
      fallback={{ items: [], total: 0 }}
    >
      {(data) => (
        <Stack gap="3">
          <StaticTable
            aria-label={label}
            minWidth="48rem"
            columns={columns}
            items={data.items}
            getKey={(e) => e.id}
            emptyState={<EmptyState size="sm" title={emptyTitle} />}
          />
          <Pager page={page} pages={Math.ceil(data.total / PAGE)} onPage={setPage} spread />
        </Stack>
      )}
    </Loadable>
  );
}

/** The audit log of the Users tab: every administrative action, newest first, by target type. */
export function AuditLog() {
  const typeFilter = useAddressFilter('auditTarget', typeFilters);
  const [type] = typeFilter;
  // The admins and super admins who may have acted (the users list of the tab, already cached).
  const { data: users } = useAdminUsers({ query: {} });
  const actorFilters = [
    { id: 'all', name: 'Any admin' },
    ...(users ?? [])
      .filter((u) => isAdminRole(u.role))
      .map((u) => ({
        id: u.id,
        name: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email,
      })),
  ];
  const actorFilter = useAddressFilter('auditActor', actorFilters);
  const [actor] = actorFilter;
  return (
    <Card
      title="Audit log"
      description="Every administrative action: who did what, to what, and why."
      headingLevel={2}
    >
      <Stack gap="4">
        <div className={s.filter}>
          <FilterSelect label="Target" options={typeFilters} filter={typeFilter} />
          <FilterSelect label="By" options={actorFilters} filter={actorFilter} />
        </div>
        <AuditTable
          key={`${type} ${actor}`}
          query={{
            ...(type === 'all' ? {} : { targetType: type }),
            ...(actor === 'all' ? {} : { actor }),
          }}
          label="Audit log"
          emptyTitle="No administrative actions recorded yet"
        />
      </Stack>
    </Card>
  );
}

/** One company's decision history: its KYC decisions, deactivations and reactivations. */
export function CompanyHistory({ company }: { company: { id: string; name: string } }) {
  return (
    <AuditTable
      query={{ targetType: 'company', targetId: company.id }}
      label={`Decision history of ${company.name}`}
      emptyTitle="No decisions recorded for this company yet"
    />
  );
}
