import { useState } from 'react';
import {
  Button,
  Card,
  EmptyState,
  Inline,
  Skeleton,
  Stack,
  StaticTable,
  StatusBadge,
  Text,
  formatDate,
  formatDateTime,
  type StaticTableColumn,
} from '@petrobridge/ui';
import * as z from 'zod/mini';
import type { Mutation, MutationOptions, Schema } from '@petrobridge/api-client';
import { roleNames, type Role } from '@petrobridge/domain';
import {
  useAdminUsers,
  useDeactivateUser,
  useReactivateUser,
  useReviewBrokerApproval,
  type User,
} from '../../data/api';
import { useSession } from '../../data/session';
import { loadFailureText } from '../../kit/errors';
import { statusDisplay } from '../../kit/status';
import { FormDialog } from '../../kit/FormDialog';
import { useApiForm } from '../../kit/form';
import { FormTextArea } from '../../kit/form-text-area';
import { FilterSelect, useAddressFilter } from './AddressFilter';
import { AuditLog, OversightDialog } from './Oversight';
import * as s from './super-admin.css';
import { Loadable } from '../../kit/screen-state';

type Approval = Schema<'ApprovalStatus'>;
type Decision = Schema<'BrokerApprovalRequest'>['decision'];

const roleFilters = [
  { id: 'all', name: 'All roles' },
  ...(Object.entries(roleNames) as [Role, string][]).map(([id, name]) => ({ id, name })),
];
const approvalFilters = [
  { id: 'all', name: 'Any status' },
  { id: 'pending', name: 'Pending' },
  { id: 'approved', name: 'Approved' },
  { id: 'rejected', name: 'Rejected' },
];

export const nameOf = (u: User) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

function Approval({ status }: { status: Approval | undefined }) {
  // Pending, approved and rejected read and colour as the KYC states do.
  return <StatusBadge {...statusDisplay('kyc', status ?? 'approved')} size="sm" />;
}

/** The notes of a broker decision (optional). */
const decisionFormSchema = z.object({ notes: z.string() });
type DecisionForm = z.output<typeof decisionFormSchema>;

/** The approval write of one broker and decision: the form gives only the notes. */
function decisionWrite(id: string, decision: Decision) {
  return function useDecisionWrite(
    options: MutationOptions<unknown, DecisionForm>,
  ): Mutation<unknown, DecisionForm> {
    const write = useReviewBrokerApproval(options as never);
    return {
      isPending: write.isPending,
      trigger: ({ notes }) =>
        write.trigger({ id, decision, ...(notes.trim() ? { notes: notes.trim() } : {}) }),
    };
  };
}

/** Approve or reject one broker with notes the broker sees. */
function DecisionDialog({
  broker,
  decision,
  onClose,
}: {
  broker: User;
  decision: Decision;
  onClose: () => void;
}) {
  const form = useApiForm({
    schema: decisionFormSchema,
    defaultValues: { notes: '' },
    useMutation: decisionWrite(broker.id, decision),
    success: {
      title: decision === 'approved' ? 'Broker approved' : 'Broker rejected',
      description: `${nameOf(broker)} has been notified.`,
    },
    failure: { title: 'Review failed', fallback: 'Failed to record the decision.' },
    onSuccess: onClose,
  });
  const verb = decision === 'approved' ? 'Approve' : 'Reject';
  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`${verb} broker`}
      description={`${nameOf(broker)} (${broker.email}) ${decision === 'approved' ? 'gets broker powers: creating deals and reviewing KYC' : 'keeps a signed-in account without broker powers'}.`}
      formId={`broker-decision-${broker.id}`}
      submitLabel={verb}
      submitVariant={decision === 'approved' ? 'primary' : 'danger'}
      pendingLabel="Saving the decision"
      form={form}
    >
      <FormTextArea
        control={form.control}
        name="notes"
        label="Notes"
        description="Shown to the broker, e.g. what is missing for approval."
        maxLength={2000}
      />
    </FormDialog>
  );
}

function PendingBrokers() {
  const brokers = useAdminUsers({
    query: { role: 'broker', status: 'pending' },
  });
  const [deciding, setDeciding] = useState<{ broker: User; decision: Decision } | null>(null);
  return (
    <Card
      title="Brokers awaiting approval"
      description="Self-registered brokers cannot create deals or review KYC until approved."
      headingLevel={2}
    >
      <Loadable
        query={brokers}
        loading={<Skeleton lines={2} />}
        failed={loadFailureText('The pending brokers')}
        fallback={[]}
        empty={<EmptyState size="sm" title="No brokers awaiting approval" />}
      >
        {(data) => (
          <ul className={s.list} aria-label="Brokers awaiting approval">
            {data.map((b) => (
              <li key={b.id} className={s.row}>
                <Stack gap="0.5">
                  <Text weight="medium">{nameOf(b)}</Text>
                  <Text size="sm" tone="muted">
                    {b.email} · registered {formatDate(b.createdAt)}
                  </Text>
                </Stack>
                <Inline gap="2" wrap={false}>
                  <Button
                    size="sm"
                    onPress={() => setDeciding({ broker: b, decision: 'approved' })}
                    aria-label={`Approve ${nameOf(b)}`}
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onPress={() => setDeciding({ broker: b, decision: 'rejected' })}
                    aria-label={`Reject ${nameOf(b)}`}
                  >
                    Reject
                  </Button>
                </Inline>
              </li>
            ))}
          </ul>
        )}
      </Loadable>
      {deciding ? <DecisionDialog {...deciding} onClose={() => setDeciding(null)} /> : null}
    </Card>
  );
}

