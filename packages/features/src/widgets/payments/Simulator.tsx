import { useState } from 'react';
import * as z from 'zod/mini';
import {
  Alert,
  Card,
  Form,
  Button,
  SelectItem,
  Skeleton,
  Stack,
  StaticTable,
  Text,
  formatNumber,
  type StaticTableColumn,
} from '@petrobridge/ui';
import { cryptoCurrencies, simulatedPaymentSchema, type CryptoCurrency } from '@petrobridge/domain';
import {
  usePaymentProvider,
  useSimulateLinkPayment,
  type PaymentLink,
  type PaymentProviderInfo,
  type SimulatorDelivery,
} from '../../data/api';
import { FormError, FormSelect, FormTextField, useApiForm } from '../../kit/form';
import { loadFailureText } from '../../kit/errors';
import { Loadable, LoadFailed } from '../../kit/screen-state';

/** The one sentence that goes with everything the Simulator produced. */
export const SIMULATOR_NOTICE = 'Simulator — no real payment provider is connected';

/** The banner of every payment screen: nothing here moves real money. */
export function SimulatorNotice({ provider }: { provider?: PaymentProviderInfo }) {
  if (provider && !provider.simulated) return null;
  return (
    <Alert tone="warning" title={provider?.notice ?? SIMULATOR_NOTICE}>
      Payment links, invoices, rates and payments on this screen come from a local simulator: no
      money moves and the crypto rates are fixed samples.
    </Alert>
  );
}

type Rate = PaymentProviderInfo['rates'][number];

const rateColumns: StaticTableColumn<Rate>[] = [
  { id: 'crypto', header: 'Crypto', isRowHeader: true, cell: (r) => r.cryptoCurrency },
  {
    id: 'usd',
    header: 'USD price',
    align: 'end',
    cell: (r) => formatNumber(r.usdPrice, { maxDecimals: 2 }),
  },
  {
    id: 'confirmations',
    header: 'Confirmations required',
    align: 'end',
    cell: (r) => r.confirmationsRequired,
  },
  { id: 'source', header: 'Source', cell: (r) => (r.simulated ? 'Simulated' : 'Market') },
];

/** The provider's crypto rates, each marked simulated when it is a sample. */
export function SimulatedRates() {
  const provider = usePaymentProvider();
  return (
    <Card
      title="Crypto rates (simulated)"
      description="Fixed sample prices of the Simulator, not market data."
      headingLevel={2}
    >
      <Loadable
        query={provider}
        loading={<Skeleton lines={3} />}
        failed={loadFailureText('The rates')}
        idle={<LoadFailed>{loadFailureText('The rates')}</LoadFailed>}
      >
        {(data) => (
          <StaticTable
            aria-label="Simulated crypto rates"
            columns={rateColumns}
            items={data.rates}
            getKey={(r) => r.cryptoCurrency}
          />
        )}
      </Loadable>
    </Card>
  );
}

interface SimulatedPayment {
  id: string;
  customerEmail: string;
  customerName?: string;
  cryptoCurrency: CryptoCurrency;
  outcome: 'paid' | 'pending' | 'failed' | 'expired';
}

/** The panel's fields (text and keys) → the simulator's body, with the domain's messages. */
const simulatorFormSchema = z.pipe(
  z.object({
    id: z.optional(z.string()),
    customerEmail: z.optional(z.string()),
    customerName: z.optional(z.string()),
    cryptoCurrency: z.optional(z.string()),
    outcome: z.optional(z.string()),
  }),
  z.transform((values, ctx): SimulatedPayment => {
    const { id, ...rest } = values;
    if (!id)
      ctx.issues.push({
        code: 'custom',
        path: ['id'],
        message: 'Choose a payment link',
        input: id,
      });
    const parsed = z.safeParse(simulatedPaymentSchema, rest);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.issues.push({ code: 'custom', path: issue.path, message: issue.message, input: rest });
    if (!parsed.success) return z.NEVER as never;
    const { customerName, ...body } = parsed.data;
    return { ...body, ...(customerName ? { customerName } : {}), id: id ?? '' };
  }),
);

