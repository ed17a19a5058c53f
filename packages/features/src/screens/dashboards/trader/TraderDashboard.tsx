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
import { LOGOUT_PATH } from '../../../kit/navigation';
import { getHref } from '../../../kit/routes';

export interface DashboardTab<Id extends string> {
  id: Id;
  label: string;
  /** The tab's content; rendered only while the tab is selected, so each tab loads only its data. */
  panel: () => ReactNode;
}

interface TraderDashboardProps<Id extends string> {
  route: 'sellerDashboard' | 'buyerDashboard';
  title: string;
  subtitle: string;
  tabs: readonly DashboardTab<Id>[];
}

/**
 * A trader's dashboard frame (docs/product.md §2 Seller and Buyer Dashboard): title, subtitle, Logout, and
 * the tabs, the selected one in the path (`/seller-dashboard/offers`; the first, overview, left out).
 * An unknown tab in the path shows the first.
 */
export function TraderDashboard<Id extends string>({
  route,
  title,
  subtitle,
  tabs,
}: TraderDashboardProps<Id>) {
  const { tab } = useParams();
  const navigate = useNavigate();
  const selected = tabs.find((t) => t.id === tab) ?? tabs[0]!;
  return (
    <Stack gap="6">
      <Inline justify="between" align="center" gap="4">
        <Stack gap="1">
          <Heading level={1}>{title}</Heading>
          <Text tone="muted">{subtitle}</Text>
        </Stack>
        <ButtonLink href={LOGOUT_PATH} icon={LogOut} variant="secondary">
          Logout
        </ButtonLink>
      </Inline>
      <Tabs
        selectedKey={selected.id}
        onSelectionChange={(key) =>
          navigate(getHref(route, { tab: key === tabs[0]!.id ? undefined : String(key) }))
        }
      >
        <TabList aria-label={`${title} sections`}>
          {tabs.map((t) => (
            <Tab key={t.id} id={t.id}>
              {t.label}
            </Tab>
          ))}
        </TabList>
        {tabs.map((t) => (
          <TabPanel key={t.id} id={t.id}>
            {t.id === selected.id ? t.panel() : null}
          </TabPanel>
        ))}
      </Tabs>
    </Stack>
  );
}
