export {
  Icon,
  iconSizes,
  iconTones,
  type IconProps,
  type IconSize,
  type IconTone,
  type IconComponent,
} from './Icon';
