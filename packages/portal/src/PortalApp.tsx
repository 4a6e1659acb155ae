import { useEffect } from "react";
import { BrowserRouter } from "react-router";
import { paths } from "./app/paths";
import { PortalRoutes } from "./app/PortalRoutes";

/**
 * The portal island mounted by the site's shell pages (/login, /JJRSFCLA, /forgot-password,
 * /reset-password, /certificate, /portal/*). The URL picks the screen; each screen's code loads
 * on demand. On a portal page (a return visit, a reload, a shared link) the screen's code and data start at
 * once, beside the portal layout's chunk (decision 155); the preload module is its own chunk, so /login's
 * first chunk does not carry it.
 */
export function PortalApp() {
  useEffect(() => {
    const { pathname, search } = window.location;
    if (pathname !== paths.portal && !pathname.startsWith(`${paths.portal}/`)) return;
    void import("./app/preload").then(({ preloadRoute }) => preloadRoute(`${pathname}${search}`));
  }, []);
  return (
    <BrowserRouter>
      <PortalRoutes />
    </BrowserRouter>
  );
}
