import type { CSSProperties, HTMLAttributes } from 'react';
import * as styles from './Skeleton.css';
import { cx } from '../private/cx';

export const skeletonVariants = ['text', 'rect', 'circle'] as const;
export type SkeletonVariant = (typeof skeletonVariants)[number];
export const skeletonCircleSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type SkeletonCircleSize = (typeof skeletonCircleSizes)[number];

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * The shape it stands in for: a line of text, a block (image, chart, card) or a circle (avatar).
   * @default 'text'
   */
  variant?: SkeletonVariant;
  /**
   * Lines of text; the last one is shorter, like a paragraph's.
   * @default 1
   */
  lines?: number;
  /**
   * Width as a CSS length or percentage (text and rect).
   * @default '100%'
   */
  width?: CSSProperties['width'];
  /**
   * Height as a CSS length (rect only).
   * @default the spacing scale's 20 (5rem)
   */
  height?: CSSProperties['height'];
  /**
   * Diameter of a circle, as Avatar sizes.
   * @default 'md'
   */
  size?: SkeletonCircleSize;
}

/**
 * A placeholder while content loads; the shimmer stops under reduced motion. Hidden from assistive
 * technology: mark the loading region `aria-busy` and give it a text alternative.
 */
export function Skeleton({
  variant = 'text',
  lines = 1,
  width = '100%',
  height,
  size = 'md',
  className,
  style,
  ...props
}: SkeletonProps) {
  const shape = cx(
    styles.skeleton({ variant, circleSize: variant === 'circle' ? size : undefined }),
    className,
  );
  const box: CSSProperties =
    variant === 'circle' ? {} : variant === 'rect' ? { width, height } : { width };

  if (variant === 'text' && lines > 1) {
    return (
      <span {...props} aria-hidden className={styles.lines} style={{ ...style, width }}>
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={shape} style={i === lines - 1 ? { width: '60%' } : undefined} />
        ))}
      </span>
    );
  }
  return <span {...props} aria-hidden className={shape} style={{ ...box, ...style }} />;
}
