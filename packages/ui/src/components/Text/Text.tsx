import {
  Text as RACText,
  TextContext,
  type TextProps as RACTextProps,
} from 'react-aria-components';
import {
  text,
  textSizes,
  textTones,
  textWeights,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './Text.css';
import { cx } from '../private/cx';

export { textSizes, textTones, textWeights, type TextSize, type TextTone, type TextWeight };

export interface TextProps extends Omit<RACTextProps, 'className'> {
  /**
   * The element to render: 'p' for paragraphs, 'span' inside other text.
   * @default 'p'
   */
  elementType?: string;
  /**
   * Font size.
   * @default 'md'
   */
  size?: TextSize;
  /**
   * Colour by role.
   * @default 'default'
   */
  tone?: TextTone;
  /**
   * Font weight.
   * @default 'regular'
   */
  weight?: TextWeight;
  /**
   * Figures of equal width, for numbers in columns.
   * @default false
   */
  tabular?: boolean;
  /**
   * Cut to one line with an ellipsis (the full text stays in the DOM for assistive technology).
   * @default false
   */
  truncate?: boolean;
  /** Extra class names, appended to the text's. */
  className?: string;
}

/** Body text on react-aria-components' Text. */
export function Text({
  elementType = 'p',
  size,
  tone,
  weight,
  tabular,
  truncate,
  className,
  slot,
  ...props
}: TextProps) {
  const classes = text({ size, tone, weight, tabular, truncate });
  const element = (
    <RACText {...props} slot={slot} elementType={elementType} className={cx(classes, className)} />
  );
  // Without a slot, Text ignores the slotted context of an enclosing field or list item
  // (RAC would otherwise ask for a slot name there).
  return slot ? element : <TextContext.Provider value={null}>{element}</TextContext.Provider>;
}
