import { Meter as RACMeter, type MeterProps as RACMeterProps } from 'react-aria-components';
import { BarBody, barSizes, barTones } from '../private/Bar';
import * as styles from '../private/bar.css';

export const meterSizes = barSizes;
export type MeterSize = (typeof meterSizes)[number];
export const meterTones = barTones;
export type MeterTone = (typeof meterTones)[number];

export interface MeterProps extends Omit<RACMeterProps, 'children' | 'className' | 'style'> {
  /** What is measured ('Storage used', 'KYC completeness'); shown and used as the name. */
  label?: string;
  /**
   * Show the value text (e.g. '72%', or `valueLabel`) at the end of the label row.
   * @default true
   */
  showValueLabel?: boolean;
  /**
   * Track thickness.
   * @default 'md'
   */
  size?: MeterSize;
  /**
   * Fill colour: say whether the level is good or bad (e.g. danger near a limit).
   * @default 'brand'
   */
  tone?: MeterTone;
}

/**
 * A level within a known range (quota used, profile completeness), on react-aria-components'
 * Meter (role meter). For the progress of a task use ProgressBar.
 */
export function Meter({
  label,
  showValueLabel = true,
  size = 'md',
  tone = 'brand',
  ...props
}: MeterProps) {
  return (
    <RACMeter {...props} className={styles.root}>
      {({ percentage, valueText }) => (
        <BarBody
          label={label}
          valueText={showValueLabel ? valueText : undefined}
          percentage={percentage}
          size={size}
          tone={tone}
        />
      )}
    </RACMeter>
  );
}
