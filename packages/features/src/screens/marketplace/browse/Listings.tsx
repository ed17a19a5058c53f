import { useEffect, useState, type ReactNode } from 'react';
import { productTypes, type ProductType, productTypeNames } from '@petrobridge/domain';
import {
  Alert,
  Button,
  EmptyState,
  Inline,
  SearchField,
  Select,
  SelectItem,
  Skeleton,
  Spinner,
  Stack,
  Text,
  formatNumber,
} from '@petrobridge/ui';
import { PAGE_SIZE } from './search-params';
import { Pager } from '../../../kit/Pager';
import * as s from './marketplace.css';

/** How long typing pauses before the search is sent (and written to the URL). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box's text that follows the URL's (back, forward, a shared link) and reaches it through
 * `commit` once typing pauses for {@link SEARCH_DEBOUNCE_MS}.
 */
export function useSearchText(q: string, commit: (q: string) => void) {
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (text === q) return undefined;
    const timer = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `commit` is rebuilt every render; the pending write only depends on what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return [text, setText] as const;
}

interface ListingsProps<T> {
  query: {
    data?: { items: T[]; total: number };
    error?: unknown;
    isLoading: boolean;
    isValidating: boolean;
    mutate: () => unknown;
  };
  what: string;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  render: (item: T) => ReactNode;
}

/**
 * What a list of listings shows instead of its cards: the skeleton while the first answer loads, the
 * error with Try again when there is nothing to show, or the empty state; null when there are cards.
 */
export function listingsInstead({
  loading,
  failed,
  count,
  what,
  empty,
  retry,
}: {
  loading: boolean;
  failed: boolean;
  count: number;
  what: string;
  empty: string;
  retry: () => void;
}): ReactNode | null {
  if (loading) return <Skeleton lines={6} aria-label={`Loading ${what}`} />;
  if (failed && count === 0)
    return (
      <Alert
        tone="danger"
        role="alert"
        title={`The ${what} could not be loaded`}
        action={
          <Button size="sm" variant="secondary" onPress={retry}>
            Try again
          </Button>
        }
      />
    );
  if (count === 0) return <EmptyState title={empty} size="sm" headingLevel={2} />;
  return null;
}

/** A list of listings: loading, error, empty, or the page of cards with the pager. */
export function Listings<T>({ query, what, empty, page, onPage, render }: ListingsProps<T>) {
  const { data, error, isLoading, isValidating } = query;
  const instead = listingsInstead({
    loading: isLoading && !data,
    failed: Boolean(error),
    count: data?.items.length ?? 0,
    what,
    empty,
    retry: () => void query.mutate(),
  });
  if (instead || !data) return instead;
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  const first = (page - 1) * PAGE_SIZE + 1;
  return (
    <Stack gap="4">
      <Inline gap="2" align="center">
        <Text size="sm" tone="muted" role="status">
          {formatNumber(first)}–{formatNumber(first + data.items.length - 1)} of{' '}
          {formatNumber(data.total)} {what}
        </Text>
        {/* Previous results stay while the next ones load. */}
        {isValidating ? <Spinner size="sm" label={`Updating ${what}`} /> : null}
      </Inline>
      <ul className={s.grid} aria-busy={isValidating} aria-label={what}>
        {data.items.map(render)}
      </ul>
      <Pager page={page} pages={pages} onPage={onPage} spread />
    </Stack>
  );
}

interface ListingFiltersProps {
  q: string;
  product: ProductType | undefined;
  /** Writes a change to the URL (back to the first page). */
  go: (patch: { q?: string; product?: ProductType; page: number }) => void;
  placeholder: string;
  /** A further picker (the marketplace's sort, an owner's state), in the third column. */
  children?: ReactNode;
}

/** The search box (debounced into the URL) and the product filter of a list of listings. */
export function ListingFilters({ q, product, go, placeholder, children }: ListingFiltersProps) {
  const [text, setText] = useSearchText(q, (next) => go({ q: next, page: 1 }));
  return (
    <div className={children ? s.filtersOfThree : s.filters}>
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
        value={product ?? 'all'}
        onChange={(key) =>
          go({ product: key === 'all' ? undefined : (key as ProductType), page: 1 })
        }
        items={[
          { id: 'all', name: 'All products' },
          ...productTypes.map((p) => ({ id: p, name: productTypeNames[p] })),
        ]}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      {children}
    </div>
  );
}
