export { PortalApp } from "./PortalApp";
export { loadShellScreen } from "./app/PortalRoutes";
