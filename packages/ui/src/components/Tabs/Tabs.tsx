import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { withClass } from '../private/withClass';
import { Badge } from '../Badge';
import { Icon, type IconComponent } from '../Icon';
import * as styles from './Tabs.css';

export type TabsProps = Omit<RACTabsProps, 'orientation'>;

/**
 * Horizontal tabs on react-aria-components' Tabs: arrow keys move between tabs, Home and End jump.
 * Routed tabs: give each Tab an `href` and an `id` equal to its path, set `selectedKey` from the
 * current path, and render one `<TabPanel key={path} id={path}>` around the route's outlet.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={withClass(styles.tabs, className)} />;
}

export type TabListProps<T extends object> = RACTabListProps<T>;

/** The row of tabs; it needs an `aria-label` when no heading names it. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={withClass(styles.tabList, className)} />;
}

export interface TabProps extends RACTabProps {
  /** A count after the label (open offers, unread notifications); 0 is shown. */
  count?: number;
  /** An icon before the label. */
  icon?: IconComponent;
}

/** One tab; with `href` it is a link (routed tabs) and navigates through RAC's RouterProvider. */
export function Tab({ count, icon, children, className, ...props }: TabProps) {
  return (
    <RACTab {...props} className={withClass(styles.tab, className)}>
      {composeRenderProps(children, (label, { isSelected }) => (
        <>
          {icon ? <Icon icon={icon} size="sm" /> : null}
          {label}
          {count !== undefined ? (
            <Badge count={count} showZero size="sm" tone={isSelected ? 'brand' : 'neutral'} />
          ) : null}
        </>
      ))}
    </RACTab>
  );
}

export type TabPanelProps = RACTabPanelProps;

/** The content of one tab, matched to it by `id`. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={withClass(styles.panel, className)} />;
}
