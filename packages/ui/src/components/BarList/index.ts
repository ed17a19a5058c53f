export {
  BarList,
  chartColors,
  type BarListItem,
  type BarListProps,
  type ChartColor,
} from './BarList';
