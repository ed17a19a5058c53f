import {
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { BarBody, barSizes, barTones } from '../private/Bar';
import * as styles from '../private/bar.css';

export const progressBarSizes = barSizes;
export type ProgressBarSize = (typeof progressBarSizes)[number];
export const progressBarTones = barTones;
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
        <BarBody
          label={label}
          valueText={showValueLabel && !isIndeterminate ? valueText : undefined}
          percentage={percentage}
          size={size}
          tone={tone}
          isIndeterminate={isIndeterminate}
        />
      )}
    </RACProgressBar>
  );
}
