/**
 * /portal/*: the screen's code and data go out as soon as this script has run, before the portal's frame has
 * rendered (decision 170). On a return visit (a reload, the tab's session) the dashboard's data then travels
 * while React starts and renders the frame, instead of after it. Without a session it does nothing; the frame's
 * own call for the same screen finds the requests already under way (app/arrival.ts, app/preload.ts). Imported on demand, so the
 * preload module stays out of the chunks every shell page (and /login's budget) loads up front. A module that
 * fails to load is left to the frame, which loads it again.
 */
void import("@cla/portal/arrival").then(
  ({ preloadArrival }) => preloadArrival(`${location.pathname}${location.search}`),
  () => undefined,
);
