export { Avatar, type AvatarProps } from './Avatar'
export { generatedAvatar, type GeneratedAvatar } from './generatedAvatar'
