export {
  StatusBadge,
  formatStatus,
  resolveStatus,
  statusBadgeSizes,
  type StatusBadgeProps,
  type StatusBadgeSize,
} from './StatusBadge';
