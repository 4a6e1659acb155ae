/**
 * The code a person opens right after signing in (decision 155): the portal's frame, each role's landing screen,
 * the toast that greets them and the route preloads (app/arrival.ts) that start the landing screen's data. These
 * are the very modules the lazy screens load (app/shells.ts, app/routes.ts, feedback/notify.ts), so once /login
 * has fetched them while the person types, Sign In waits only for the sign-in call and the landing screen's data.
 * A failed fetch is left to the screen's own load.
 */
export function prefetchLandingScreens(): void {
  const quietly = () => undefined;
  import("./feedback/toastRuntime").catch(quietly);
  import("./app/arrival").then(({ prefetchLandings }) => prefetchLandings(), quietly);
}
