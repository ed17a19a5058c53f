import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Bell, Droplet, LogOut } from 'lucide-react';
import {
  AppShell as UiAppShell,
  Avatar,
  Badge,
  Button,
  Icon,
  Inline,
  Link,
  Stack,
  Text,
} from '@petrobridge/ui';
import { useSession } from '../../session';
import { LOGOUT_PATH, useBrowserNavigation } from '../../shared/navigation';
import { unreadCount, useNotifications } from '../../api/notifications';
import { isMenuItemActive } from '../model/menu';
import { roleLabel, userDisplayName, userInitials } from '../model/user';
import { SideMenu } from './SideMenu';
import * as s from './shell.css';

/** Client-spec §2 header navigation. */
export const headerLinks = [
  { label: 'Dashboard', path: '/' },
  { label: 'Marketplace', path: '/marketplace' },
  { label: 'Deals', path: '/deals' },
  { label: 'Analytics', path: '/analytics' },
] as const;

/** Paths with a screen when nothing else is said: the dashboard only (issue 5). */
export const defaultAvailablePaths: readonly string[] = ['/', '/dashboard'];

export interface AppShellProps {
  /** The screen. */
  children: ReactNode;
  /**
   * Paths whose screens exist. Menu and header entries for other paths stay visible but disabled,
   * marked 'Coming soon', until their feature lands.
   * @default ['/', '/dashboard']
   */
  availablePaths?: readonly string[];
}

/**
 * The signed-in frame (client-spec §2) on ui's AppShell: header with navigation, unread-notification
 * badge, the user (avatar, name, role) and Log out; the 'Trading Hub' side menu (a drawer on small
 * screens).
 */
export function AppShell({ children, availablePaths = defaultAvailablePaths }: AppShellProps) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigation = useBrowserNavigation();
  const notifications = useNotifications({ enabled: Boolean(user) });
  const unread = unreadCount(notifications.data);
  const isAvailable = (path: string) => availablePaths.includes(path);
  const name = userDisplayName(user);
  const logOut = () => navigation.assign(LOGOUT_PATH);

  const header = (
    <div className={s.headerRow}>
      <Link href="/" variant="standalone" aria-label="Petrobridge, dashboard">
        <Icon icon={Droplet} tone="brand" />
        <Text elementType="span" weight="bold" size="lg">
          Petrobridge
        </Text>
      </Link>
      <nav aria-label="Main" className={s.headerNav}>
        <Inline as="ul" gap="1" padding="none" margin="none">
          {headerLinks.map((link) => {
            const available = isAvailable(link.path);
            return (
              <li key={link.path}>
                <Link
                  href={available ? link.path : undefined}
                  isDisabled={!available}
                  aria-current={
                    available && isMenuItemActive(link.path, pathname) ? 'page' : undefined
                  }
                  className={s.headerLink}
                >
                  {link.label}
                  {available ? null : <span className={s.hiddenHint}> (coming soon)</span>}
                </Link>
              </li>
            );
          })}
        </Inline>
      </nav>
      <div className={s.headerEnd}>
        <span className={s.bell}>
          <Icon icon={Bell} label={unread ? `Notifications, ${unread} unread` : 'Notifications'} />
          <Badge
            variant="solid"
            tone="danger"
            size="sm"
            count={unread}
            className={s.bellBadge}
            data-testid="unread-count"
            aria-hidden
          />
        </span>
        <Inline gap="2" align="center" wrap={false}>
          <Avatar name={name} initials={userInitials(user)} isDecorative />
          <Stack gap="none" className={s.onlyFromTablet}>
            <Text size="sm" weight="semibold" elementType="span">
              {name}
            </Text>
            <Text size="xs" tone="muted" elementType="span">
              {roleLabel(user?.role)}
            </Text>
          </Stack>
        </Inline>
        <span className={s.onlyFromTablet}>
          <Button variant="ghost" icon={LogOut} onPress={logOut}>
            Log out
          </Button>
        </span>
        <span className={s.onlyBelowTablet}>
          <Button variant="ghost" icon={LogOut} aria-label="Log out" onPress={logOut} />
        </span>
      </div>
    </div>
  );

  return (
    <UiAppShell header={header} sideNav={<SideMenu role={user?.role} isAvailable={isAvailable} />}>
      {children}
    </UiAppShell>
  );
}
