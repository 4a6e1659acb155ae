import { readSession } from "../session/session";
import { paths } from "./paths";
import { preloadRoute, routeCode } from "./preload";
import { ROUTES } from "./routes";
import { FRAME } from "./shells";

/**
 * A navigation into /portal from outside the frame (decision 155): sign-in's landing (through
 * app/PortalRoutes.tsx), the /portal shell's page script (site/src/scripts/preload-portal-route.ts), /login's idle
 * prefetch (prefetch.ts). It needs the frame's code as well as the screen's; inside the frame, app/preload.ts is
 * enough. Apart from app/preload.ts because the frame's chunk imports that module: the frame's loader there would
 * close an import circle (decision 178).
 */

function quietly(): void {}

/**
 * Starts the frame's code, and the code and data of the screen at `location` (a path with its query), for the
 * saved session; without one, nothing (the guard sends the person to /login).
 */
export function preloadArrival(location: string): Promise<unknown> {
  if (!readSession()) return Promise.resolve();
  FRAME.screen().catch(quietly);
  return preloadRoute(location);
}

/**
 * Resolves once the frame's and the screen's code at `location` have arrived (or failed): a navigation made
 * then renders the screen at once, without a loading state (app/chunks.ts).
 */
export async function arrivalCode(location: string): Promise<void> {
  await Promise.all([FRAME.screen().catch(quietly), routeCode(location)]);
}

/** The code of the frame and of each role's landing screen (a student's dashboard, a facilitator's desk). */
export function prefetchLandings(): void {
  FRAME.screen().catch(quietly);
  for (const landing of [paths.portal, paths.instructorDesk]) {
    ROUTES.find(({ path }) => path === landing)
      ?.screen()
      .catch(quietly);
  }
}
