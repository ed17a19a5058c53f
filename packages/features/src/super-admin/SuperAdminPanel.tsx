import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import {
  ButtonLink,
  Heading,
  Inline,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '@petrobridge/ui';
import { LOGOUT_PATH } from '../shared/navigation';
import { getHref } from '../shared/routes';
import { Overview } from './Overview';
import { DealsTab } from './DealsTab';
import { ShippingTab } from './ShippingTab';
import { CommissionTab } from './CommissionTab';
import { UsersTab } from './UsersTab';
import { CompaniesTab } from './CompaniesTab';
import { DocumentsTab } from './DocumentsTab';
import * as s from './super-admin.css';

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

type PanelTab =
  | { id: SuperAdminTabId; label: string; panel: () => ReactNode; unavailable?: never }
  | { id: SuperAdminTabId; label: string; panel?: never; unavailable: string };

/**
 * §2's nine tabs in its order, plus users. A tab not built yet is disabled and says why (under the
 * tabs, and as its description), never a "coming soon" panel.
 */
export const panelTabs: readonly PanelTab[] = [
  { id: 'overview', label: 'Overview', panel: () => <Overview /> },
  { id: 'deals', label: 'Deal Management', panel: () => <DealsTab /> },
  { id: 'shipping', label: 'Shipping', panel: () => <ShippingTab /> },
  {
    id: 'offers',
    label: 'Offers/RFQs',
    unavailable: 'Listing oversight is not built yet; the marketplace lists every offer and RFQ.',
  },
  { id: 'commission', label: 'Commission', panel: () => <CommissionTab /> },
  { id: 'companies', label: 'Companies/KYC', panel: () => <CompaniesTab /> },
  { id: 'documents', label: 'Documents', panel: () => <DocumentsTab /> },
  {
    id: 'payments',
    label: 'Payment Links',
    unavailable: 'They need the crypto payment provider, which is not connected yet.',
  },
  {
    id: 'analytics',
    label: 'Analytics',
    unavailable:
      "The platform's figures and charts are on the Analytics page (side menu, Analytics).",
  },
  { id: 'users', label: 'Users', panel: () => <UsersTab /> },
];

const reasonId = (id: string) => `super-admin-${id}-unavailable`;

/** The tab of the path; an unknown or unavailable one shows overview. */
export function tabOf(tab: string | undefined): PanelTab {
  const found = panelTabs.find((t) => t.id === tab);
  return found && !found.unavailable ? found : panelTabs[0]!;
}

/**
 * /super-admin/{tab?} (client-spec §2 Super Admin Panel, issue 16): the platform's oversight for admins
 * and super admins, the selected tab in the path (overview left out).
 */
export function SuperAdminPanel() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const selected = tabOf(tab);
  const unavailable = panelTabs.filter((t) => t.unavailable);
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
        disabledKeys={unavailable.map((t) => t.id)}
        onSelectionChange={(key) =>
          navigate(getHref('superAdmin', { tab: key === 'overview' ? undefined : String(key) }))
        }
      >
        <TabList aria-label="Super Admin Panel sections">
          {panelTabs.map((t) => (
            <Tab key={t.id} id={t.id} aria-describedby={t.unavailable ? reasonId(t.id) : undefined}>
              {t.label}
            </Tab>
          ))}
        </TabList>
        <section aria-label="Sections not available yet" className={s.unavailable}>
          <Text size="sm" tone="muted">
            Not available yet:
          </Text>
          <ul className={s.reasons}>
            {unavailable.map((t) => (
              <li key={t.id} id={reasonId(t.id)}>
                <Text size="sm" tone="muted">
                  <strong>{t.label}</strong>: {t.unavailable}
                </Text>
              </li>
            ))}
          </ul>
        </section>
        {panelTabs
          .filter((t) => !t.unavailable)
          .map((t) => (
            <TabPanel key={t.id} id={t.id}>
              {t.id === selected.id ? t.panel?.() : null}
            </TabPanel>
          ))}
      </Tabs>
    </Stack>
  );
}
