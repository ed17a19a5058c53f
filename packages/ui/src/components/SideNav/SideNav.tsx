import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { Badge } from '../Badge';
import { Icon, type IconComponent } from '../Icon';
import { useDrawer } from '../private/DrawerContext';
import * as styles from './SideNav.css';
import { cx } from '../private/cx';

export interface SideNavProps extends HTMLAttributes<HTMLElement> {
  /** Names the navigation landmark, e.g. 'Trading Hub'. */
  'aria-label': string;
  /** SideNavGroup elements (or SideNavItem elements for a flat menu). */
  children: ReactNode;
}

/** The side menu: a navigation landmark of groups of links. */
export function SideNav({ children, className, ...props }: SideNavProps) {
  return (
    <nav {...props} className={cx(styles.nav, className)}>
      {children}
    </nav>
  );
}

export interface SideNavGroupProps {
  /** The group's heading ('Brokerage'); leave it out for the ungrouped items at the top. */
  title?: string;
  /**
   * Heading level of the title.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /** SideNavItem elements. */
  children: ReactNode;
}

/** A titled list of navigation items. */
export function SideNavGroup({ title, headingLevel = 2, children }: SideNavGroupProps) {
  const headingId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <div className={styles.group}>
      {title ? (
        <HeadingTag id={headingId} className={styles.groupHeading}>
          {title}
        </HeadingTag>
      ) : null}
      <ul className={styles.list} aria-labelledby={title ? headingId : undefined}>
        {children}
      </ul>
    </div>
  );
}

export interface SideNavItemProps extends Omit<RACLinkProps, 'children' | 'className' | 'style'> {
  /** The label. */
  children: ReactNode;
  /** An icon before the label. */
  icon?: IconComponent;
  /**
   * The current page: highlighted and announced (`aria-current="page"`).
   * @default false
   */
  isCurrent?: boolean;
  /** Why the item is disabled, shown next to its label and read as part of it ('Coming soon'). */
  disabledReason?: string;
  /** A count after the label (pending reviews). */
  count?: number;
}

/** One link of the side menu; pressing it closes the AppShell drawer on small screens. */
export function SideNavItem({
  children,
  icon,
  isCurrent = false,
  isDisabled,
  disabledReason,
  count,
  onPress,
  ...props
}: SideNavItemProps) {
  const drawer = useDrawer();
  const showReason = Boolean(isDisabled && disabledReason);
  return (
    <li>
      <RACLink
        {...props}
        isDisabled={isDisabled}
        aria-current={isCurrent ? 'page' : undefined}
        className={styles.item}
        onPress={(event) => {
          onPress?.(event);
          drawer?.close();
        }}
      >
        {icon ? <Icon icon={icon} /> : null}
        <span className={cx(styles.label, isDisabled && styles.disabledLabel)}>{children}</span>
        {showReason ? (
          <Badge size="sm" tone="neutral">
            {disabledReason}
          </Badge>
        ) : count !== undefined ? (
          <Badge count={count} size="sm" tone={isCurrent ? 'brand' : 'neutral'} />
        ) : null}
      </RACLink>
    </li>
  );
}
