import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Badge,
  Button,
  Heading,
  Inline,
  Link,
  SearchField,
  Select,
  SelectItem,
  Stack,
  Text,
  toast,
} from '@petrobridge/ui';
import { productTypes, type ProductType } from '@petrobridge/domain';
import { useSession, type Role } from '../../session';
import { failureText } from '../../shared/errors';
import { productTypeLabels } from '../../shared/labels';
import { getHref } from '../../shared/routes';
import { useCompanies } from '../../api/companies';
import { useRfqs, useUpdateRfq, type Rfq } from '../../api/rfqs';
import { RfqCard } from '../browse/ListingCard';
import { ListingDeals } from '../own/ListingDeals';
import { Listings, useSearchText } from '../browse/Listings';
import { PAGE_SIZE } from '../browse/search-params';
import { KYC_REQUIRED_MESSAGE } from '../kyc-gate';
import * as s from './rfqs.css';

// The forms carry zod and react-hook-form: loaded when first opened, not with the list.
const RfqFormDialog = lazy(() =>
  import('./RfqFormDialog').then((m) => ({ default: m.RfqFormDialog })),
);
const MatchDealDialog = lazy(() =>
  import('../matching/MatchDealDialog').then((m) => ({ default: m.MatchDealDialog })),
);

export const buyerSubtitle =
  'Your requests for quotes. Sellers see them without your name or company, and respond with a price.';
export const staffSubtitle =
  'Every open request for quote with the buyer behind it: match each one with the offers that fit.';

/** A buyer's RFQs by state; the staff's list is the open ones. */
export type RfqStatusFilter = 'all' | 'open' | 'closed';
const statusLabels: Record<RfqStatusFilter, string> = {
  all: 'All RFQs',
  open: 'Open',
  closed: 'Closed',
};

interface RfqsState {
  q: string;
  product: ProductType | undefined;
  status: RfqStatusFilter;
  page: number;
}

