export { List, ListItem, type ListItemProps, type ListProps } from "./List";
