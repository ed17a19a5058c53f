// No Inline.css.ts: a layout atom is styled entirely by sprinkles through Box.
import { mapResponsiveValue, type ResponsiveValue, type Space } from '../../css/sprinkles.css';
import { Box, type BoxProps } from '../Box';

/** Vertical alignments of an Inline's children. */
export const inlineAlignments = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlign = (typeof inlineAlignments)[number];
/** Horizontal distributions of an Inline's children. */
export const inlineJustifications = ['start', 'center', 'end', 'between'] as const;
export type InlineJustify = (typeof inlineJustifications)[number];
/** Breakpoints below which an Inline stacks its children. */
export const inlineCollapsePoints = ['tablet', 'desktop'] as const;
export type InlineCollapseBelow = (typeof inlineCollapsePoints)[number];

const alignToFlex = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;
const justifyToFlex = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

export interface InlineProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'align' | 'alignItems' | 'justify' | 'wrap'
> {
  /**
   * Space between children, from the spacing scale; responsive.
   * @default '2'
   */
  gap?: ResponsiveValue<Space>;
  /**
   * Vertical alignment of the children; responsive.
   * @default 'center'
   */
  align?: ResponsiveValue<InlineAlign>;
  /**
   * Horizontal distribution of the children; responsive.
   * @default 'start'
   */
  justify?: ResponsiveValue<InlineJustify>;
  /**
   * Whether children wrap onto new lines when they do not fit.
   * @default true
   */
  wrap?: boolean;
  /**
   * Below this breakpoint the children stack vertically at full width (form buttons on a phone).
   * `align` then applies from the breakpoint up (give it as a single value).
   */
  collapseBelow?: InlineCollapseBelow;
}

/** Children side by side, wrapping by default, with even space between them. */
export function Inline({
  gap = '2',
  align = 'center',
  justify = 'start',
  wrap = true,
  collapseBelow,
  ...props
}: InlineProps) {
  const alignItems = mapResponsiveValue(align, (value) => alignToFlex[value]);
  return (
    <Box
      display="flex"
      flexDirection={collapseBelow ? { mobile: 'column', [collapseBelow]: 'row' } : 'row'}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      // Stacked, the children take the full width (buttons on a phone); side by side, `align`.
      alignItems={
        collapseBelow && typeof alignItems === 'string'
          ? { mobile: 'stretch', [collapseBelow]: alignItems }
          : alignItems
      }
      justifyContent={mapResponsiveValue(justify, (value) => justifyToFlex[value])}
      {...props}
    />
  );
}
