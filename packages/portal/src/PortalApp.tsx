import { BrowserRouter, StaticRouter } from "react-router";
import { PortalRoutes } from "./app/PortalRoutes";

/**
 * The portal island mounted by the site's shell pages (/login, /JJRSFCLA, /forgot-password,
 * /reset-password, /certificate, /portal/*). The URL picks the screen; each screen's code loads
 * on demand. `path`: where the build renders the island into the page (/login, decision 170); the browser
 * then hydrates that HTML.
 */
export function PortalApp({ path = "/" }: { path?: string }) {
  // The build has no browser history; Vite drops this branch from the browser's code.
  if (import.meta.env.SSR) {
    return (
      <StaticRouter location={path}>
        <PortalRoutes />
      </StaticRouter>
    );
  }
  return (
    <BrowserRouter>
      <PortalRoutes />
    </BrowserRouter>
  );
}
