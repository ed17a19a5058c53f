/** The signed-in shell: header, 'Trading Hub' side menu, the 404 page and the standalone frame. */
export { AppShell, type AppShellProps } from './components/AppShell';
export { SideMenu, type SideMenuProps } from './components/SideMenu';
export { ComingSoon, type ComingSoonProps } from './components/ComingSoon';
export { NotFoundPage, StandalonePage, type NotFoundPageProps } from './components/NotFoundPage';
export { userInitials, userDisplayName, roleLabel } from './model/user';
