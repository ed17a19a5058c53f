import type { HTMLAttributes } from 'react';
import * as styles from './BarList.css';
import { cx } from '../private/cx';

/** The theme's categorical chart colours, in order. */
export const chartColors = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'] as const;
export type ChartColor = (typeof chartColors)[number];

export interface BarListItem {
  /** Unique key; the label when left out. */
  id?: string;
  /** What the bar counts ('Bonny Light', 'negotiation'). */
  label: string;
  /** The number the bar's length follows. */
  value: number;
  /** The value as shown ('$1.2M', '42%'); `formatValue(value)` or the plain number when left out. */
  formattedValue?: string;
  /** A colour for this bar only. */
  color?: ChartColor;
}

export interface BarListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children' | 'color'> {
  /** The rows, in the order shown (see `sort`). */
  items: readonly BarListItem[];
  /**
   * Bar colour: one chart colour for every bar, or 'categorical' for c1, c2, … in turn.
   * @default 'c1'
   */
  color?: ChartColor | 'categorical';
  /**
   * Order the rows by value, largest first.
   * @default false
   */
  sort?: boolean;
  /**
   * The value of a full bar.
   * @default the largest value
   */
  maxValue?: number;
  /** Formats values that have no `formattedValue`. */
  formatValue?: (value: number) => string;
}

/**
 * A simple horizontal bar chart for a distribution (deals by status, volume by product): a list
 * whose rows read as 'label value'; the bars are decoration. Name it with `aria-label` or
 * `aria-labelledby`.
 */
export function BarList({
  items,
  color = 'c1',
  sort = false,
  maxValue,
  formatValue = (value) => value.toLocaleString('en-US'),
  className,
  ...props
}: BarListProps) {
  const rows = sort ? [...items].sort((a, b) => b.value - a.value) : items;
  const max = maxValue ?? Math.max(0, ...items.map((item) => item.value));
  return (
    <ul {...props} className={cx(styles.list, className)}>
      {rows.map((item, index) => {
        const share = max > 0 ? Math.min(100, Math.max(0, (item.value / max) * 100)) : 0;
        const tone =
          item.color ??
          (color === 'categorical' ? (chartColors[index % chartColors.length] ?? 'c1') : color);
        return (
          <li key={item.id ?? item.label} className={styles.item}>
            <span className={styles.labels}>
              <span className={styles.label}>{item.label}</span>
              <span className={styles.value}>{item.formattedValue ?? formatValue(item.value)}</span>
            </span>
            <span aria-hidden className={styles.track}>
              <span
                className={styles.bar({ color: tone })}
                data-color={tone}
                style={{ width: `${share}%` }}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
