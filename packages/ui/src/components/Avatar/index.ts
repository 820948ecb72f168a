export { Avatar, type AvatarProps, type AvatarSize, avatarSizes, initialsOf } from './Avatar';
