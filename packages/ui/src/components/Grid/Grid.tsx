// No Grid.css.ts: a layout atom is styled entirely by sprinkles through Box.
import {
  gridColumnCounts,
  type GridColumnCount,
  type ResponsiveValue,
  type Space,
} from '../../css/sprinkles.css';
import { Box, type BoxProps } from '../Box';

export { gridColumnCounts, type GridColumnCount };

export interface GridProps extends Omit<BoxProps, 'display' | 'gridTemplateColumns' | 'gap'> {
  /**
   * Number of equal columns; responsive, e.g. `{ mobile: 1, tablet: 2, desktop: 4 }`.
   * @default 1
   */
  columns?: ResponsiveValue<GridColumnCount>;
  /**
   * Space between rows and columns, from the spacing scale; responsive.
   * @default '4'
   */
  gap?: ResponsiveValue<Space>;
}

/** Equal-width columns whose count changes by breakpoint (cards, metric tiles, form rows). */
export function Grid({ columns = 1, gap = '4', ...props }: GridProps) {
  return <Box display="grid" gridTemplateColumns={columns} gap={gap} {...props} />;
}
