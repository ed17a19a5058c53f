import {
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { spinner, spinnerSizes, spinnerTones, svg, track } from './Spinner.css';
import type { SpinnerSize, SpinnerTone } from './Spinner.css';
import { cx } from '../private/cx';

export { spinnerSizes, spinnerTones, type SpinnerSize, type SpinnerTone };

export interface SpinnerProps extends Omit<
  RACProgressBarProps,
  'isIndeterminate' | 'value' | 'minValue' | 'maxValue' | 'valueLabel' | 'children' | 'className'
> {
  /**
   * What is loading, read by screen readers ("Loading deals", "Saving").
   * @default 'Loading'
   */
  label?: string;
  /**
   * Size on the spacing scale.
   * @default 'md'
   */
  size?: SpinnerSize;
  /**
   * Colour: 'current' takes the text colour.
   * @default 'current'
   */
  tone?: SpinnerTone;
  /** Extra class names, appended to the spinner's. */
  className?: string;
}

/** An indeterminate progress indicator on react-aria-components' ProgressBar (role progressbar). */
export function Spinner({ label = 'Loading', size, tone, className, ...props }: SpinnerProps) {
  const classes = spinner({ size, tone });
  return (
    <RACProgressBar
      aria-label={label}
      {...props}
      isIndeterminate
      className={cx(classes, className)}
    >
      <svg className={svg} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle className={track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </RACProgressBar>
  );
}
