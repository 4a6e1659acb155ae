import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { SessionCache } from "../../api/SessionCache";
import { paths } from "../../app/paths";
import { PortalScreens } from "../../app/PortalScreens";
import { useRoutePreloads } from "../../app/preload";
import { logout } from "../../session/logout";
import { isAdmin } from "../../session/roles";
import { isFacilitator } from "../../session/session";
import { useSession } from "../../session/useSession";
import { PortalLayoutView } from "./PortalLayoutView";

/** The page's skip link (site/src/layouts/BaseLayout.astro) and where it leads while the frame is shown. */
const SKIP_LINK = 'a[href="#main"], a[href="#portal-content"]';

/**
 * While the frame is shown, the page's skip link leads past its bar and navigation to the screen itself
 * (`#portal-content`), not to `<main>`, which holds them. The page may be /login's, signed in without a reload.
 */
function useSkipToScreen() {
  useEffect(() => {
    const link = document.querySelector<HTMLAnchorElement>(SKIP_LINK);
    link?.setAttribute("href", "#portal-content");
    return () => link?.setAttribute("href", "#main");
  }, []);
}

/**
 * /portal/*: the application frame (top bar, side navigation for the signed-in role) around the
 * current screen. RequireSession has checked the session before this chunk renders.
 */
export default function PortalLayout() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  useRoutePreloads();
  useSkipToScreen();

  async function handleSignOut() {
    setSigningOut(true);
    await logout();
    void navigate(paths.login, { replace: true });
  }

  return (
    <SessionCache>
      <PortalLayoutView
        role={isAdmin(session) ? "admin" : isFacilitator(session) ? "facilitator" : "student"}
        userName={session?.userData.userName ?? ""}
        pathname={location.pathname}
        onSignOut={() => void handleSignOut()}
        signingOut={signingOut}
      >
        <PortalScreens />
      </PortalLayoutView>
    </SessionCache>
  );
}
