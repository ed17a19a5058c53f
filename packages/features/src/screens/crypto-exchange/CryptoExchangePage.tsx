import { useState } from 'react';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  Skeleton,
  Stack,
  StaticTable,
  StatusBadge,
  Text,
  type StaticTableColumn,
} from '@petrobridge/ui';
import { isAdminRole } from '@petrobridge/domain';
import { usePaymentLinks, usePaymentProvider, type PaymentLink } from '../../data/api';
import { useSession } from '../../data/session';
import {
  CreatePaymentLinkDialog,
  PaymentLinksTable,
  SimulatedRates,
  SimulatorNotice,
  SimulatorPanel,
  TransactionsTable,
  linkStatusTones,
} from '../../widgets/payments';
import { formatDealMoney } from '../../kit/money';
import { loadFailureText } from '../../kit/errors';
import { Loadable } from '../../kit/screen-state';

const invoiceColumns: StaticTableColumn<PaymentLink>[] = [
  {
    id: 'invoice',
    header: 'Invoice',
    isRowHeader: true,
    cell: (l) => l.cryptoInvoiceId ?? 'Not issued',
  },
  { id: 'link', header: 'Payment link', cell: (l) => l.title },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (l) => formatDealMoney(l.amount, l.currency, 2),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (l) => <StatusBadge tone={linkStatusTones[l.status]} label={l.status} size="sm" />,
  },
  { id: 'provider', header: 'Issued by', cell: (l) => l.provider },
  { id: 'url', header: 'Payment address', cell: (l) => l.paymentUrl ?? '—' },
];

/** The provider's invoices behind the payment links. */
function Invoices() {
  const links = usePaymentLinks();
  return (
    <Card
      title="Invoices"
      description="Issued by the payment provider for each payment link."
      headingLevel={2}
    >
      <Loadable
        query={links}
        loading={<Skeleton lines={3} />}
        failed={loadFailureText('The invoices', 'reload')}
        fallback={[]}
      >
        {(data) => (
          <StaticTable
            aria-label="Invoices"
            minWidth="56rem"
            columns={invoiceColumns}
            items={data}
            getKey={(l) => l.id}
            emptyState={<EmptyState size="sm" title="No invoices yet" />}
          />
        )}
      </Loadable>
    </Card>
  );
}

/**
 * /crypto-exchange (issue 16; brokers, admins, super admins): payment links paid in fiat and settled in
 * crypto, their invoices and transactions with statuses and block confirmations, and the provider's
 * rates — all from the Simulator, marked as such: no real payment provider is connected. Admins create
 * links and play the customer here too.
 */
export function CryptoExchangePage() {
  const { user } = useSession();
  const admin = user ? isAdminRole(user.role) : false;
  const provider = usePaymentProvider();
  const links = usePaymentLinks();
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading level={1}>Crypto exchange</Heading>
        <Text tone="muted">
          Customers pay payment links in fiat; the platform receives crypto through the payment
          provider.
        </Text>
      </Stack>
      <SimulatorNotice provider={provider.data} />
      <PaymentLinksTable
        canManage={admin}
        actions={
          admin ? (
            <Button size="sm" onPress={() => setCreating(true)}>
              Create Payment Link
            </Button>
          ) : undefined
        }
      />
      {admin ? <CreatePaymentLinkDialog isOpen={creating} onOpenChange={setCreating} /> : null}
      <Invoices />
      <TransactionsTable canManage={admin} />
      <SimulatedRates />
      {admin ? <SimulatorPanel links={links.data} /> : null}
    </Stack>
  );
}
