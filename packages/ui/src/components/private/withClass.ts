import { composeRenderProps } from 'react-aria-components';
import { cx } from './cx';

/**
 * A react-aria-components `className` (a string or a function of the render props) with the
 * component's own classes first, so a caller's class adds to the styles instead of replacing them.
 */
export const withClass = <T>(
  base: string,
  className: string | ((values: T) => string) | undefined,
) => composeRenderProps(className, (extra) => cx(base, extra));
