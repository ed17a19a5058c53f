export {
  Skeleton,
  skeletonCircleSizes,
  skeletonVariants,
  type SkeletonCircleSize,
  type SkeletonProps,
  type SkeletonVariant,
} from './Skeleton';
