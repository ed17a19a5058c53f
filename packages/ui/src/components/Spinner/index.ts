export {
  Spinner,
  spinnerSizes,
  spinnerTones,
  type SpinnerProps,
  type SpinnerSize,
  type SpinnerTone,
} from './Spinner';
