/**
 * The code a person opens right after signing in (decision 155): the portal's frame, each role's landing screen,
 * the toast that greets them and the route preloads (app/preload.ts) that start the landing screen's data. These
 * are the very modules the lazy screens load (app/PortalRoutes.tsx, app/PortalScreens.tsx, feedback/notify.ts),
 * so once /login has fetched them while the person types, Sign In waits only for the sign-in call and the
 * landing screen's data. A failed fetch is left to the screen's own load.
 */
import { frameChunk } from "./app/chunks";

export function prefetchLandingScreens(): void {
  const quietly = () => undefined;
  frameChunk().catch(quietly);
  import("./feedback/toastRuntime").catch(quietly);
  import("./app/preload").then(({ screenChunks }) => {
    screenChunks.dashboard().catch(quietly);
    screenChunks.desk().catch(quietly);
  }, quietly);
}
