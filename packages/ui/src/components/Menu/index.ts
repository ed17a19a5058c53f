export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  menuItemTones,
  type MenuItemProps,
  type MenuItemTone,
  type MenuProps,
  type MenuSectionProps,
  type MenuTriggerProps,
} from './Menu';
