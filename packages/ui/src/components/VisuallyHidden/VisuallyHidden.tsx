// No VisuallyHidden.css.ts: RAC's VisuallyHidden hides with its own inline styles.
import {
  VisuallyHidden as RACVisuallyHidden,
  type VisuallyHiddenProps as RACVisuallyHiddenProps,
} from 'react-aria-components';

export interface VisuallyHiddenProps extends RACVisuallyHiddenProps {
  /**
   * The element to render.
   * @default 'div'
   */
  elementType?: RACVisuallyHiddenProps['elementType'];
  /**
   * Show the content while it has focus (a "skip to content" link).
   * @default false
   */
  isFocusable?: boolean;
}

/**
 * Content for assistive technology only: read by screen readers, not drawn (react-aria-components'
 * VisuallyHidden, which keeps it in the accessibility tree unlike `display: none`).
 */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RACVisuallyHidden {...props} />;
}
