import type { ReactNode } from 'react';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { Card, type CardProps } from '../Card';
import { Icon, type IconComponent } from '../Icon';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './MetricCard.css';

export const metricChangeTones = ['success', 'danger', 'neutral'] as const;
export type MetricChangeTone = (typeof metricChangeTones)[number];

const changeIcon = { success: ArrowUpRight, danger: ArrowDownRight, neutral: Minus } as const;

/** The tone a change string implies: '+12%' success, '-0.87' danger, anything else neutral. */
export function changeToneOf(change: string): MetricChangeTone {
  const sign = change.trim()[0];
  if (sign === '+') return 'success';
  if (sign === '-' || sign === '−') return 'danger';
  return 'neutral';
}

export interface MetricCardProps extends Omit<
  CardProps,
  'title' | 'children' | 'description' | 'actions' | 'footer' | 'href' | 'onPress'
> {
  /** What is measured, e.g. 'Active Deals'. */
  label: string;
  /** The figure, already formatted ('$1,284,500', '42'). */
  value: ReactNode;
  /** The change against the previous period, formatted with its sign ('+12%', '-3'). */
  change?: string;
  /**
   * Colour of the change: success (green) for up, danger (red) for down. Set it when up is bad (costs, delays).
   * @default from the sign of `change`
   */
  changeTone?: MetricChangeTone;
  /** What the change compares with, e.g. 'from last month'. */
  changeDescription?: string;
  /** An icon for the metric, in a tinted well at the top end. */
  icon?: IconComponent;
  /**
   * Show placeholders instead of the value and change.
   * @default false
   */
  isLoading?: boolean;
}

/** A dashboard figure: label, value, change with its tone, and an icon. */
export function MetricCard({
  label,
  value,
  change,
  changeTone,
  changeDescription,
  icon,
  isLoading = false,
  ...cardProps
}: MetricCardProps) {
  const tone = changeTone ?? (change ? changeToneOf(change) : 'neutral');
  return (
    <Card {...cardProps} aria-busy={isLoading || undefined}>
      <div className={styles.layout}>
        <div className={styles.texts}>
          <p className={styles.label}>{label}</p>
          {isLoading ? (
            <>
              <VisuallyHidden>Loading</VisuallyHidden>
              <Skeleton width="60%" className={styles.value} />
            </>
          ) : (
            <p className={styles.value}>{value}</p>
          )}
        </div>
        {icon ? (
          <span className={styles.iconWell}>
            <Icon icon={icon} />
          </span>
        ) : null}
      </div>
      {change && !isLoading ? (
        <p className={styles.changeRow}>
          <span className={styles.change({ tone })} data-tone={tone}>
            <Icon icon={changeIcon[tone]} size="sm" />
            {change}
          </span>
          {changeDescription ? (
            <span className={styles.changeDescription}>{changeDescription}</span>
          ) : null}
        </p>
      ) : null}
    </Card>
  );
}
