import { useState } from 'react';
import {
  AlertDialog,
  Button,
  Card,
  DialogTrigger,
  EmptyState,
  Inline,
  Select,
  SelectItem,
  Skeleton,
  Stack,
  StaticTable,
  StatusBadge,
  Text,
  formatDateTime,
  toast,
  type StaticTableColumn,
} from '@petrobridge/ui';
import { paymentStatuses, type PaymentStatus } from '@petrobridge/domain';
import {
  useDeactivatePaymentLink,
  usePaymentLinks,
  usePaymentProvider,
  usePaymentTransactions,
  useSimulateTransactionEvent,
  useUpdatePaymentTransactionStatus,
  type PaymentLink,
  type PaymentTransaction,
} from '../../data/api';
import { failureText, loadFailureText } from '../../kit/errors';
import { formatDealMoney } from '../../kit/money';
import { statusDisplay } from '../../kit/status';
import { countsText, linkStatusTones, settlementDisplay, shortId } from './format';
import { Loadable } from '../../kit/screen-state';

const money = (amount: string, currency: string) => formatDealMoney(amount, currency, 2);

function LinkActions({ link }: { link: PaymentLink }) {
  const deactivate = useDeactivatePaymentLink({
    onSuccess: () =>
      toast({ title: 'Payment link deactivated', description: link.title, tone: 'success' }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: failureText(error, 'Failed to deactivate the link'),
        tone: 'danger',
      }),
  });
  if (!link.isActive) return <Text tone="muted">—</Text>;
  return (
    <Button
      size="sm"
      variant="danger"
      isPending={deactivate.isPending}
      pendingLabel="Deactivating"
      aria-label={`Deactivate ${link.title}`}
      onPress={() => void deactivate.trigger(link.id)}
    >
      Deactivate
    </Button>
  );
}

