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
import { Heading, SideNav, SideNavGroup, SideNavItem } from '@petrobridge/ui';
import type { Role } from '@petrobridge/domain';
import { isMenuItemCurrent, menuForRole, type RouteId } from '../../kit/routes';
import * as s from './shell.css';

const icons: Partial<Record<RouteId, LucideIcon>> = {
  deals: Handshake,
  rfqMatching: ArrowLeftRight,
  commission: Percent,
  cryptoExchange: Bitcoin,
  marketplace: Store,
  rfqs: Search,
  myOffers: Package,
  companies: Building2,
  kycWorkflow: ShieldCheck,
  documents: FileText,
  analytics: BarChart3,
};

export interface SideMenuProps {
  /** The signed-in user's role; a missing role counts as buyer. */
  role: Role | null | undefined;
}

/**
 * The 'Trading Hub' side menu: the role's entries of the route manifest whose screens exist (the
 * docs/product.md#screens table, with super_admin seeing what admin sees).
 */
export function SideMenu({ role }: SideMenuProps) {
  const { pathname } = useLocation();
  return (
    <SideNav aria-label="Trading Hub" className={s.sideMenu}>
      <Heading level={2} size="sm">
        Trading Hub
      </Heading>
      {menuForRole(role).map((group) => (
        <SideNavGroup key={group.title ?? 'top'} title={group.title ?? undefined} headingLevel={3}>
          {group.items.map((item) => (
            <SideNavItem
              key={item.id}
              href={item.href}
              icon={icons[item.id] ?? LayoutDashboard}
              isCurrent={isMenuItemCurrent(item, pathname, role)}
              data-menu-item={item.label}
            >
              {item.label}
            </SideNavItem>
          ))}
        </SideNavGroup>
      ))}
    </SideNav>
  );
}
