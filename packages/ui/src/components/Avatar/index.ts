export {
  Avatar,
  avatarSizes,
  avatarTones,
  getInitials,
  type AvatarProps,
  type AvatarSize,
  type AvatarTone,
} from './Avatar';
