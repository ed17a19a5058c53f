import { useState } from 'react';
import {
  Button,
  ButtonLink,
  Card,
  Dialog,
  EmptyState,
  Inline,
  Form,
  Modal,
  Skeleton,
  Stack,
  StaticTable,
  StatusBadge,
  Text,
  TextArea,
  TextField,
  formatDateTime,
  formatNumber,
  formatUsd,
  toast,
  type StaticTableColumn,
} from '@petrobridge/ui';
import {
  commissionAmount,
  commissionRateSchema,
  MAX_COMMISSION_RATE,
  MIN_COMMISSION_RATE,
  toFieldProblems,
  productTypeNames,
  roleNames,
} from '@petrobridge/domain';
import type { Schema } from '@petrobridge/api-client';
import {
  useDeal,
  useSuperAdminDeals,
  useUpdateDealCommission,
  type AdminDealRow,
} from '../../data/api';
import { getHref } from '../../kit/routes';
import { statusDisplay } from '../../kit/status';
import { Facts } from '../../kit/Facts';
import { fieldProblems, loadFailureText } from '../../kit/errors';
import { Loadable } from '../../kit/screen-state';
import { FilterSelect, useAddressFilter } from './AddressFilter';
import * as s from './super-admin.css';

/** §4: the super admin deal filter offers these statuses only. */
export const dealFilters = [
  { id: 'all', name: 'All Deals' },
  { id: 'negotiation', name: 'Negotiation' },
  { id: 'lc_pending', name: 'LC Pending' },
  { id: 'lc_confirmed', name: 'LC Confirmed' },
  { id: 'shipped', name: 'Shipped' },
  { id: 'completed', name: 'Completed' },
] as const;

const COMMISSION_FORM_ID = 'adjust-commission-form';
/** The note the Commission button of a completed or cancelled deal points to. */
const FIXED_COMMISSION_ID = 'super-admin-fixed-commission';
const product = (p: AdminDealRow['productType']) => productTypeNames[p] ?? p;
const value = (v: string | null) => (v === null ? '—' : formatUsd(v, { decimals: 0 }));
const dealHref = (id: string, section: 'negotiation' | 'shipping') =>
  `${getHref('deal', { id })}#${section}`;

function DealState({ status }: { status: string }) {
  return <StatusBadge {...statusDisplay('deal', status)} size="sm" />;
}

type DealEvent = Schema<'DealEvent'>;

function eventText(e: DealEvent): string {
  const to = (e.toStatus ?? '').replaceAll('_', ' ');
  const from = (e.fromStatus ?? '').replaceAll('_', ' ');
  switch (e.kind) {
    case 'created':
      return 'Deal created';
    case 'status_changed':
      return `Moved from ${from} to ${to}`;
    case 'locked':
      return `Trade locked, moved to ${to}`;
    case 'commission_changed':
      return `Commission rate changed (${e.notes ?? ''})`;
    case 'proposal':
      return 'Proposal';
    default:
      return String(e.kind).replaceAll('_', ' ');
  }
}

/** 'Deal Details': the row's figures and the deal's real history (GET /api/deals/{id}'s events). */
function DealDetailsDialog({ row, onClose }: { row: AdminDealRow; onClose: () => void }) {
  const deal = useDeal({ path: { id: row.id } });
  const events = deal.data?.events ?? [];
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} size="lg">
      <Dialog
        title="Deal Details"
        description={`${row.sellerCompany} → ${row.buyerCompany}`}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Close
            </Button>
            <ButtonLink href={dealHref(row.id, 'negotiation')}>Start Negotiation</ButtonLink>
          </>
        )}
      >
        <Stack gap="5">
          <Facts
            className={s.facts}
            items={[
              ['Product', product(row.productType)],
              ['Quantity', `${formatNumber(row.quantity)} MT`],
              ['Total value', value(row.totalValue)],
              ['Status', <DealState key="status" status={row.status} />],
            ]}
          />
          <Stack gap="2">
            <Text weight="semibold">History</Text>
            <Loadable
              query={deal}
              loading={<Skeleton lines={3} aria-label="Loading the history" />}
              failed={loadFailureText("The deal's history")}
              isEmpty={() => events.length === 0}
              empty={<Text tone="muted">No events recorded yet.</Text>}
            >
              {() => (
                <ol className={s.list} aria-label="Deal history">
                  {[...events].reverse().map((e) => (
                    <li key={e.id} className={s.row}>
                      <Stack gap="0.5">
                        <Text size="sm">{eventText(e)}</Text>
                        {e.notes && e.kind !== 'commission_changed' ? (
                          <Text size="sm" tone="muted">
                            {e.notes}
                          </Text>
                        ) : null}
                      </Stack>
                      <Text size="sm" tone="muted">
                        {e.actorRole ? roleNames[e.actorRole] : 'System'} ·{' '}
                        <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                      </Text>
                    </li>
                  ))}
                </ol>
              )}
            </Loadable>
          </Stack>
        </Stack>
      </Dialog>
    </Modal>
  );
}