const outcomes = [
  { id: 'paid', name: 'Paid (confirmed on chain)' },
  { id: 'pending', name: 'Pending (awaiting confirmations)' },
  { id: 'failed', name: 'Failed' },
  { id: 'expired', name: 'Expired (invoice not paid in time)' },
];

/**
 * The Simulator plays the customer: pays, starts paying, fails or lets a link's invoice expire. Its
 * signed event goes through the server's real webhook, so the transaction and any subscription follow
 * as they would with a provider.
 */
export function SimulatorPanel({ links }: { links: readonly PaymentLink[] | undefined }) {
  const payable = (links ?? []).filter((l) => l.status === 'active');
  const [last, setLast] = useState<SimulatorDelivery | null>(null);
  const { control, onSubmit, isPending, formError } = useApiForm({
    schema: simulatorFormSchema,
    defaultValues: {
      id: '',
      customerEmail: '',
      customerName: '',
      cryptoCurrency: 'USDT',
      outcome: 'paid',
    },
    useMutation: useSimulateLinkPayment,
    success: (d) => ({
      title: `Simulated payment: ${d.transaction?.status ?? d.eventType}`,
      description: `The Simulator's signed ${d.eventType} event reached the webhook (${d.webhookStatus}).`,
    }),
    failure: { title: 'Simulation failed', fallback: 'The Simulator could not pay the invoice' },
    onSuccess: (d) => setLast(d),
  });
  return (
    <Card
      title="Payment simulator"
      description={SIMULATOR_NOTICE}
      headingLevel={2}
      elementType="section"
      aria-label="Payment simulator"
    >
      <Stack gap="4">
        <Text size="sm" tone="muted">
          Play the customer of a link: the Simulator sends a signed webhook event to this server,
          which updates the transaction as it would for a real provider.
        </Text>
        {payable.length === 0 ? (
          <Text size="sm" tone="muted">
            No link is open for payment. Create one first.
          </Text>
        ) : (
          <Form
            aria-label="Simulate a payment"
            validationBehavior="aria"
            gap="4"
            onSubmit={(e) => void onSubmit(e)}
          >
            <FormSelect
              control={control}
              name="id"
              label="Payment link"
              items={payable.map((l) => ({
                id: l.id,
                name: `${l.title} (${l.amount} ${l.currency})`,
              }))}
            >
              {(item: { id: string; name: string }) => (
                <SelectItem id={item.id}>{item.name}</SelectItem>
              )}
            </FormSelect>
            <FormTextField
              control={control}
              name="customerEmail"
              label="Customer e-mail"
              type="email"
              isRequired
            />
            <FormTextField control={control} name="customerName" label="Customer name" />
            <FormSelect
              control={control}
              name="cryptoCurrency"
              label="Pays in"
              items={cryptoCurrencies.map((c) => ({ id: c, name: c }))}
            >
              {(item: { id: string; name: string }) => (
                <SelectItem id={item.id}>{item.name}</SelectItem>
              )}
            </FormSelect>
            <FormSelect control={control} name="outcome" label="Outcome" items={outcomes}>
              {(item: { id: string; name: string }) => (
                <SelectItem id={item.id}>{item.name}</SelectItem>
              )}
            </FormSelect>
            <FormError message={formError} />
            <div>
              <Button type="submit" isPending={isPending} pendingLabel="Sending the event...">
                Simulate payment
              </Button>
            </div>
          </Form>
        )}
        {last?.transaction ? (
          <Text size="sm" role="status">
            Last simulated event: {last.eventType} for {last.transaction.paymentLinkTitle} —
            transaction {last.transaction.status}, {last.transaction.cryptoAmount}{' '}
            {last.transaction.cryptoCurrency} at the simulated rate.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
