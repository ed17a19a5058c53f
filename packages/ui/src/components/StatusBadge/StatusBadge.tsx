import type { HTMLAttributes } from 'react';
import type { Tone } from '../../css/tones';
import { cx } from '../private/cx';
import * as styles from './StatusBadge.css';

export const statusBadgeSizes = ['sm', 'md'] as const;
export type StatusBadgeSize = (typeof statusBadgeSizes)[number];

export interface StatusBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * What the status means to the reader. The design system knows no business statuses: the product
   * maps each of its statuses to a tone and a label (packages/features `shared/status`).
   * @default 'neutral'
   */
  tone?: Tone;
  /** The status as the reader should see it (e.g. 'lc pending'). */
  label: string;
  /**
   * Text size.
   * @default 'md'
   */
  size?: StatusBadgeSize;
}

/** A status in its tone's colour, with a dot so that it reads at a glance. */
export function StatusBadge({
  tone = 'neutral',
  label,
  size = 'md',
  className,
  ...props
}: StatusBadgeProps) {
  return (
    <span {...props} data-tone={tone} className={cx(styles.badge({ tone, size }), className)}>
      <span aria-hidden className={styles.dot} />
      <span className={styles.label}>{label}</span>
    </span>
  );
}
