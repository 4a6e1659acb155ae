import type { ComponentType } from "react";
import { chunk, type Chunk } from "./chunks";
import { paths } from "./paths";

/**
 * The island's shell pages (decision 178): each page the site builds for the portal island, with the screen it
 * opens. app/PortalRoutes.tsx makes their <Route>s; the site's build reads this list for each page's
 * `modulepreload` links (site/scripts/preload-portal-code.ts) and renders /login's screen into its page
 * (decision 170). The screens under /portal/* are app/routes.ts, loaded with the frame: this list is part of
 * /login's first chunk, so it holds no more than it must (decision 092's budget), and it has no React code: the
 * site's build imports it in Node.
 */

export interface Shell {
  /** The route's path pattern; the site's page is the path's first segment (`login/index.html`). */
  path: string;
  /**
   * The screen's module name. The bundler names a chunk after its module (`LoginScreen.<hash>.js`), which is how
   * the site's build finds the chunk; app/shells.test.ts checks it is the module `screen` imports.
   */
  module: string;
  screen: Chunk<{ default: ComponentType }>;
  /** Only for a signed-in person: anyone else is sent to /login (session/RequireSession.tsx). */
  signedIn?: boolean;
}

/** The frame every /portal/* screen opens in (top bar, side navigation, the screen of app/routes.ts). */
export const FRAME: Shell = {
  path: `${paths.portal}/*`,
  module: "PortalLayout",
  screen: chunk(() => import("../screens/portal-layout/PortalLayout")),
  signedIn: true,
};

export const SHELLS: readonly Shell[] = [
  { path: paths.login, module: "LoginScreen", screen: chunk(() => import("../screens/login/LoginScreen")) },
  {
    path: paths.signUp,
    module: "SignUpScreen",
    screen: chunk(() => import("../screens/sign-up/SignUpScreen")),
  },
  {
    path: paths.forgotPassword,
    module: "ForgotPasswordScreen",
    screen: chunk(() => import("../screens/forgot-password/ForgotPasswordScreen")),
  },
  {
    path: paths.resetPassword,
    module: "ResetPasswordScreen",
    screen: chunk(() => import("../screens/reset-password/ResetPasswordScreen")),
  },
  {
    path: paths.certificate,
    module: "CertificateScreen",
    screen: chunk(() => import("../screens/certificate/CertificateScreen")),
    signedIn: true,
  },
  FRAME,
];

/** The site's page of a shell: `/login` → `login/index.html`, `/portal/*` → `portal/index.html`. */
export function shellPage(shell: Shell): string {
  return `${shell.path.split("/")[1]}/index.html`;
}
