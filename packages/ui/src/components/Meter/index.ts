export {
  Meter,
  meterSizes,
  meterTones,
  type MeterProps,
  type MeterSize,
  type MeterTone,
} from './Meter';
