/** API.md §6.12 Calendar feed (issue 13): /calendar_feed, /calendar_feed/reset and /calendar/{secret}.ics. */
import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { calendarFile, getCalendarFeed, resetCalendarFeed } from "./handlers.ts";

export function calendarFeedRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get("/calendar_feed", endpoint({ auth: "signed_in" }), getCalendarFeed);
  routes.post("/calendar_feed/reset", endpoint({ auth: "signed_in", body: "optional" }), resetCalendarFeed);
  routes.get("/calendar/:file", endpoint({ auth: "open" }), calendarFile);
  return routes;
}
