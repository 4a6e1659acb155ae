export { PortalApp } from "./PortalApp";
