/** The signed-in shell: header, 'Trading Hub' side menu, coming-soon bodies, and the 404 page. */
export {
  AppShell,
  headerLinks,
  defaultAvailablePaths,
  type AppShellProps,
} from './components/AppShell';
export { SideMenu, type SideMenuProps } from './components/SideMenu';
export { ComingSoon, type ComingSoonProps } from './components/ComingSoon';
export { NotFoundPage } from './components/NotFoundPage';
export {
  menuForRole,
  isMenuItemActive,
  tradingHubMenu,
  type MenuGroup,
  type MenuItem,
} from './model/menu';
export { userInitials, userDisplayName, roleLabel } from './model/user';
