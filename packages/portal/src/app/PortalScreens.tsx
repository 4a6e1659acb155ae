import type { ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router";
import { useSession } from "../session/useSession";
import { lazyScreen } from "./lazyScreen";
import { paths } from "./paths";
import { mayOpen, ROUTES, type PortalRoute } from "./routes";
import { ScreenBoundary } from "./ScreenBoundary";

// The routes under /portal/*, made from the route table (app/routes.ts): one lazy screen per route, each over
// its entry's chunk, the import the route preloads share (app/preload.ts, decision 155). Part of the portal
// layout's chunk, not of the island's first chunk, so /login carries none of it (decision 092's budget).
const SCREENS = new Map(ROUTES.map((route) => [route, lazyScreen(route.path, route.screen)]));

/** A table path relative to the frame's route (/portal/*): `/portal/courses/:id` → `courses/:id`; /portal → "". */
function underPortal(path: string): string {
  return path.slice(paths.portal.length + 1);
}

/** A route's screen for whom it is for; anyone else goes to the route's `othersGoTo`, or their home screen. */
function Guarded({ route, children }: { route: PortalRoute; children: ReactNode }) {
  const session = useSession();
  if (!mayOpen(route, session)) return <Navigate to={route.othersGoTo ?? paths.portal} replace />;
  return <ScreenBoundary>{children}</ScreenBoundary>;
}

/** Every screen of /portal/* (docs/product.md §2.3). */
export function PortalScreens() {
  return (
    <Routes>
      {ROUTES.map((route) => {
        const Screen = SCREENS.get(route)!;
        return (
          <Route
            key={route.path}
            path={underPortal(route.path)}
            element={
              <Guarded route={route}>
                <Screen key={route.path} {...route.props} />
              </Guarded>
            }
          />
        );
      })}
    </Routes>
  );
}
