import {
  Separator as RACSeparator,
  type SeparatorProps as RACSeparatorProps,
} from 'react-aria-components';
import * as styles from './Separator.css';
import { cx } from '../private/cx';

export const separatorSpacings = ['none', 'sm', 'md', 'lg'] as const;
export type SeparatorSpacing = (typeof separatorSpacings)[number];

export interface SeparatorProps extends Omit<RACSeparatorProps, 'className' | 'style'> {
  /**
   * Space on both sides of the line.
   * @default 'none'
   */
  spacing?: SeparatorSpacing;
  /** Extra class names. */
  className?: string;
}

/** A thin line between sections, on react-aria-components' Separator (role separator). */
export function Separator({
  orientation = 'horizontal',
  spacing = 'none',
  className,
  ...props
}: SeparatorProps) {
  const classes = styles.separator({ orientation, spacing });
  return <RACSeparator {...props} orientation={orientation} className={cx(classes, className)} />;
}
