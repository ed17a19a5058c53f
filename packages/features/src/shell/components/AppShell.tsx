import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Droplet, LogOut, Monitor, Moon, Sun } from 'lucide-react';
import {
  AppShell as UiAppShell,
  Avatar,
  Button,
  Icon,
  Inline,
  Link,
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  Stack,
  Text,
} from '@petrobridge/ui';
import { useSession } from '../../session';
import { LOGOUT_PATH, useBrowserNavigation } from '../../shared/navigation';
import { getHref, headerLinks, isMenuItemActive } from '../../shared/routes';
import { useThemePreference, type ThemePreference } from '../../shared/theme';
import { roleLabel, userDisplayName, userInitials } from '../model/user';
import { SideMenu } from './SideMenu';
import * as s from './shell.css';

const themeChoices: { id: ThemePreference; label: string; icon: typeof Sun }[] = [
  { id: 'light', label: 'Light', icon: Sun },
  { id: 'dark', label: 'Dark', icon: Moon },
  { id: 'system', label: 'System', icon: Monitor },
];

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
  const navigation = useBrowserNavigation();
  const [theme, setTheme] = useThemePreference();
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
        <MenuTrigger>
          {/* Named by its text (name, role), so what a screen reader says matches what is shown;
              below tablet width, where the text is hidden, a visually hidden copy names it. */}
          <Button variant="ghost">
            <Inline gap="2" align="center" wrap={false}>
              <Avatar name={name} initials={userInitials(user)} isDecorative />
              <Stack gap="none" className={s.onlyFromTablet}>
                <Text size="sm" weight="semibold" elementType="span">
                  {name}
                </Text>
                <Text size="xs" tone="muted" elementType="span">
                  {role}
                </Text>
              </Stack>
              <span className={`${s.visuallyHidden} ${s.onlyBelowTablet}`}>
                {name}, {role}
              </span>
              <span className={s.visuallyHidden}>, account menu</span>
            </Inline>
          </Button>
          <Menu placement="bottom end">
            <MenuSection
              title="Theme"
              selectionMode="single"
              selectedKeys={[theme]}
              onSelectionChange={(keys) => {
                const [next] = [...(keys as Set<ThemePreference>)];
                if (next) setTheme(next);
              }}
            >
              {themeChoices.map((choice) => (
                <MenuItem key={choice.id} id={choice.id} icon={choice.icon}>
                  {choice.label}
                </MenuItem>
              ))}
            </MenuSection>
            <MenuSeparator />
            <MenuItem id="logout" icon={LogOut} onAction={() => navigation.assign(LOGOUT_PATH)}>
              Log out
            </MenuItem>
          </Menu>
        </MenuTrigger>
      </div>
    </div>
  );

  return (
    <UiAppShell header={header} sideNav={<SideMenu role={user?.role} />}>
      {children}
    </UiAppShell>
  );
}
