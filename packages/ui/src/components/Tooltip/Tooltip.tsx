import type { ReactNode } from 'react';
import {
  Tooltip as RACTooltip,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps as RACTooltipTriggerProps,
} from 'react-aria-components';
import { OverlayArrow } from '../private/OverlayArrow';
import * as styles from './Tooltip.css';

/** docs/product.md#constants: a tooltip opens 700 ms after the pointer rests on its trigger. */
export const TOOLTIP_DELAY = 700;
/** docs/product.md#constants: it closes 300 ms after the pointer leaves. */
export const TOOLTIP_CLOSE_DELAY = 300;

export interface TooltipTriggerProps extends RACTooltipTriggerProps {
  /**
   * Milliseconds of hover before the tooltip opens (focus opens it at once).
   * @default 700
   */
  delay?: number;
  /**
   * Milliseconds before it closes once the pointer leaves. While one tooltip is open, moving to
   * another trigger shows the next without waiting; RAC keeps that window open for
   * max(500 ms, closeDelay), which is its floor for docs/product.md#constants's 300 ms skip delay.
   * @default 300
   */
  closeDelay?: number;
}

/** Wraps a focusable trigger (a Button) and its Tooltip. */
export function TooltipTrigger({
  delay = TOOLTIP_DELAY,
  closeDelay = TOOLTIP_CLOSE_DELAY,
  ...props
}: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}

export interface TooltipProps extends Omit<RACTooltipProps, 'children' | 'className' | 'style'> {
  /** A short hint: a few words, no interactive content. */
  children: ReactNode;
  /**
   * Draw the arrow pointing at the trigger.
   * @default true
   */
  showArrow?: boolean;
}

/**
 * A short label shown on hover and focus, on react-aria-components' Tooltip. It supplements a
 * visible or accessible name (an icon-only button's `aria-label`); never put the only copy of
 * important information in it.
 */
export function Tooltip({ children, showArrow = true, offset = 8, ...props }: TooltipProps) {
  return (
    <RACTooltip {...props} offset={offset} className={styles.tooltip}>
      {showArrow ? <OverlayArrow tone="inverse" /> : null}
      {children}
    </RACTooltip>
  );
}
