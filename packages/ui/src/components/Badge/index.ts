export {
  Badge,
  badgeSizes,
  badgeTones,
  badgeVariants,
  type BadgeProps,
  type BadgeSize,
  type BadgeTone,
  type BadgeVariant,
} from './Badge';
