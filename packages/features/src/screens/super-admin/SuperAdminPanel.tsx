import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import {
  ButtonLink,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '@petrobridge/ui';
import { LOGOUT_PATH } from '../../kit/navigation';
import { getHref } from '../../kit/routes';
import { Overview } from './Overview';
import { DealsTab } from './DealsTab';
import { ShippingTab } from './ShippingTab';
import { OffersTab } from './OffersTab';
import { CommissionTab } from './CommissionTab';
import { UsersTab } from './UsersTab';
import { CompaniesTab } from './CompaniesTab';
import { DocumentsTab } from './DocumentsTab';
import { PaymentsTab } from './PaymentsTab';

// The Analytics tab's charts load when it is first opened, not with the panel.
const AnalyticsBoard = lazy(() =>
  import('../../widgets/analytics-board').then((m) => ({ default: m.AnalyticsBoard })),
);

export type SuperAdminTabId =
  | 'overview'
  | 'deals'
  | 'shipping'
  | 'offers'
  | 'commission'
  | 'companies'
  | 'documents'
  | 'payments'
  | 'analytics'
  | 'users';

interface PanelTab {
  id: SuperAdminTabId;
  label: string;
  panel: () => ReactNode;
}

/** §2's nine tabs in its order, plus users. */
export const panelTabs: readonly PanelTab[] = [
  { id: 'overview', label: 'Overview', panel: () => <Overview /> },
  { id: 'deals', label: 'Deal Management', panel: () => <DealsTab /> },
  { id: 'shipping', label: 'Shipping', panel: () => <ShippingTab /> },
  { id: 'offers', label: 'Offers/RFQs', panel: () => <OffersTab /> },
  { id: 'commission', label: 'Commission', panel: () => <CommissionTab /> },
  { id: 'companies', label: 'Companies/KYC', panel: () => <CompaniesTab /> },
  { id: 'documents', label: 'Documents', panel: () => <DocumentsTab /> },
  { id: 'payments', label: 'Payment Links', panel: () => <PaymentsTab /> },
  {
    id: 'analytics',
    label: 'Analytics',
    panel: () => (
      <Suspense fallback={<Skeleton lines={6} />}>
        <AnalyticsBoard level={2} />
      </Suspense>
    ),
  },
  { id: 'users', label: 'Users', panel: () => <UsersTab /> },
];

/** The tab of the path; an unknown one shows overview. */
export function tabOf(tab: string | undefined): PanelTab {
  return panelTabs.find((t) => t.id === tab) ?? panelTabs[0]!;
}

/**
 * /super-admin/{tab?} (docs/product.md §2 Super Admin Panel, issue 16): the platform's oversight for admins
 * and super admins, the selected tab in the path (overview left out).
 */
export function SuperAdminPanel() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const selected = tabOf(tab);
  return (
    <Stack gap="6">
      <Inline justify="between" align="center" gap="4">
        <Stack gap="1">
          <Heading level={1}>Super Admin Panel</Heading>
          <Text tone="muted">
            Full control over the platform with oversight of deals, commissions, and operations
          </Text>
        </Stack>
        <ButtonLink href={LOGOUT_PATH} icon={LogOut} variant="secondary">
          Logout
        </ButtonLink>
      </Inline>
      <Tabs
        selectedKey={selected.id}
        onSelectionChange={(key) =>
          navigate(getHref('superAdmin', { tab: key === 'overview' ? undefined : String(key) }))
        }
      >
        <TabList aria-label="Super Admin Panel sections">
          {panelTabs.map((t) => (
            <Tab key={t.id} id={t.id}>
              {t.label}
            </Tab>
          ))}
        </TabList>
        {panelTabs.map((t) => (
          <TabPanel key={t.id} id={t.id}>
            {t.id === selected.id ? t.panel() : null}
          </TabPanel>
        ))}
      </Tabs>
    </Stack>
  );
}
