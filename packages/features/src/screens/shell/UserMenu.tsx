import { Avatar, Button, Inline, Stack, Text } from '@petrobridge/ui';
import { useLazyTrigger } from '../../kit/lazy-trigger';
import * as s from './shell.css';

export interface UserMenuProps {
  name: string;
  role: string;
  initials: string;
}

/** The trigger's face: avatar, name and role; the same before and after the menu's code loads. */
export function UserMenuLabel({ name, role, initials }: UserMenuProps) {
  return (
    <Inline gap="2" align="center" wrap={false}>
      <Avatar name={name} initials={initials} isDecorative />
      <Stack gap="none" className={s.onlyFromTablet}>
        <Text size="sm" weight="semibold" elementType="span">
          {name}
        </Text>
        <Text size="xs" tone="muted" elementType="span">
          {role}
        </Text>
      </Stack>
      {/* Named by its text (name, role), so what a screen reader says matches what is shown;
          below tablet width, where the text is hidden, a visually hidden copy names it. */}
      <span className={`${s.visuallyHidden} ${s.onlyBelowTablet}`}>
        {name}, {role}
      </span>
      <span className={s.visuallyHidden}>, account menu</span>
    </Inline>
  );
}

const loadMenu = () => import('./UserMenuPopup');
export type LoadUserMenu = typeof loadMenu;

/**
 * The user menu (theme, Log out). Its code — react-aria-components' Menu and popover positioning —
 * is not part of the dashboard's first load: the button is there at once and the menu's module
 * loads on the first hover, focus or press, then opens if it was pressed meanwhile.
 */
export function UserMenu({
  load = loadMenu,
  ...props
}: UserMenuProps & {
  /** Where the menu's code comes from; stories hold it back to press while it arrives. */
  load?: LoadUserMenu;
}) {
  const { module, standIn, handoff } = useLazyTrigger(load);
  if (module) return <module.UserMenuPopup {...props} handoff={handoff} />;
  return (
    <Button variant="ghost" aria-haspopup="true" aria-expanded={false} {...standIn}>
      <UserMenuLabel {...props} />
    </Button>
  );
}
