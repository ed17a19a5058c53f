import { Label as RACLabel } from 'react-aria-components';
import * as styles from './bar.css';
import { cx } from './cx';

export const barSizes = ['sm', 'md', 'lg'] as const;
export const barTones = ['brand', 'success', 'warning', 'danger', 'neutral'] as const;

interface BarBodyProps {
  label?: string;
  /** The value text at the end of the label row, or undefined for none. */
  valueText?: string;
  percentage: number;
  size: (typeof barSizes)[number];
  tone: (typeof barTones)[number];
  isIndeterminate?: boolean;
}

/**
 * What ProgressBar and Meter draw inside their react-aria-components element: the label row
 * (label, value text) and the track with its fill.
 */
export function BarBody({
  label,
  valueText,
  percentage,
  size,
  tone,
  isIndeterminate,
}: BarBodyProps) {
  return (
    <>
      {label || valueText !== undefined ? (
        <span className={styles.labels}>
          {label ? (
            <RACLabel elementType="span" className={styles.label}>
              {label}
            </RACLabel>
          ) : (
            <span />
          )}
          {valueText !== undefined ? <span className={styles.value}>{valueText}</span> : null}
        </span>
      ) : null}
      <span className={styles.track({ size })}>
        <span
          data-part="fill"
          className={cx(styles.fill({ tone }), isIndeterminate && styles.indeterminate)}
          style={isIndeterminate ? undefined : { width: `${percentage}%` }}
        />
      </span>
    </>
  );
}
