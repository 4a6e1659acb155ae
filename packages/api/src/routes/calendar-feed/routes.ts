/** docs/api.md §6.12 Calendar feed: /calendar_feed, /calendar_feed/reset and /calendar/{secret}.ics. */
import { z } from "zod";
import { areaRoutes, type Route } from "../../http/route.ts";
import { calendarFile, getCalendarFeed, resetCalendarFeed } from "./handlers.ts";

export const calendarFeedRoutes: Route[] = areaRoutes({ tag: "Calendar feed", auth: "signed_in" }, [
  {
    op: "GET /calendar_feed",
    summary: "The caller's secret calendar feed URL, created (and shown) on the first call",
    success: {
      status: 200,
      schema: z.object({ url: z.string().nullable() }),
      description: "The URL when this call created the secret; null once it exists (only its hash is stored)",
    },
    handler: getCalendarFeed,
  },
  {
    op: "POST /calendar_feed/reset",
    summary: "Replace the calendar feed secret; the old URL answers 404",
    bodyKind: "optional",
    body: z.object({}),
    success: { status: 200, schema: z.object({ url: z.string() }), description: "The new URL" },
    handler: resetCalendarFeed,
  },
  {
    // Served as /calendar/:secret: the handler checks the `.ics` (http/route.ts honoPath).
    op: "GET /calendar/{secret}.ics",
    summary: "The feed owner's live classes as an RFC 5545 iCalendar document",
    auth: "open",
    success: {
      status: 200,
      schema: z.string(),
      description: "text/calendar; Cache-Control: private, max-age=300",
      contentType: "text/calendar",
    },
    errors: { 404: "unknown secret, or a deactivated person's", 429: "too many requests" },
    handler: calendarFile,
  },
]);
