import type { HTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  badge,
  badgeSizes,
  badgeTones,
  badgeVariants,
  label as labelClass,
  type BadgeSize,
  type BadgeTone,
  type BadgeVariant,
} from './Badge.css';
import { cx } from '../private/cx';

export { badgeSizes, badgeTones, badgeVariants, type BadgeSize, type BadgeTone, type BadgeVariant };

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The text of the badge. Leave it out to show `count`. */
  children?: ReactNode;
  /**
   * Colour by role.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /**
   * `subtle` (tinted) or `solid` (filled, for counts on icons).
   * @default 'subtle'
   */
  variant?: BadgeVariant;
  /**
   * Text size.
   * @default 'md'
   */
  size?: BadgeSize;
  /** A number to show instead of text, capped at `max` ('99+'). */
  count?: number;
  /**
   * The largest count shown as is.
   * @default 99
   */
  max?: number;
  /**
   * Render a count of 0; by default the badge disappears at zero (an unread count).
   * @default false
   */
  showZero?: boolean;
  /** Words read after the count by screen readers, e.g. 'unread notifications'. */
  countLabel?: string;
  /** Leading icon (decorative). */
  icon?: ReactNode;
}

/** A short label or a count in a pill: statuses, tags, unread counts. */
export function Badge({
  children,
  tone,
  variant,
  size,
  count,
  max = 99,
  showZero = false,
  countLabel,
  icon,
  className,
  ...props
}: BadgeProps) {
  const isCount = children === undefined && count !== undefined;
  if (isCount && count === 0 && !showZero) return null;
  const classes = badge({ tone, variant, size, count: isCount });
  return (
    <span {...props} className={cx(classes, className)}>
      {icon}
      {isCount ? (
        <>
          {count > max ? `${max}+` : count}
          {countLabel ? <VisuallyHidden elementType="span"> {countLabel}</VisuallyHidden> : null}
        </>
      ) : (
        <span className={labelClass}>{children}</span>
      )}
    </span>
  );
}
