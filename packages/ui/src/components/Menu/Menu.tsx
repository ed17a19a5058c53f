import type { ReactNode } from 'react';
import {
  Collection,
  Header as RACHeader,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  MenuTrigger as RACMenuTrigger,
  Popover as RACPopover,
  Separator as RACSeparator,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type MenuTriggerProps as RACMenuTriggerProps,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { Check } from 'lucide-react';
import { Icon, type IconComponent } from '../Icon';
import * as overlay from '../private/overlay.css';
import * as styles from './Menu.css';
import { cx } from '../private/cx';

export const menuItemTones = ['neutral', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export type MenuTriggerProps = RACMenuTriggerProps;

/**
 * Opens the Menu that follows its trigger (a Button) on press, Enter, Space or ArrowDown; returns
 * focus to the trigger on close.
 */
export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />;
}

export interface MenuProps<T extends object> extends Omit<RACMenuProps<T>, 'className' | 'style'> {
  /**
   * Where the menu opens relative to its trigger.
   * @default 'bottom start'
   */
  placement?: RACPopoverProps['placement'];
}

/**
 * A list of actions in a popover, on react-aria-components' Menu: arrow keys move, type-ahead
 * finds, Enter or Space runs, Escape closes. Items are MenuItem, MenuSection and MenuSeparator.
 */
export function Menu<T extends object>({ placement = 'bottom start', ...props }: MenuProps<T>) {
  return (
    <RACPopover placement={placement} offset={6} className={cx(overlay.popover, styles.popover)}>
      <RACMenu {...props} className={styles.menu} />
    </RACPopover>
  );
}

export interface MenuItemProps<T extends object = object> extends Omit<
  RACMenuItemProps<T>,
  'className' | 'style' | 'children'
> {
  /** The label. */
  children: ReactNode;
  /** An icon before the label. */
  icon?: IconComponent;
  /** A second line under the label. */
  description?: string;
  /**
   * Why the item cannot be used now; shown under the label while it is disabled (give
   * `isDisabled` or list it in the Menu's `disabledKeys`).
   */
  disabledReason?: string;
  /** A keyboard shortcut shown at the end, e.g. '⌘D' (display only). */
  shortcut?: string;
  /**
   * `danger` for actions that delete or cancel.
   * @default 'neutral'
   */
  tone?: MenuItemTone;
}

/** One action of a Menu; with `href` it is a link. */
export function MenuItem<T extends object = object>({
  children,
  icon,
  description,
  disabledReason,
  shortcut,
  tone = 'neutral',
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-tone={tone}
      className={styles.item}
    >
      {({ isDisabled, isSelected, selectionMode }) => {
        const secondLine = isDisabled && disabledReason ? disabledReason : description;
        return (
          <>
            {icon ? <Icon icon={icon} size="sm" className={styles.itemIcon} /> : null}
            {/* No label slot: the name comes from all the visible text (label and second
                line), so what a screen reader says matches what is shown. */}
            <span className={styles.itemText}>
              <span className={styles.itemLabel}>{children}</span>
              {secondLine ? <span className={styles.itemDescription}>{secondLine}</span> : null}
            </span>
            {shortcut ? (
              <kbd aria-hidden className={styles.shortcut}>
                {shortcut}
              </kbd>
            ) : null}
            {selectionMode !== 'none' && isSelected ? (
              <Icon icon={Check} size="sm" className={styles.check} />
            ) : null}
          </>
        );
      }}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T extends object> extends Omit<
  RACMenuSectionProps<T>,
  'className' | 'style'
> {
  /** The section's heading (it names the group for screen readers). */
  title?: string;
}

/** A titled group of items in a Menu. */
export function MenuSection<T extends object>({
  title,
  items,
  children,
  dependencies,
  ...props
}: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={styles.section}>
      {title ? <RACHeader className={styles.sectionHeader}>{title}</RACHeader> : null}
      <Collection items={items} dependencies={dependencies}>
        {children}
      </Collection>
    </RACMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <RACSeparator className={styles.separator} />;
}
