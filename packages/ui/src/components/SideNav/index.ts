export {
  SideNav,
  SideNavGroup,
  SideNavItem,
  type SideNavGroupProps,
  type SideNavItemProps,
  type SideNavProps,
} from './SideNav';
