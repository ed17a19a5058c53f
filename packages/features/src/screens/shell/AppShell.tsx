import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Droplet } from 'lucide-react';
import { AppShell as UiAppShell, Icon, Inline, Link, Text } from '@petrobridge/ui';
import { useSession } from '../../data/session';
import { getHref, headerLinks, isMenuItemActive } from '../../kit/routes';
import { roleLabel, userDisplayName, userInitials } from './model/user';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';
import * as s from './shell.css';

export interface AppShellProps {
  /** The screen. */
  children: ReactNode;
  /**
   * The notification centre's bell, composed by the app (features do not import each other);
   * it sits in the header before the user menu.
   */
  notifications?: ReactNode;
}

/**
 * The signed-in frame (docs/product.md#screens) on ui's AppShell: header with the manifest's navigation, the
 * notification bell, the user menu (name, role, theme, Log out); the 'Trading Hub' side menu (a
 * drawer on small screens). Only routes whose screens exist are linked.
 */
export function AppShell({ children, notifications }: AppShellProps) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const name = userDisplayName(user);
  const role = roleLabel(user?.role);

  const header = (
    <div className={s.headerRow}>
      <Link href={getHref('home')} variant="standalone" aria-label="Petrobridge, home">
        <Icon icon={Droplet} tone="brand" />
        <Text elementType="span" weight="bold" size="lg">
          Petrobridge
        </Text>
      </Link>
      <nav aria-label="Main" className={s.headerNav}>
        <Inline as="ul" gap="1" padding="none" margin="none">
          {headerLinks().map((link) => (
            <li key={link.id}>
              <Link
                href={link.href}
                aria-current={isMenuItemActive(link.href, pathname) ? 'page' : undefined}
                className={s.headerLink}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </Inline>
      </nav>
      <div className={s.headerEnd}>
        {notifications}
        <UserMenu name={name} role={role} initials={userInitials(user)} />
      </div>
    </div>
  );

  return (
    <UiAppShell header={header} sideNav={<SideMenu role={user?.role} />}>
      {children}
    </UiAppShell>
  );
}
