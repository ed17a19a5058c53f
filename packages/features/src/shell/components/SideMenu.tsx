import { useLocation } from 'react-router-dom';
import {
  ArrowLeftRight,
  BarChart3,
  Bitcoin,
  Building2,
  FileText,
  Handshake,
  LayoutDashboard,
  Package,
  Percent,
  Search,
  ShieldCheck,
  Store,
  type LucideIcon,
} from 'lucide-react';
import { Heading, SideNav, SideNavGroup, SideNavItem, Text } from '@petrobridge/ui';
import type { Role } from '../../session';
import { isMenuItemActive, menuForRole } from '../model/menu';

const icons: Record<string, LucideIcon> = {
  '/': LayoutDashboard,
  '/seller-dashboard': LayoutDashboard,
  '/buyer-dashboard': LayoutDashboard,
  '/deals': Handshake,
  '/rfq-matching': ArrowLeftRight,
  '/commission': Percent,
  '/crypto-exchange': Bitcoin,
  '/marketplace': Store,
  '/rfqs': Search,
  '/my-offers': Package,
  '/companies': Building2,
  '/kyc-workflow': ShieldCheck,
  '/documents': FileText,
  '/analytics': BarChart3,
};

export interface SideMenuProps {
  /** The signed-in user's role; a missing role counts as buyer. */
  role: Role | null | undefined;
  /** Whether a path has a screen yet; the others stay visible but disabled, marked 'Coming soon'. */
  isAvailable: (path: string) => boolean;
}

/** The 'Trading Hub' side menu: exactly the groups and items of the client-spec §2 table for a role. */
export function SideMenu({ role, isAvailable }: SideMenuProps) {
  const { pathname } = useLocation();
  const groups = menuForRole(role);
  return (
    <SideNav aria-label="Trading Hub">
      <Heading level={2} size="sm">
        Trading Hub
      </Heading>
      {groups.length === 0 ? (
        <Text size="sm" tone="muted">
          No menu entries for your role.
        </Text>
      ) : null}
      {groups.map((group) => (
        <SideNavGroup key={group.title ?? 'top'} title={group.title ?? undefined} headingLevel={3}>
          {group.items.map((item) => {
            const available = isAvailable(item.path);
            return (
              <SideNavItem
                key={item.path}
                href={available ? item.path : undefined}
                icon={icons[item.path] ?? LayoutDashboard}
                isCurrent={available && isMenuItemActive(item.path, pathname)}
                isDisabled={!available}
                disabledReason="Coming soon"
                data-menu-item={item.label}
              >
                {item.label}
              </SideNavItem>
            );
          })}
        </SideNavGroup>
      ))}
    </SideNav>
  );
}
