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
  toast,
  type StaticTableColumn,
} from '@petrobridge/ui';
import { billingIntervalNames, type SubscriptionStatus } from '@petrobridge/domain';
import {
  useCustomerSubscriptions,
  useDeactivateSubscriptionPlan,
  usePaymentLinks,
  usePaymentProvider,
  useSubscriptionPlans,
  useUpdateCustomerSubscriptionStatus,
  type CustomerSubscription,
  type SubscriptionPlan,
} from '../../data/api';
import {
  CreatePaymentLinkDialog,
  CreatePlanDialog,
  PaymentLinksTable,
  SimulatorNotice,
  SimulatorPanel,
  TransactionsTable,
} from '../../widgets/payments';
import { failureText, loadFailureText } from '../../kit/errors';
import { formatDealMoney } from '../../kit/money';
import { statusDisplay } from '../../kit/status';
import { Loadable } from '../../kit/screen-state';

const onFailure = (fallback: string) => (error: unknown) =>
  toast({ title: 'Error', description: failureText(error, fallback), tone: 'danger' });

function PlanActions({ plan }: { plan: SubscriptionPlan }) {
  const deactivate = useDeactivateSubscriptionPlan({
    onSuccess: () => toast({ title: 'Plan deactivated', description: plan.name, tone: 'success' }),
    onError: onFailure('Failed to deactivate the plan'),
  });
  if (!plan.isActive) return <Text tone="muted">—</Text>;
  return (
    <Button
      size="sm"
      variant="danger"
      isPending={deactivate.isPending}
      pendingLabel="Deactivating"
      aria-label={`Deactivate the ${plan.name} plan`}
      onPress={() => void deactivate.trigger(plan.id)}
    >
      Deactivate
    </Button>
  );
}

const planColumns: StaticTableColumn<SubscriptionPlan>[] = [
  { id: 'name', header: 'Plan', isRowHeader: true, cell: (p) => p.name },
  {
    id: 'price',
    header: 'Price',
    align: 'end',
    cell: (p) => formatDealMoney(p.price, p.currency, 2),
  },
  { id: 'interval', header: 'Billing', cell: (p) => billingIntervalNames[p.billingInterval] },
  { id: 'features', header: 'Features', cell: (p) => p.features.join(', ') || '—' },
  {
    id: 'status',
    header: 'Status',
    cell: (p) => (
      <StatusBadge
        tone={p.isActive ? 'success' : 'neutral'}
        label={p.isActive ? 'active' : 'inactive'}
        size="sm"
      />
    ),
  },
  { id: 'actions', header: 'Actions', cell: (p) => <PlanActions plan={p} />, stickyEnd: true },
];

function Plans() {
  const plans = useSubscriptionPlans();
  const [creating, setCreating] = useState(false);
  return (
    <Card
      title="Subscription plans"
      headingLevel={2}
      actions={
        <Button size="sm" onPress={() => setCreating(true)}>
          Create Plan
        </Button>
      }
    >
      <Loadable
        query={plans}
        loading={<Skeleton lines={3} />}
        failed={loadFailureText('The plans', 'reload')}
        fallback={[]}
      >
        {(data) => (
          <StaticTable
            aria-label="Subscription plans"
            minWidth="48rem"
            columns={planColumns}
            items={data}
            getKey={(p) => p.id}
            emptyState={<EmptyState size="sm" title="No plans yet" />}
          />
        )}
      </Loadable>
      <CreatePlanDialog isOpen={creating} onOpenChange={setCreating} />
    </Card>
  );
}

const subscriptionActionLabels: Record<SubscriptionStatus, string> = {
  active: 'Resume',
  suspended: 'Suspend',
  cancelled: 'Cancel',
  expired: 'Expire',
};

function SubscriptionActions({ sub }: { sub: CustomerSubscription }) {
  const move = useUpdateCustomerSubscriptionStatus({
    onSuccess: (s) =>
      toast({ title: `Subscription ${s.status}`, description: s.customerEmail, tone: 'success' }),
    onError: onFailure('The subscription could not be updated'),
  });
  if (sub.allowedStatuses.length === 0) return <Text tone="muted">—</Text>;
  return (
    <Inline gap="2" wrap={false}>
      {sub.allowedStatuses.map((status) => (
        <Button
          key={status}
          size="sm"
          variant={status === 'cancelled' ? 'danger' : 'secondary'}
          isDisabled={move.isPending}
          aria-label={`${subscriptionActionLabels[status]} the subscription of ${sub.customerEmail}`}
          onPress={() => void move.trigger({ id: sub.id, status })}
        >
          {subscriptionActionLabels[status]}
        </Button>
      ))}
    </Inline>
  );
}

const subscriptionColumns: StaticTableColumn<CustomerSubscription>[] = [
  {
    id: 'customer',
    header: 'Customer',
    isRowHeader: true,
    cell: (s) => (
      <Stack gap="0.5">
        <Text weight="medium">{s.customerName ?? s.customerEmail}</Text>
        <Text size="sm" tone="muted">
          {s.customerEmail}
        </Text>
      </Stack>
    ),
  },
  { id: 'plan', header: 'Plan', cell: (s) => s.planName },
  {
    id: 'status',
    header: 'Status',
    cell: (s) => <StatusBadge {...statusDisplay('subscription', s.status)} size="sm" />,
  },
  { id: 'start', header: 'Started', cell: (s) => formatDate(s.startDate) },
  { id: 'end', header: 'Ends', cell: (s) => (s.endDate ? formatDate(s.endDate) : 'Never') },
  {
    id: 'actions',
    header: 'Actions',
    cell: (s) => <SubscriptionActions sub={s} />,
    stickyEnd: true,
  },
];

function Subscriptions() {
  const subscriptions = useCustomerSubscriptions();
  return (
    <Card title="Customer subscriptions" headingLevel={2}>
      <Loadable
        query={subscriptions}
        loading={<Skeleton lines={3} />}
        failed={loadFailureText('The subscriptions', 'reload')}
        fallback={[]}
      >
        {(data) => (
          <StaticTable
            aria-label="Customer subscriptions"
            minWidth="52rem"
            columns={subscriptionColumns}
            items={data}
            getKey={(s) => s.id}
            emptyState={<EmptyState size="sm" title="No subscriptions yet" />}
          />
        )}
      </Loadable>
    </Card>
  );
}

/**
 * Payment Links (§2 payments, §3–§5, issue 16): customers pay a link in fiat while the platform
 * receives crypto through the payment provider — here the Simulator, since no real provider is
 * connected. Links with their invoices and payment state, the Simulator's panel, transactions,
 * plans and subscriptions, with the admin actions the state machines allow.
 */
export function PaymentsTab() {
  const [creating, setCreating] = useState(false);
  const provider = usePaymentProvider();
  const links = usePaymentLinks();
  return (
    <Stack gap="6">
      <Text tone="muted">
        Generate payment links so customers pay in fiat while the platform receives crypto through
        the payment provider.
      </Text>
      <SimulatorNotice provider={provider.data} />
      <PaymentLinksTable
        canManage
        actions={
          <Button size="sm" onPress={() => setCreating(true)}>
            Create Payment Link
          </Button>
        }
      />
      <CreatePaymentLinkDialog isOpen={creating} onOpenChange={setCreating} />
      <SimulatorPanel links={links.data} />
      <TransactionsTable canManage />
      <Plans />
      <Subscriptions />
    </Stack>
  );
}
