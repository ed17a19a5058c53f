// No Stack.css.ts: a layout atom is styled entirely by sprinkles through Box.
import { mapResponsiveValue, type ResponsiveValue, type Space } from '../../css/sprinkles.css';
import { Box, type BoxProps } from '../Box';

/** Cross-axis alignments of a Stack's children. */
export const stackAlignments = ['start', 'center', 'end', 'stretch'] as const;
export type StackAlign = (typeof stackAlignments)[number];

const toFlex = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
} as const;

export interface StackProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'gap' | 'align' | 'alignItems'
> {
  /**
   * Space between children, from the spacing scale; responsive.
   * @default '4'
   */
  gap?: ResponsiveValue<Space>;
  /**
   * Horizontal alignment of the children; responsive.
   * @default 'stretch'
   */
  align?: ResponsiveValue<StackAlign>;
}

/** Children one under another with even space between them. */
export function Stack({ gap = '4', align = 'stretch', ...props }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={gap}
      alignItems={mapResponsiveValue(align, (value) => toFlex[value])}
      {...props}
    />
  );
}
