export {
  Text,
  textSizes,
  textTones,
  textWeights,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './Text';