type CommissionField = 'commissionRate' | 'reason';

/** The rate as the server will keep it (two decimals, 0–10 %), or null while it is not one. */
function keptRate(typed: string): string | null {
  const parsed = commissionRateSchema.safeParse({ commissionRate: typed, reason: '-' });
  return parsed.success ? parsed.data.commissionRate : null;
}

/**
 * 'Adjust Commission Rate' (docs/product.md#commission-rate): the rate as typed, kept to two decimals
 * (0 to 10 %; anything else is refused with its reason, never rounded or clamped), the reason (required;
 * on the deal's history for staff and in the audit log), the estimate live; Update disabled while the
 * rate is empty or saving. The same rule runs before sending, and the server's field messages show
 * under their fields; success refreshes, toasts and closes; any other failure shows the §8 toast and the
 * dialog stays open.
 */
export function CommissionDialog({ row, onClose }: { row: AdminDealRow; onClose: () => void }) {
  const [rate, setRate] = useState(row.commissionRate);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<CommissionField, string>>>({});
  const update = useUpdateDealCommission({
    onSuccess: () => {
      toast({
        title: 'Commission Updated',
        description: 'Deal commission rate has been updated successfully',
        tone: 'success',
      });
      onClose();
    },
    onError: (error) => {
      const problems = fieldProblems(error).filter(
        (p) => p.path === 'commissionRate' || p.path === 'reason',
      );
      if (problems.length) {
        setErrors(Object.fromEntries(problems.map((p) => [p.path, p.message])));
        return;
      }
      toast({
        title: 'Update Failed',
        description: 'Failed to update commission rate',
        tone: 'danger',
      });
    },
  });
  const kept = keptRate(rate);
  const estimate =
    kept === null || row.totalValue === null
      ? '—'
      : formatUsd(commissionAmount(row.totalValue, kept));
  const submit = () => {
    const parsed = commissionRateSchema.safeParse({ commissionRate: rate, reason });
    if (!parsed.success) {
      setErrors(Object.fromEntries(toFieldProblems(parsed.error).map((p) => [p.path, p.message])));
      return;
    }
    setErrors({});
    void update.trigger({ dealId: row.id, ...parsed.data });
  };
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!update.isPending}>
      <Dialog
        title="Adjust Commission Rate"
        description={`${product(row.productType)}, ${row.sellerCompany} → ${row.buyerCompany}, total value ${value(row.totalValue)}.`}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={update.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={COMMISSION_FORM_ID}
              isDisabled={rate.trim() === '' || update.isPending}
            >
              {update.isPending ? 'Updating...' : 'Update Commission'}
            </Button>
          </>
        )}
      >
        <Form
          id={COMMISSION_FORM_ID}
          validationBehavior="aria"
          gap="4"
          aria-label="Adjust Commission Rate"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            label="Commission Rate (%)"
            description={`From ${MIN_COMMISSION_RATE} to ${MAX_COMMISSION_RATE} %, up to two decimals; kept exactly as typed.`}
            inputMode="decimal"
            isRequired
            value={rate}
            onChange={(v) => {
              setRate(v);
              setErrors(({ commissionRate: _, ...rest }) => rest);
            }}
            isInvalid={!!errors.commissionRate}
            errorMessage={errors.commissionRate}
          />
          <Text aria-live="polite">
            Estimated Commission: <strong>{estimate}</strong>
          </Text>
          <TextArea
            label="Reason"
            description="On the deal's history and in the audit log. The broker is notified; the seller and the buyer are not."
            isRequired
            rows={3}
            value={reason}
            onChange={(v) => {
              setReason(v);
              setErrors(({ reason: _, ...rest }) => rest);
            }}
            isInvalid={!!errors.reason}
            errorMessage={errors.reason}
          />
        </Form>
      </Dialog>
    </Modal>
  );
}

