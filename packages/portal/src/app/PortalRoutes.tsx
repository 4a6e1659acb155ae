import { useLayoutEffect, type ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router";
import { ToastHost } from "../feedback/ToastHost";
import { LocaleRoot } from "../i18n/LocaleRoot";
import { RequireSession } from "../session/RequireSession";
import { frameChunk } from "./chunks";
import { lazyScreen } from "./lazyScreen";
import { paths } from "./paths";
import { ScreenBoundary } from "./ScreenBoundary";
import { SessionExpiryRedirect } from "./SessionExpiryRedirect";

// One chunk per screen (React.lazy), so a page loads only the screen it shows.
const LoginScreen = lazyScreen("login", () => import("../screens/login/LoginScreen"));
const SignUpScreen = lazyScreen("sign-up", () => import("../screens/sign-up/SignUpScreen"));
const ForgotPasswordScreen = lazyScreen(
  "forgot-password",
  () => import("../screens/forgot-password/ForgotPasswordScreen"),
);
const ResetPasswordScreen = lazyScreen(
  "reset-password",
  () => import("../screens/reset-password/ResetPasswordScreen"),
);
const CertificateScreen = lazyScreen("certificate", () => import("../screens/certificate/CertificateScreen"));
const PortalLayout = lazyScreen("portal", frameChunk);

/** The screens a shell page can render into itself at build time (decision 170), by path. */
const SHELL_SCREENS: Record<string, { load: () => Promise<unknown> }> = { [paths.login]: LoginScreen };

/** Loads the code of the screen at `path`, so that rendering the routes there shows it at once (the build). */
export async function loadShellScreen(path: string): Promise<void> {
  const screen = SHELL_SCREENS[path];
  if (!screen) throw new Error(`No shell screen is rendered at build time for ${path}`);
  await screen.load();
}

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

function screen(element: ReactNode) {
  return <ScreenBoundary>{element}</ScreenBoundary>;
}

/**
 * Every route of the island (docs/product.md §2.2–2.3), plus the pieces every screen relies on: the toast
 * host and the redirect on an expired session. Rendered inside a router: BrowserRouter in the
 * site (PortalApp), a MemoryRouter in stories and tests.
 */
export function PortalRoutes() {
  return (
    <LocaleRoot>
      <SessionExpiryRedirect />
      <ToastHost />
      <Routes>
        <Route path={paths.login} element={screen(<LoginScreen />)} />
        <Route path={paths.signUp} element={screen(<SignUpScreen />)} />
        <Route path={paths.forgotPassword} element={screen(<ForgotPasswordScreen />)} />
        <Route path={paths.resetPassword} element={screen(<ResetPasswordScreen />)} />
        <Route
          path={paths.certificate}
          element={<RequireSession>{screen(<CertificateScreen />)}</RequireSession>}
        />
        <Route
          path={`${paths.portal}/*`}
          element={
            <RequireSession>
              <PortalFrame>{screen(<PortalLayout />)}</PortalFrame>
            </RequireSession>
          }
        />
        <Route path="*" element={<Navigate to={paths.portal} replace />} />
      </Routes>
    </LocaleRoot>
  );
}
