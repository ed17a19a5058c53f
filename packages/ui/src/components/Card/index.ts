export {
  Card,
  cardPaddings,
  cardVariants,
  type CardPadding,
  type CardProps,
  type CardVariant,
} from './Card';
