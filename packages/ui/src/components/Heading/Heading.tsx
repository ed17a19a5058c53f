import { Heading as RACHeading, type HeadingProps as RACHeadingProps } from 'react-aria-components';
import { heading, type HeadingSize } from './Heading.css';
import { cx } from '../private/cx';

export { headingSizes, type HeadingSize } from './Heading.css';

/** Heading levels (h1–h6). */
export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

/** The size each level gets unless `size` says otherwise. */
const sizeByLevel: Record<HeadingLevel, HeadingSize> = {
  1: '3xl',
  2: '2xl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'sm',
};

export interface HeadingProps extends Omit<RACHeadingProps, 'level' | 'className'> {
  /**
   * The document level (h1–h6): choose by outline, not by look.
   * @default 2
   */
  level?: HeadingLevel;
  /**
   * The visual size, independent of the level.
   * @default the level's size (1: '3xl', 2: '2xl', 3: 'xl', 4: 'lg', 5: 'md', 6: 'sm')
   */
  size?: HeadingSize;
  /**
   * Cut a long heading to one line with an ellipsis.
   * @default false
   */
  truncate?: boolean;
  /** Extra class names, appended to the heading's. */
  className?: string;
}

/** A section heading on react-aria-components' Heading (it also fills dialog titles by slot). */
export function Heading({ level = 2, size, truncate = false, className, ...props }: HeadingProps) {
  const classes = heading({ size: size ?? sizeByLevel[level], truncate });
  return <RACHeading {...props} level={level} className={cx(classes, className)} />;
}
