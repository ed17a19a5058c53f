import {
  Card,
  EmptyState,
  Link,
  ProgressBar,
  Skeleton,
  Stack,
  StaticTable,
  StatusBadge,
  Text,
  type StaticTableColumn,
} from '@petrobridge/ui';
import type { Schema } from '@petrobridge/api-client';
import { useSuperAdminCompanies } from '../api';
import { getHref } from '../shared/routes';
import { statusDisplay } from '../shared/status';
import { FilterSelect, useAddressFilter } from './AddressFilter';
import * as s from './super-admin.css';

type Company = Schema<'CompanyListItem'>;

/** `open`: the KYC queue (pending or under review), what Pending Actions' KYC Reviews counts. */
const kycFilters = [
  { id: 'all', name: 'All companies' },
  { id: 'open', name: 'Awaiting review' },
  { id: 'approved', name: 'Approved' },
  { id: 'rejected', name: 'Rejected' },
] as const;
type KycFilter = (typeof kycFilters)[number]['id'];

const matches = (filter: KycFilter, c: Company) =>
  filter === 'all' ||
  (filter === 'open'
    ? c.kycStatus === 'pending' || c.kycStatus === 'under_review'
    : c.kycStatus === filter);

export const kycHref = (id: string) => `${getHref('kycWorkflow')}?company=${id}`;

const columns: StaticTableColumn<Company>[] = [
  {
    id: 'name',
    header: 'Company',
    isRowHeader: true,
    cell: (c) => <Link href={kycHref(c.id)}>{c.name}</Link>,
  },
  { id: 'country', header: 'Country', cell: (c) => c.country ?? '—' },
  {
    id: 'kyc',
    header: 'KYC',
    cell: (c) => <StatusBadge {...statusDisplay('kyc', c.kycStatus)} size="sm" />,
  },
  {
    id: 'completion',
    header: 'Completion',
    cell: (c) => (
      <ProgressBar
        aria-label={`KYC completion of ${c.name}`}
        value={c.kycCompletionPercentage}
        size="sm"
      />
    ),
  },
];

/** Companies/KYC: every company with its KYC state and completion, each opening its KYC page. */
export function CompaniesTab() {
  const kycFilter = useAddressFilter('status', kycFilters);
  const [filter] = kycFilter;
  const { data, error, isLoading } = useSuperAdminCompanies();
  const shown = (data ?? []).filter((c) => matches(filter, c));
  return (
    <Card title="Companies/KYC" headingLevel={2}>
      <Stack gap="4">
        <div className={s.filter}>
          <FilterSelect label="KYC status" options={kycFilters} filter={kycFilter} />
        </div>
        {isLoading ? (
          <Skeleton lines={5} />
        ) : error ? (
          <Text tone="danger" role="alert">
            The companies could not be loaded. Reload the page to try again.
          </Text>
        ) : (
          <StaticTable
            aria-label="Companies"
            minWidth="36rem"
            columns={columns}
            items={shown}
            getKey={(c) => c.id}
            emptyState={
              <EmptyState
                size="sm"
                title={
                  data?.length ? 'No companies match the filter' : 'No companies registered yet'
                }
              />
            }
          />
        )}
      </Stack>
    </Card>
  );
}
