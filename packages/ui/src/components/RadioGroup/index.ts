export {
  RadioGroup,
  Radio,
  radioGroupOrientations,
  type RadioGroupProps,
  type RadioProps,
  type RadioGroupOrientation,
  type RadioGroupHandle,
} from './RadioGroup';
