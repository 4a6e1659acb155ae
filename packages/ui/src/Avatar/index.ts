export { Avatar, avatarVariants, initialsOf, type AvatarProps } from "./Avatar";
