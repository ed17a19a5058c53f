import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../css/sprinkles.css';
import { reset } from './Box.css';
import { cx } from '../private/cx';

const resetByElement: Partial<Record<string, string>> = {
  ul: reset.list,
  ol: reset.list,
  button: reset.control,
  input: reset.control,
  select: reset.control,
  textarea: reset.control,
};

export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /**
   * The element to render.
   * @default 'div'
   */
  as?: ElementType;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/**
 * The lowest layout atom: an element styled with sprinkles (space, display, flex, colour by role),
 * each property responsive by breakpoint. Other props go to the element.
 */
export function Box({ as = 'div', className, ref, ...props }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const domProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else domProps[key] = value;
  }
  const classes = cx(
    typeof as === 'string' && resetByElement[as],
    sprinkles(atomProps as Sprinkles),
    className,
  );
  return createElement(as, {
    ...domProps,
    ref,
    className: classes || undefined,
  });
}
