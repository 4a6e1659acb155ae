export {
  SideNav,
  SideNavButton,
  SideNavItem,
  type SideNavButtonProps,
  type SideNavItemProps,
  type SideNavProps,
} from "./SideNav";
