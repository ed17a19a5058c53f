import {
  Label as RACLabel,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import * as styles from '../private/bar.css';

export const progressBarSizes = ['sm', 'md', 'lg'] as const;
export type ProgressBarSize = (typeof progressBarSizes)[number];
export const progressBarTones = ['brand', 'success', 'warning', 'danger', 'neutral'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];

export interface ProgressBarProps extends Omit<
  RACProgressBarProps,
  'children' | 'className' | 'style'
> {
  /** What is progressing ('Uploading bill_of_lading.pdf'); shown and used as the name. */
  label?: string;
  /**
   * Show the value text (e.g. '45%') at the end of the label row.
   * @default true
   */
  showValueLabel?: boolean;
  /**
   * Track thickness.
   * @default 'md'
   */
  size?: ProgressBarSize;
  /**
   * Fill colour.
   * @default 'brand'
   */
  tone?: ProgressBarTone;
}

/**
 * How far a task has got (an upload, a multi-step process), on react-aria-components' ProgressBar
 * (role progressbar). `isIndeterminate` when the end is unknown; without a visible `label` give an
 * `aria-label`.
 */
export function ProgressBar({
  label,
  showValueLabel = true,
  size = 'md',
  tone = 'brand',
  ...props
}: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={styles.root}>
      {({ percentage = 0, valueText, isIndeterminate }) => (
        <>
          {label || (showValueLabel && !isIndeterminate) ? (
            <span className={styles.labels}>
              {label ? (
                <RACLabel elementType="span" className={styles.label}>
                  {label}
                </RACLabel>
              ) : (
                <span />
              )}
              {showValueLabel && !isIndeterminate ? (
                <span className={styles.value}>{valueText}</span>
              ) : null}
            </span>
          ) : null}
          <span className={`${styles.track} ${styles.trackSize[size]}`}>
            <span
              data-part="fill"
              className={`${styles.fill} ${styles.fillTone[tone]} ${isIndeterminate ? styles.indeterminate : ''}`}
              style={isIndeterminate ? undefined : { width: `${percentage}%` }}
            />
          </span>
        </>
      )}
    </RACProgressBar>
  );
}
