import { BrowserRouter } from "react-router";
import { PortalRoutes } from "./app/PortalRoutes";

/**
 * The portal island mounted by the site's shell pages (/login, /JJRSFCLA, /forgot-password,
 * /reset-password, /certificate, /portal/*). The URL picks the screen; each screen's code loads
 * on demand.
 */
export function PortalApp() {
  return (
    <BrowserRouter>
      <PortalRoutes />
    </BrowserRouter>
  );
}
