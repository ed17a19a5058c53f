export {
  StatusBadge,
  statusBadgeSizes,
  type StatusBadgeProps,
  type StatusBadgeSize,
} from './StatusBadge';
