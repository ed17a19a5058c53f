import { useRef, useState } from 'react';
import { LogOut, Monitor, Moon, Sun } from 'lucide-react';
import { Button, Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '@petrobridge/ui';
import { useTakeOver, type TriggerHandoff } from '../../kit/lazy-trigger';
import { LOGOUT_PATH, useBrowserNavigation } from '../../kit/navigation';
import { useThemePreference, type ThemePreference } from '../../kit/theme';
import { UserMenuLabel, type UserMenuProps } from './UserMenu';

const themeChoices: { id: ThemePreference; label: string; icon: typeof Sun }[] = [
  { id: 'light', label: 'Light', icon: Sun },
  { id: 'dark', label: 'Dark', icon: Moon },
  { id: 'system', label: 'System', icon: Monitor },
];

/** The user menu once its code is loaded (see UserMenu): name, role, theme, Log out. */
export function UserMenuPopup({ handoff, ...props }: UserMenuProps & { handoff: TriggerHandoff }) {
  const navigation = useBrowserNavigation();
  const [theme, setTheme] = useThemePreference();
  const [isOpen, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  useTakeOver(handoff, ref, setOpen);

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="ghost" ref={ref}>
        <UserMenuLabel {...props} />
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
  );
}
