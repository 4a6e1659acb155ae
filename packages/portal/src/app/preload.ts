import type { CohortsResponse } from "@cla/domain/client";
import { useEffect, useState } from "react";
import { matchPath, useLocation } from "react-router";
import { isPreloaded, preloadKey } from "../api/swrFetcher";
import { keys } from "../api/keys";
import { defaultCohortNow, knownCohort } from "../components/cohortChoice";
import { readSession, type Session } from "../session/session";
import { mayOpen, ROUTES, SCREEN_CHUNKS, type PortalRoute, type RouteContext } from "./routes";

/**
 * Route-level preloading (decision 155): a screen's code and its data start together when navigation starts,
 * instead of code → render → data. Both come from the screen's entry in the route table (app/routes.ts): its
 * chunk, the same import its `lazyScreen` renders (app/PortalScreens.tsx), and its keys, built with the builders
 * its hooks use (api/keys.ts). The requests wait in api/swrFetcher.ts until the hooks take them. The frame uses
 * this module; a navigation from outside the frame (sign-in, the /portal shell's page script) goes through
 * app/arrival.ts, which adds the frame's own code.
 */

/** The route `session` is shown at a location (path and query), with what its keys are built from. */
function resolve(location: string, session: Session): { route: PortalRoute; context: RouteContext } | null {
  const url = new URL(location, "http://portal.invalid");
  for (const route of ROUTES) {
    const match = matchPath(route.path, url.pathname);
    if (!match) continue;
    // Someone the route is not for is shown the route's `othersGoTo` (a facilitator's /portal: the desk) instead.
    if (!mayOpen(route, session)) {
      return route.othersGoTo ? resolve(`${route.othersGoTo}${url.search}`, session) : null;
    }
    const cohort = knownCohort(session, url.searchParams);
    return { route, context: { params: match.params, query: url.searchParams, session, cohort } };
  }
  return null;
}

/** The SWR keys `location`'s screen asks for on arrival, for `session` (what `preloadRoute` requests). */
export function routeKeys(location: string, session: Session): string[] {
  const found = resolve(location, session);
  if (!found?.route.data) return [];
  return found.route.data(found.context).filter((key): key is string => key !== null);
}

/**
 * Starts the code and the data of the screen at `location` (a path with its query) at once, for the saved
 * session; without one, or outside the portal, it does nothing. A failed chunk is left to the screen's own
 * load, a failed request to its hook (which then fetches afresh).
 */
export function preloadRoute(location: string): Promise<unknown> {
  const session = readSession();
  const found = session ? resolve(location, session) : null;
  if (!session || !found) return Promise.resolve();
  const { route, context } = found;
  route.screen().catch(() => undefined);
  const data = route.data ?? (() => []);
  const preloadAll = (keys: (string | null)[]) =>
    Promise.all(keys.flatMap((key) => (key === null ? [] : [preloadKey(key)])));
  const first = data(context);
  // A facilitator's list with no cohort named yet starts on the default cohort (decision 154): its keys go out
  // as soon as the cohorts arrive, not once the screen has rendered them. Only the call that sends the cohorts
  // does this: a later call for the same screen (the frame's first render) finds them preloaded already.
  const byDefault = context.cohort === null && first.includes(keys.cohorts()) && !isPreloaded(keys.cohorts());
  const arrived = preloadAll(first);
  if (!byDefault) return arrived;
  return Promise.all([preloadKey(keys.cohorts()), arrived]).then(([answer]) => {
    const cohorts = (answer as CohortsResponse | undefined)?.cohorts;
    const cohort = cohorts ? defaultCohortNow(cohorts, session) : null;
    if (cohort === null) return;
    return preloadAll(data({ ...context, cohort }).filter((key) => !first.includes(key)));
  });
}

/** The code of the screen at `location` for the saved session, once it has arrived (or failed). */
export function routeCode(location: string): Promise<unknown> {
  const session = readSession();
  const screen = session ? resolve(location, session)?.route.screen : undefined;
  return screen ? screen().catch(() => undefined) : Promise.resolve();
}

/**
 * The code of every portal screen, fetched once the first screen's data has arrived and the browser is idle
 * (decision 155): a later navigation then waits only for its data. One screen at a time, in the route table's
 * order (the screens a person opens first, first): all at once, their 60 files took every connection HTTP/1.1
 * gives a page for over a second on the slow phone's link, and a navigation's data queued behind them
 * (decision 170). Each chunk is fetched at most once.
 */
async function prefetchScreens(): Promise<void> {
  for (const load of SCREEN_CHUNKS) await load().catch(() => undefined);
}

/**
 * The portal frame's preloads: the screen it opens on (a return visit, a reload, a shared link: its data goes out
 * with the screen's code, not after it), and each portal link a person reaches for, on pointer-down (before the
 * click's navigation) and on the click itself (a keyboard's Enter): the side navigation, list rows. And, once the
 * first screen's data is in, every other screen's code.
 */
export function useRoutePreloads(): void {
  const { pathname, search } = useLocation();
  // In the first render, not an effect: a screen already loaded renders with the frame, and its hooks' effects
  // run before the frame's, so an effect would preload what they had just taken (preloadRoute is idempotent).
  const [firstScreen] = useState(() => preloadRoute(`${pathname}${search}`));
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) {
        preloadRoute(`${link.pathname}${link.search}`);
      }
    };
    document.addEventListener("pointerdown", onIntent, true);
    document.addEventListener("click", onIntent, true);
    let idle: number | undefined;
    let left = false;
    void firstScreen.then(() => {
      if (left) return;
      if ("requestIdleCallback" in window)
        idle = requestIdleCallback(() => void prefetchScreens(), { timeout: 5_000 });
      else void prefetchScreens();
    });
    return () => {
      left = true;
      if (idle !== undefined) cancelIdleCallback(idle);
      document.removeEventListener("pointerdown", onIntent, true);
      document.removeEventListener("click", onIntent, true);
    };
  }, [firstScreen]);
}
