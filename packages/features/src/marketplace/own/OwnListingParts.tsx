import type { ReactNode } from 'react';
import { Alert, Badge, Link, SearchField, Select, SelectItem } from '@petrobridge/ui';
import { productTypes, type ProductType } from '@petrobridge/domain';
import { productTypeLabels } from '../../shared/labels';
import { getHref } from '../../shared/routes';
import { KYC_REQUIRED_MESSAGE } from '../kyc-gate';
import { useSearchText } from '../browse/Listings';
import type { OwnListState, OwnStatusFilter } from './list-state';
import * as s from './own.css';

/** The badge of {@link ownListingState}, in the words of the listing's kind (Open / Closed…). */
export function OwnStatusBadge({
  state,
  labels,
}: {
  state: 'active' | 'expired' | 'closed';
  labels: { active: string; closed: string };
}) {
  if (state === 'closed')
    return (
      <Badge size="sm" tone="neutral">
        {labels.closed}
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
      {labels.active}
    </Badge>
  );
}

/** Why a trader cannot post yet, with the way to KYC (the server's 403 in words). */
export function KycBlocked({ id, title }: { id: string; title: string }) {
  return (
    <Alert
      tone="warning"
      id={id}
      title={title}
      action={<Link href={getHref('kycWorkflow')}>Complete KYC verification</Link>}
    >
      {KYC_REQUIRED_MESSAGE}.
    </Alert>
  );
}

interface FiltersProps {
  state: OwnListState;
  go: (patch: Partial<OwnListState>) => void;
  placeholder: string;
  /** The state filter's labels; without them (the staff's open list) there is no state filter. */
  statusLabels?: Record<OwnStatusFilter, string>;
}

/** Search (debounced into the URL), product and, for owners, the state of their listings. */
export function OwnListingFilters({ state, go, placeholder, statusLabels }: FiltersProps) {
  const [text, setText] = useSearchText(state.q, (q) => go({ q, page: 1 }));
  return (
    <div className={statusLabels ? s.filtersWithStatus : s.filters}>
      <SearchField
        label="Search"
        placeholder={placeholder}
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
      {statusLabels ? (
        <Select<{ id: OwnStatusFilter; name: string }>
          label="Status"
          value={state.status}
          onChange={(key) => go({ status: key as OwnStatusFilter, page: 1 })}
          items={(Object.keys(statusLabels) as OwnStatusFilter[]).map((id) => ({
            id,
            name: statusLabels[id],
          }))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      ) : null}
    </div>
  );
}

/** Title and subtitle left, the page's main action right; stacked on a phone. */
export function OwnListingHeader({
  children,
  action,
}: {
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={s.header}>
      {children}
      {action}
    </div>
  );
}
