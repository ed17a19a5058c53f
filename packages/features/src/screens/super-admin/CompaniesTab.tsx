import { useState } from 'react';
import {
  Button,
  Card,
  Dialog,
  EmptyState,
  Inline,
  Modal,
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
import { useDeactivateCompany, useReactivateCompany, useSuperAdminCompanies } from '../../data/api';
import { getHref } from '../../kit/routes';
import { statusDisplay } from '../../kit/status';
import { FilterSelect, useAddressFilter } from './AddressFilter';
import { CompanyHistory, OversightDialog } from './Oversight';
import * as s from './super-admin.css';
import { loadFailureText } from '../../kit/errors';
import { Loadable } from '../../kit/screen-state';

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

/** Active, or deactivated with the admin's reason. */
function CompanyStatus({ company }: { company: Company }) {
  if (company.isActive !== false) return <StatusBadge tone="success" label="active" size="sm" />;
  return (
    <Stack gap="1">
      <StatusBadge tone="danger" label="deactivated" size="sm" />
      {company.deactivationReason ? (
        <Text size="sm" tone="muted">
          {company.deactivationReason}
        </Text>
      ) : null}
    </Stack>
  );
}

type Opened =
  | { company: Company; action: 'deactivate' | 'reactivate' }
  | { company: Company; action: 'history' };

/** The company's decision history (the audit log of the company) in a dialog. */
function HistoryDialog({ company, onClose }: { company: Company; onClose: () => void }) {
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} size="lg">
      <Dialog
        title="Decision history"
        description={`${company.name}: KYC decisions, deactivations and reactivations, newest first.`}
        footer={({ close }) => (
          <Button variant="secondary" onPress={close}>
            Close
          </Button>
        )}
      >
        <CompanyHistory company={company} />
      </Dialog>
    </Modal>
  );
}

const columnsFor = (open: (opened: Opened) => void): StaticTableColumn<Company>[] => [
  {
    id: 'name',
    header: 'Company',
    isRowHeader: true,
    cell: (c) => <Link href={getHref('company', { id: c.id })}>{c.name}</Link>,
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
  { id: 'status', header: 'Status', cell: (c) => <CompanyStatus company={c} /> },
  {
    id: 'actions',
    header: 'Actions',
    stickyEnd: true,
    cell: (c) => {
      const active = c.isActive !== false;
      return (
        <Inline gap="2" wrap={false}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${active ? 'Deactivate' : 'Reactivate'} ${c.name}`}
            onPress={() => open({ company: c, action: active ? 'deactivate' : 'reactivate' })}
          >
            {active ? 'Deactivate' : 'Reactivate'}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`History of ${c.name}`}
            onPress={() => open({ company: c, action: 'history' })}
          >
            History
          </Button>
        </Inline>
      );
    },
  },
];

/**
 * Companies/KYC: every company with its KYC state and completion, each opening its KYC page; deactivate
 * or reactivate a company (its users cannot trade meanwhile) and read its decision history.
 */
export function CompaniesTab() {
  const kycFilter = useAddressFilter('status', kycFilters);
  const [filter] = kycFilter;
  const companies = useSuperAdminCompanies();
  const { data } = companies;
  const shown = (data ?? []).filter((c) => matches(filter, c));
  const [opened, setOpened] = useState<Opened | null>(null);
  const columns = columnsFor(setOpened);
  return (
    <Card title="Companies/KYC" headingLevel={2}>
      <Stack gap="4">
        <div className={s.filter}>
          <FilterSelect label="KYC status" options={kycFilters} filter={kycFilter} />
        </div>
        <Loadable
          query={companies}
          loading={<Skeleton lines={5} />}
          failed={loadFailureText('The companies', 'reload')}
          fallback={[]}
        >
          {() => (
            <StaticTable
              aria-label="Companies"
              minWidth="56rem"
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
        </Loadable>
      </Stack>
      {opened?.action === 'history' ? (
        <HistoryDialog company={opened.company} onClose={() => setOpened(null)} />
      ) : opened ? (
        <OversightDialog
          kind="company"
          action={opened.action}
          target={{ id: opened.company.id, name: opened.company.name }}
          useWrite={opened.action === 'deactivate' ? useDeactivateCompany : useReactivateCompany}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </Card>
  );
}
