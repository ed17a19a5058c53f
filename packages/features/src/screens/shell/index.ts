/** The signed-in shell: header, 'Trading Hub' side menu, the 404 page and the standalone frame. */
export { AppShell, type AppShellProps } from './AppShell';
export { SideMenu, type SideMenuProps } from './SideMenu';
export { NotFoundPage, StandalonePage, type NotFoundPageProps } from './NotFoundPage';
export { userInitials, userDisplayName, roleLabel } from './model/user';