const linkColumns = (canManage: boolean): StaticTableColumn<PaymentLink>[] => [
  {
    id: 'title',
    header: 'Link',
    isRowHeader: true,
    cell: (l) => (
      <Stack gap="0.5">
        <Text weight="medium">{l.title}</Text>
        <Text size="sm" tone="muted">
          {l.planName ? `Plan: ${l.planName}` : 'One-off payment'}
        </Text>
      </Stack>
    ),
  },
  { id: 'amount', header: 'Amount', align: 'end', cell: (l) => money(l.amount, l.currency) },
  {
    id: 'status',
    header: 'Status',
    cell: (l) => <StatusBadge tone={linkStatusTones[l.status]} label={l.status} size="sm" />,
  },
  { id: 'transactions', header: 'Transactions', cell: (l) => countsText(l.transactionCounts) },
  {
    id: 'invoice',
    header: 'Invoice',
    cell: (l) => (
      <Stack gap="0.5">
        <Text size="sm">{shortId(l.cryptoInvoiceId, 12)}</Text>
        <Text size="sm" tone="muted">
          by the {l.provider}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'expires',
    header: 'Expires',
    cell: (l) => (l.expiresAt ? formatDateTime(l.expiresAt) : 'Never'),
  },
  ...(canManage
    ? [
        {
          id: 'actions',
          header: 'Actions',
          cell: (l: PaymentLink) => <LinkActions link={l} />,
          stickyEnd: true,
        },
      ]
    : []),
];

/** Payment links with their status, invoice and transactions; admins deactivate them. */
export function PaymentLinksTable({
  canManage,
  actions,
}: {
  canManage: boolean;
  actions?: React.ReactNode;
}) {
  const links = usePaymentLinks();
  return (
    <Card title="Payment links" headingLevel={2} actions={actions}>
      <Loadable
        query={links}
        loading={<Skeleton lines={4} />}
        failed={loadFailureText('The payment links', 'reload')}
        fallback={[]}
      >
        {(data) => (
          <StaticTable
            aria-label="Payment links"
            minWidth="56rem"
            columns={linkColumns(canManage)}
            items={data}
            getKey={(l) => l.id}
            emptyState={
              <EmptyState
                size="sm"
                title="No payment links yet"
                description={canManage ? 'Create one to invoice a customer.' : undefined}
              />
            }
          />
        )}
      </Loadable>
    </Card>
  );
}

const adminActionLabels: Record<string, string> = {
  failed: 'Mark failed',
  expired: 'Mark expired',
  refunded: 'Refund',
};

/** What an admin's move does, asked before it is made: none of them can be undone. */
const adminActionQuestions: Record<string, { title: string; consequence: string }> = {
  failed: { title: 'Mark this payment failed?', consequence: 'is marked failed' },
  expired: { title: 'Mark this payment expired?', consequence: 'is marked expired' },
  refunded: {
    title: 'Refund this payment?',
    consequence: 'is marked refunded, and a subscription it started is cancelled',
  },
};

function TransactionActions({ t }: { t: PaymentTransaction }) {
  const onError = (error: unknown) =>
    toast({
      title: 'Error',
      description: failureText(error, 'The transaction could not be updated'),
      tone: 'danger',
    });
  const move = useUpdatePaymentTransactionStatus({
    onSuccess: (moved) =>
      toast({
        title: `Transaction ${moved.status}`,
        description: moved.paymentLinkTitle ?? '',
        tone: 'success',
      }),
    onError,
  });
  const settle = useSimulateTransactionEvent({
    onSuccess: (d) =>
      toast({
        title: `Simulated confirmation: ${d.transaction?.status ?? d.eventType}`,
        description: `The Simulator's signed event reached the webhook (${d.webhookStatus}).`,
        tone: 'success',
      }),
    onError,
  });
  const label = t.paymentLinkTitle ?? t.providerTransactionId;
  if (t.allowedStatuses.length === 0 && t.status !== 'pending') return <Text tone="muted">—</Text>;
  return (
    <Inline gap="2" wrap={false}>
      {t.status === 'pending' ? (
        <Button
          size="sm"
          isPending={settle.isPending}
          pendingLabel="Confirming"
          aria-label={`Confirm the payment of ${label} (Simulator)`}
          onPress={() => void settle.trigger({ id: t.id, outcome: 'paid' })}
        >
          Confirm (Simulator)
        </Button>
      ) : null}
      {t.allowedStatuses.map((status) => {
        const action = adminActionLabels[status] ?? status;
        const question = adminActionQuestions[status];
        return (
          <DialogTrigger key={status}>
            <Button
              size="sm"
              variant={status === 'refunded' ? 'danger' : 'secondary'}
              isDisabled={move.isPending}
              aria-label={`${action}: ${label}`}
            >
              {action}
            </Button>
            <AlertDialog
              title={question?.title ?? `${action}?`}
              confirmLabel={action}
              tone="danger"
              onConfirm={() => move.trigger({ id: t.id, status: status as 'failed' })}
            >
              {`${label} (${money(t.amount, t.currency)}) ${question?.consequence ?? `becomes ${status}`}. This cannot be undone.`}
            </AlertDialog>
          </DialogTrigger>
        );
      })}
    </Inline>
  );
}

const statusFilters = [
  { id: 'all', name: 'All statuses' },
  ...paymentStatuses.map((s) => ({ id: s, name: s[0]!.toUpperCase() + s.slice(1) })),
];

/**
 * Transactions with their status, crypto amount and block confirmations, filterable by status;
 * admins see the customer and act where the state machine allows.
 */
export function TransactionsTable({ canManage }: { canManage: boolean }) {
  const [status, setStatus] = useState<string>('all');
  const transactions = usePaymentTransactions({
    query: status === 'all' ? {} : { status: status as PaymentStatus },
  });
  const provider = usePaymentProvider();
  const required = (crypto: string | null) =>
    provider.data?.rates.find((r) => r.cryptoCurrency === crypto)?.confirmationsRequired;
  const columns: StaticTableColumn<PaymentTransaction>[] = [
    {
      id: 'link',
      header: 'Transaction',
      isRowHeader: true,
      cell: (t) => (
        <Stack gap="0.5">
          <Text weight="medium">{t.paymentLinkTitle ?? 'Deleted link'}</Text>
          <Text size="sm" tone="muted">
            {shortId(t.providerTransactionId, 12)}
          </Text>
        </Stack>
      ),
    },
    { id: 'amount', header: 'Amount', align: 'end', cell: (t) => money(t.amount, t.currency) },
    {
      id: 'crypto',
      header: 'Crypto',
      align: 'end',
      cell: (t) => (t.cryptoAmount ? `${t.cryptoAmount} ${t.cryptoCurrency ?? ''}` : '—'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (t) => {
        const settlement = settlementDisplay(t.settlement);
        return (
          <Inline gap="1" wrap>
            <StatusBadge {...statusDisplay('payment', t.status)} size="sm" />
            {settlement && <StatusBadge {...settlement} size="sm" />}
          </Inline>
        );
      },
    },
    {
      id: 'confirmations',
      header: 'Confirmations',
      align: 'end',
      cell: (t) => {
        const need = required(t.cryptoCurrency);
        return need ? `${t.blockConfirmations} / ${need}` : String(t.blockConfirmations);
      },
    },
    ...(canManage
      ? [
          {
            id: 'customer',
            header: 'Customer',
            cell: (t: PaymentTransaction) => t.customerName ?? t.customerEmail ?? '—',
          },
        ]
      : []),
    { id: 'hash', header: 'Tx hash', cell: (t) => shortId(t.txHash) },
    { id: 'date', header: 'Updated', cell: (t) => formatDateTime(t.updatedAt) },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: 'Actions',
            stickyEnd: true,
            cell: (t: PaymentTransaction) => <TransactionActions t={t} />,
          },
        ]
      : []),
  ];
  return (
    <Card title="Transactions" headingLevel={2}>
      <Stack gap="4">
        <div>
          <Select
            label="Status"
            items={statusFilters}
            value={status}
            onChange={(key) => setStatus(key === null ? 'all' : String(key))}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        </div>
        <Loadable
          query={transactions}
          loading={<Skeleton lines={4} />}
          failed={loadFailureText('The transactions', 'reload')}
          fallback={[]}
        >
          {(data) => (
            <StaticTable
              aria-label="Transactions"
              minWidth="64rem"
              columns={columns}
              items={data}
              getKey={(t) => t.id}
              emptyState={<EmptyState size="sm" title="No transactions" />}
            />
          )}
        </Loadable>
      </Stack>
    </Card>
  );
}
