import { useLayoutEffect, type ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router";
import { ToastHost } from "../feedback/ToastHost";
import { LocaleRoot } from "../i18n/LocaleRoot";
import { RequireSession } from "../session/RequireSession";
import { lazyScreen } from "./lazyScreen";
import { NavigationPreloadsContext, type NavigationPreloads } from "./navigationPreloads";
import { paths } from "./paths";
import { ScreenBoundary } from "./ScreenBoundary";
import { SessionExpiryRedirect } from "./SessionExpiryRedirect";
import { FRAME, SHELLS } from "./shells";

// One chunk per screen (React.lazy), so a page loads only the screen it shows.
const SCREENS = new Map(SHELLS.map((shell) => [shell, lazyScreen(shell.module, shell.screen)]));

/** Loads the code of the screen at `path`, so that rendering the routes there shows it at once (the build). */
export async function loadShellScreen(path: string): Promise<void> {
  const shell = SHELLS.find((candidate) => candidate.path === path);
  if (!shell) throw new Error(`No shell screen at ${path}`);
  await shell.screen();
}

/**
 * The preloads of a navigation into /portal (app/arrival.ts), for the screens that start one: sign-in, a list
 * row. Its own chunk, loaded on first use, so /login's first chunk carries none of the route table.
 */
const arrival = () => import("./arrival");
const navigationPreloads: NavigationPreloads = {
  preload: (location) => void arrival().then(({ preloadArrival }) => preloadArrival(location), quietly),
  codeReady: (location) => arrival().then(({ arrivalCode }) => arrivalCode(location), quietly),
};

function quietly(): void {}

/**
 * /portal/*: the portal's frame takes the place of the site shell's header and footer (CSS in
 * site/src/styles/portal.css keyed on this attribute; decision 098) from the moment the route is taken, while
 * the layout's chunk is still on its way, so the site's links are never Tab stops of a portal screen. They
 * come back when the island leaves /portal/* without a page load (sign-out, an expired session).
 */
function PortalFrame({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.setAttribute("data-portal-frame", "");
    return () => root.removeAttribute("data-portal-frame");
  }, []);
  return children;
}

/**
 * Every route of the island (docs/product.md §2.2–2.3): its shell pages (app/shells.ts; the portal's own screens
 * are app/routes.ts, routed inside the frame), plus the pieces every screen relies on: the toast host and the
 * redirect on an expired session. Rendered inside a router: BrowserRouter in the site (PortalApp), a
 * MemoryRouter in stories and tests.
 */
export function PortalRoutes() {
  return (
    <LocaleRoot>
      <NavigationPreloadsContext value={navigationPreloads}>
        <SessionExpiryRedirect />
        <ToastHost />
        <Routes>
          {SHELLS.map((shell) => {
            const Screen = SCREENS.get(shell)!;
            let element = (
              <ScreenBoundary>
                <Screen />
              </ScreenBoundary>
            );
            if (shell === FRAME) element = <PortalFrame>{element}</PortalFrame>;
            if (shell.signedIn) element = <RequireSession>{element}</RequireSession>;
            return <Route key={shell.path} path={shell.path} element={element} />;
          })}
          <Route path="*" element={<Navigate to={paths.portal} replace />} />
        </Routes>
      </NavigationPreloadsContext>
    </LocaleRoot>
  );
}
