import type { HTMLAttributes } from 'react';
import { statusNames, type StatusName } from '../../tokens/raw';
import * as styles from './StatusBadge.css';

export const statusBadgeSizes = ['sm', 'md'] as const;
export type StatusBadgeSize = (typeof statusBadgeSizes)[number];

const known = new Set<string>(statusNames);

/** §4: a status the design system has no colour for is shown as `pending`. */
export function resolveStatus(status: string | null | undefined): StatusName {
  return status && known.has(status) ? (status as StatusName) : 'pending';
}

/** §4: underscores display as spaces ('lc_pending' → 'lc pending'). */
export function formatStatus(status: string): string {
  return status.replaceAll('_', ' ');
}

export interface StatusBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * A deal, KYC, offer, RFQ or subscription status, as the API spells it. Unknown or missing
   * statuses render as `pending`.
   */
  status: string | null | undefined;
  /** Text to show instead of the status name (e.g. a translated label). */
  label?: string;
  /**
   * Text size.
   * @default 'md'
   */
  size?: StatusBadgeSize;
}

/** A status in its own colour (one per status of §4 and §5), with a dot so it reads at a glance. */
export function StatusBadge({ status, label, size = 'md', className, ...props }: StatusBadgeProps) {
  const resolved = resolveStatus(status);
  const classes = `${styles.badge} ${styles.size[size]} ${styles.status[resolved]}`;
  return (
    <span
      {...props}
      data-status={resolved}
      className={className ? `${classes} ${className}` : classes}
    >
      <span aria-hidden className={styles.dot} />
      <span className={styles.label}>{label ?? formatStatus(resolved)}</span>
    </span>
  );
}
