export { IconButton, iconButtonSizes, type IconButtonProps } from "./IconButton";