function readState(params: URLSearchParams): RfqsState {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    q: params.get('q') ?? '',
    product: productTypes.find((p) => p === params.get('product')),
    status: status === 'open' || status === 'closed' ? status : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function writeState(state: RfqsState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q);
  if (state.product) params.set('product', state.product);
  if (state.status !== 'all') params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** An RFQ as its owner reads it: closed, past its delivery date, or open to sellers. */
export function rfqState(rfq: Rfq, today: string): 'open' | 'expired' | 'closed' {
  if (!rfq.isActive) return 'closed';
  return rfq.requiredDeliveryDate < today ? 'expired' : 'open';
}

function RfqStatus({ rfq, today }: { rfq: Rfq; today: string }) {
  const state = rfqState(rfq, today);
  if (state === 'closed')
    return (
      <Badge size="sm" tone="neutral">
        Closed
      </Badge>
    );
  if (state === 'expired')
    return (
      <Badge size="sm" tone="warning">
        Delivery date passed
      </Badge>
    );
  return (
    <Badge size="sm" tone="success">
      Open
    </Badge>
  );
}

const isStaff = (role: Role) => role === 'broker' || role === 'admin' || role === 'super_admin';

type FormState = { rfq?: Rfq } | null;

/**
 * /rfqs (docs/product.md#rfq-requests). Buyers: their own RFQs, open and closed, to create, edit, close
 * and reopen (Create RFQ is §2's dialog with §5's rules). Brokers and admins: every open RFQ with the
 * buyer's company; brokers match one with offers (marketplace/matching). Search, product and, for
 * buyers, the state live in the URL.
 */
export function RfqsPage() {
  const { user } = useSession();
  const role = user?.role;
  const buyer = role === 'buyer';
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  const go = (patch: Partial<RfqsState>) => setParams(writeState({ ...state, ...patch }));
  const [text, setText] = useSearchText(state.q, (q) => go({ q, page: 1 }));

  const q = state.q.trim();
  const rfqs = useRfqs({
    query: {
      ...(q ? { q: q.slice(0, 200) } : {}),
      ...(state.product ? { productType: state.product } : {}),
      ...(buyer
        ? {
            mine: true,
            ...(state.status === 'all' ? {} : { active: state.status === 'open' }),
          }
        : {}),
      limit: PAGE_SIZE,
      offset: (state.page - 1) * PAGE_SIZE,
    },
    keepPreviousData: true,
    enabled: Boolean(user),
  });
  const companies = useCompanies({ enabled: buyer });
  const kycBlocked =
    buyer &&
    companies.data !== undefined &&
    !companies.data.some((c) => c.kycStatus === 'approved');

  const [form, setForm] = useState<FormState>(null);
  const [matching, setMatching] = useState<{ rfq: Rfq; isOpen: boolean } | null>(null);
  const [changing, setChanging] = useState<string | null>(null);
  const update = useUpdateRfq({
    onSuccess: (rfq) =>
      toast({
        title: rfq.isActive ? 'RFQ Reopened' : 'RFQ Closed',
        description: rfq.isActive
          ? 'Sellers can see and respond to it again'
          : 'Sellers no longer see it; you can reopen it at any time',
        tone: 'success',
      }),
    onError: (error, { isActive }) =>
      toast({
        title: 'Error',
        description: failureText(error, isActive ? 'Failed to reopen RFQ' : 'Failed to close RFQ'),
        tone: 'danger',
      }),
  });
  const setActive = async (rfq: Rfq, isActive: boolean) => {
    setChanging(rfq.id);
    await update.trigger({ id: rfq.id, isActive });
    setChanging(null);
  };

  if (!user || !role) return null;
  const today = new Date().toISOString().slice(0, 10);

  const actions = (rfq: Rfq) => {
    if (buyer)
      return (
        <Stack gap="3">
          <ListingDeals listing={{ rfqId: rfq.id }} noun="responses" />
          <Inline gap="2">
            <Button size="sm" variant="secondary" onPress={() => setForm({ rfq })}>
              Edit
            </Button>
            <Button
              size="sm"
              variant="secondary"
              isPending={changing === rfq.id}
              pendingLabel={rfq.isActive ? 'Closing RFQ' : 'Reopening RFQ'}
              onPress={() => void setActive(rfq, !rfq.isActive)}
            >
              {rfq.isActive ? 'Close RFQ' : 'Reopen'}
            </Button>
          </Inline>
        </Stack>
      );
    if (role === 'broker')
      return (
        <Button size="sm" onPress={() => setMatching({ rfq, isOpen: true })}>
          Match Participants
        </Button>
      );
    return null;
  };

  return (
    <Stack gap="6">
      <div className={s.header}>
        <Stack gap="1">
          <Heading level={1}>RFQ Requests</Heading>
          <Text tone="muted">{buyer ? buyerSubtitle : isStaff(role) ? staffSubtitle : null}</Text>
        </Stack>
        {buyer ? (
          <Button
            isDisabled={kycBlocked || !companies.data}
            onPress={() => setForm({})}
            aria-describedby={kycBlocked ? 'rfq-kyc-blocked' : undefined}
          >
            Create RFQ
          </Button>
        ) : null}
      </div>

      {kycBlocked ? (
        <Alert
          tone="warning"
          id="rfq-kyc-blocked"
          title="You cannot post RFQs yet"
          action={<Link href={getHref('kycWorkflow')}>Complete KYC verification</Link>}
        >
          {KYC_REQUIRED_MESSAGE}.
        </Alert>
      ) : null}

      <div className={buyer ? s.buyerFilters : s.filters}>
        <SearchField
          label="Search"
          placeholder="Product, delivery location, specifications…"
          value={text}
          onChange={setText}
          onClear={() => go({ q: '', page: 1 })}
          maxLength={200}
        />
        <Select<{ id: string; name: string }>
          label="Product"
          value={state.product ?? 'all'}
          onChange={(key) =>
            go({ product: key === 'all' ? undefined : (key as ProductType), page: 1 })
          }
          items={[
            { id: 'all', name: 'All products' },
            ...productTypes.map((p) => ({ id: p, name: productTypeLabels[p] })),
          ]}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        {buyer ? (
          <Select<{ id: RfqStatusFilter; name: string }>
            label="Status"
            value={state.status}
            onChange={(key) => go({ status: key as RfqStatusFilter, page: 1 })}
            items={(Object.keys(statusLabels) as RfqStatusFilter[]).map((id) => ({
              id,
              name: statusLabels[id],
            }))}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        ) : null}
      </div>

      <Listings
        query={rfqs}
        what="RFQs"
        empty="No RFQs found"
        page={state.page}
        onPage={(page) => go({ page })}
        render={(rfq: Rfq) => (
          <RfqCard
            key={rfq.id}
            rfq={rfq}
            status={buyer ? <RfqStatus rfq={rfq} today={today} /> : undefined}
            actions={actions(rfq)}
          />
        )}
      />

      <Suspense fallback={null}>
        {form ? (
          <RfqFormDialog
            isOpen
            rfq={form.rfq}
            onOpenChange={(open) => {
              if (!open) setForm(null);
            }}
          />
        ) : null}
        {matching ? (
          <MatchDealDialog
            rfq={matching.rfq}
            isOpen={matching.isOpen}
            onOpenChange={(isOpen) => setMatching({ ...matching, isOpen })}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
