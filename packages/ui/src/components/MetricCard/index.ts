export {
  MetricCard,
  changeToneOf,
  metricChangeTones,
  type MetricCardProps,
  type MetricChangeTone,
} from './MetricCard';