type Action = { row: AdminDealRow; mode: 'view' | 'commission' };

/** Deal Management (§2): the status filter (in the address), every deal and its actions. */
export function DealsTab() {
  const statusFilter = useAddressFilter('status', dealFilters);
  const [filter] = statusFilter;
  const deals = useSuperAdminDeals(filter === 'all' ? {} : { query: { status: filter } });
  const [action, setAction] = useState<Action | null>(null);
  const close = () => setAction(null);
  const columns: StaticTableColumn<AdminDealRow>[] = [
    {
      id: 'deal',
      header: 'Deal',
      isRowHeader: true,
      cell: (d) => (
        <Stack gap="0.5">
          <Text weight="medium">{product(d.productType)}</Text>
          <Text size="sm" tone="muted">
            {formatNumber(d.quantity)} MT
          </Text>
          <Text size="sm" tone="muted">
            {d.sellerCompany} → {d.buyerCompany}
          </Text>
        </Stack>
      ),
    },
    { id: 'value', header: 'Value', align: 'end', cell: (d) => value(d.totalValue) },
    { id: 'status', header: 'Status', cell: (d) => <DealState status={d.status} /> },
    {
      id: 'commission',
      header: 'Commission',
      align: 'end',
      cell: (d) => (
        <Stack gap="0.5">
          <Text>{Number(d.commissionRate)}%</Text>
          <Text size="sm" tone="muted">
            {d.commissionAmount === null ? '—' : formatUsd(d.commissionAmount)}
            {/* docs/product.md#figures: a cancelled deal's commission is void, never owed. */}
            {d.status === 'cancelled' ? ' · void' : ''}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      stickyEnd: true,
      cell: (d) => (
        <Inline gap="2" wrap={false}>
          <Button size="sm" variant="secondary" onPress={() => setAction({ row: d, mode: 'view' })}>
            View
          </Button>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={d.status === 'completed' || d.status === 'cancelled'}
            aria-describedby={
              d.status === 'completed' || d.status === 'cancelled' ? FIXED_COMMISSION_ID : undefined
            }
            onPress={() => setAction({ row: d, mode: 'commission' })}
          >
            Commission
          </Button>
          <ButtonLink size="sm" variant="secondary" href={dealHref(d.id, 'shipping')}>
            Shipping
          </ButtonLink>
        </Inline>
      ),
    },
  ];
  return (
    <Card title="Deal Management" headingLevel={2}>
      <Stack gap="4">
        <div className={s.filter}>
          <FilterSelect label="Status" options={dealFilters} filter={statusFilter} />
        </div>
        <Loadable
          query={deals}
          loading={
            <Text tone="muted" role="status">
              Loading deals...
            </Text>
          }
          failed={loadFailureText('The deals', 'reload')}
          fallback={[]}
        >
          {(items) => (
            <StaticTable
              aria-label="Deals"
              minWidth="52rem"
              columns={columns}
              items={items}
              getKey={(d) => d.id}
              emptyState={<EmptyState size="sm" title="No deals found" />}
            />
          )}
        </Loadable>
        <Text size="sm" tone="muted" id={FIXED_COMMISSION_ID}>
          A completed deal's commission is fixed and a cancelled deal's void: their rate no longer
          changes.
        </Text>
      </Stack>
      {action?.mode === 'view' ? <DealDetailsDialog row={action.row} onClose={close} /> : null}
      {action?.mode === 'commission' ? <CommissionDialog row={action.row} onClose={close} /> : null}
    </Card>
  );
}
