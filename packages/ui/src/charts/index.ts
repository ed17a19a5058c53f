/**
 * @petrobridge/ui/charts: the design system's charts (visx, themed with the chart tokens), an entry
 * point of its own so that the chart code loads only with the screens that draw one.
 */
export { BarChart, type BarChartProps } from './BarChart';
export { LineChart, type LineChartProps } from './LineChart';
export type { ChartProps, ChartDatum, ChartColor } from './ChartFigure';
