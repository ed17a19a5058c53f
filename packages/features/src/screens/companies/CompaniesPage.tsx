import { lazy, Suspense, useState } from 'react';
import { Plus } from 'lucide-react';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  Link,
  Meter,
  Skeleton,
  Stack,
  StatusBadge,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
} from '@petrobridge/ui';
import { isStaffRole } from '@petrobridge/domain';
import { useSession } from '../../data/session';
import { useCompanies, type Company } from '../../data/api/companies';
import { getHref } from '../../kit/routes';
import { statusDisplay } from '../../kit/status';
import { loadFailureText } from '../../kit/errors';
import { Loadable } from '../../kit/screen-state';
import { KycReviews } from './kyc-review';

// The dialog carries zod and react-hook-form: loaded on first open, not with the page.
const RegisterCompanyDialog = lazy(() =>
  import('./RegisterCompanyDialog').then((m) => ({ default: m.RegisterCompanyDialog })),
);

function MyCompanies({ title }: { title: string }) {
  const companies = useCompanies();
  return (
    <Card title={title} headingLevel={2} aria-busy={companies.isLoading}>
      <Loadable
        query={companies}
        loading={<Skeleton lines={3} />}
        failed={loadFailureText('The companies')}
        fallback={[]}
      >
        {(data) => (
          <Table aria-label={title} minWidth="36rem">
            <TableHeader>
              <TableColumn id="name" isRowHeader>
                Company
              </TableColumn>
              <TableColumn id="registration">Registration</TableColumn>
              <TableColumn id="country">Country</TableColumn>
              <TableColumn id="kyc">KYC status</TableColumn>
              <TableColumn id="completion">Completion</TableColumn>
            </TableHeader>
            <TableBody<Company>
              items={data}
              renderEmptyState={() => <EmptyState size="sm" title="No companies registered yet" />}
            >
              {(company) => (
                <TableRow id={company.id}>
                  <TableCell>
                    <Stack gap="none">
                      <Link href={getHref('company', { id: company.id })}>{company.name}</Link>
                      {company.website ? (
                        <Text size="sm" tone="muted">
                          {company.website}
                        </Text>
                      ) : null}
                    </Stack>
                  </TableCell>
                  <TableCell>{company.registrationNumber ?? '—'}</TableCell>
                  <TableCell>{company.country ?? '—'}</TableCell>
                  <TableCell>
                    <StatusBadge {...statusDisplay('kyc', company.kycStatus)} size="sm" />
                  </TableCell>
                  <TableCell>
                    <Meter
                      aria-label={`KYC completion of ${company.name}`}
                      value={company.kycCompletionPercentage}
                      size="sm"
                    />
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </Loadable>
    </Card>
  );
}

/**
 * Company Management (/companies, docs/product.md#screens): the caller's companies with KYC status and
 * completion; Register Company for sellers and buyers; KYC Reviews for brokers and admins.
 */
export function CompaniesPage() {
  const { user } = useSession();
  const [registering, setRegistering] = useState(false);
  if (!user) return null;
  const canRegister = user.role === 'seller' || user.role === 'buyer';
  const reviews = isStaffRole(user.role);
  return (
    <Stack gap="6">
      <Inline justify="between" align="center" gap="4" wrap>
        <Stack gap="1">
          <Heading level={1}>Company Management</Heading>
          <Text tone="muted">
            {reviews
              ? 'Companies on the platform and the KYC reviews waiting for a decision.'
              : 'Your companies and their KYC verification.'}
          </Text>
        </Stack>
        {canRegister ? (
          <Button icon={Plus} onPress={() => setRegistering(true)}>
            Register Company
          </Button>
        ) : null}
      </Inline>
      {reviews ? <KycReviews /> : null}
      <MyCompanies title={reviews ? 'Companies' : 'My Companies'} />
      {registering ? (
        <Suspense fallback={null}>
          <RegisterCompanyDialog
            isOpen={registering}
            onOpenChange={setRegistering}
            ownerId={user.id}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