/** Active, or deactivated with the admin's reason. */
function AccountStatus({ user }: { user: User }) {
  if (!user.deactivatedAt) return <StatusBadge tone="success" label="active" size="sm" />;
  return (
    <Stack gap="1">
      <StatusBadge tone="danger" label="deactivated" size="sm" />
      {user.deactivationReason ? (
        <Text size="sm" tone="muted">
          {user.deactivationReason}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Why the viewer may not deactivate or reactivate this account, or null when they may. */
export function lockedReason(viewer: User | null, user: User): string | null {
  if (!viewer) return 'Signed out';
  if (viewer.id === user.id) return 'Your own account';
  if (user.role === 'super_admin' && viewer.role !== 'super_admin') return 'Super admins only';
  return null;
}

type Change = { user: User; action: 'deactivate' | 'reactivate' };

function AccountAction({
  user,
  viewer,
  onChange,
}: {
  user: User;
  viewer: User | null;
  onChange: (change: Change) => void;
}) {
  const locked = lockedReason(viewer, user);
  const action = user.deactivatedAt ? 'reactivate' : 'deactivate';
  const label = action === 'deactivate' ? 'Deactivate' : 'Reactivate';
  return (
    <Stack gap="1">
      <Button
        size="sm"
        variant="secondary"
        isDisabled={locked !== null}
        aria-label={`${label} ${nameOf(user)}`}
        onPress={() => onChange({ user, action })}
      >
        {label}
      </Button>
      {locked ? (
        <Text size="sm" tone="muted">
          {locked}
        </Text>
      ) : null}
    </Stack>
  );
}

type AdminUser = Schema<'AdminUser'>;

const columnsFor = (
  viewer: User | null,
  onChange: (change: Change) => void,
): StaticTableColumn<AdminUser>[] => [
  { id: 'name', header: 'Name', isRowHeader: true, cell: (u) => nameOf(u) },
  { id: 'email', header: 'Email', cell: (u) => u.email },
  { id: 'role', header: 'Role', cell: (u) => roleNames[u.role] },
  {
    id: 'company',
    header: 'Company',
    cell: (u) => (u.companies.length ? u.companies.map((c) => c.name).join(', ') : '—'),
  },
  { id: 'approval', header: 'Approval', cell: (u) => <Approval status={u.approvalStatus} /> },
  { id: 'status', header: 'Status', cell: (u) => <AccountStatus user={u} /> },
  { id: 'since', header: 'Since', cell: (u) => formatDate(u.createdAt) },
  {
    id: 'lastSignIn',
    header: 'Last sign-in',
    cell: (u) => (u.lastSignInAt ? formatDateTime(u.lastSignInAt) : 'Never'),
  },
  {
    id: 'actions',
    header: 'Actions',
    stickyEnd: true,
    cell: (u) => <AccountAction user={u} viewer={viewer} onChange={onChange} />,
  },
];

function AllUsers() {
  const roleFilter = useAddressFilter('role', roleFilters);
  const approvalFilter = useAddressFilter('approval', approvalFilters);
  const [role] = roleFilter;
  const [approval] = approvalFilter;
  const users = useAdminUsers({
    query: {
      ...(role === 'all' ? {} : { role: role as Role }),
      ...(approval === 'all' ? {} : { status: approval as Approval }),
    },
  });
  const { user: viewer } = useSession();
  const [change, setChange] = useState<Change | null>(null);
  const columns = columnsFor(viewer, setChange);
  return (
    <Card title="Users" headingLevel={2}>
      <Stack gap="4">
        <div className={s.filter}>
          <FilterSelect label="Role" options={roleFilters} filter={roleFilter} />
          <FilterSelect label="Approval" options={approvalFilters} filter={approvalFilter} />
        </div>
        <Loadable
          query={users}
          loading={<Skeleton lines={5} />}
          failed={loadFailureText('The users', 'reload')}
          fallback={[]}
        >
          {(data) => (
            <StaticTable
              aria-label="Users"
              minWidth="72rem"
              columns={columns}
              items={data}
              getKey={(u) => u.id}
              emptyState={<EmptyState size="sm" title="No users match the filters" />}
            />
          )}
        </Loadable>
      </Stack>
      {change ? (
        <OversightDialog
          kind="account"
          action={change.action}
          target={{ id: change.user.id, name: nameOf(change.user) }}
          useWrite={change.action === 'deactivate' ? useDeactivateUser : useReactivateUser}
          onClose={() => setChange(null)}
        />
      ) : null}
    </Card>
  );
}

/**
 * Users (beyond §2): every account with its role, approval and status (deactivate, reactivate), the
 * broker verification queue, and the audit log of every administrative action.
 */
export function UsersTab() {
  return (
    <Stack gap="6">
      <PendingBrokers />
      <AllUsers />
      <AuditLog />
    </Stack>
  );
}
