/**
 * createApp(): the whole HTTP surface. /api/v1 (API.md) with its error shape, headers and routes,
 * and the built site for every other path.
 */
import { Hono } from "hono";
import { API_ERRORS, ASSESSMENT_KIND_NAMES, ASSESSMENT_KINDS, SCORE_KINDS } from "@cla/domain";
import type { AppDeps, AppEnv } from "./http/context.ts";
import { errorHandler } from "./http/error-handler.ts";
import { apiHeaders, securityHeaders } from "./http/headers.ts";
import { requestLog } from "./http/request-log.ts";
import { accountRoutes } from "./routes/account/routes.ts";
import { announcementRoutes } from "./routes/announcements/routes.ts";
import { assessmentRoutes } from "./routes/assessments/routes.ts";
import { attendanceRoutes } from "./routes/attendance/routes.ts";
import { certificateRoutes } from "./routes/certificates/routes.ts";
import { courseRoutes } from "./routes/courses/routes.ts";
import { dashboardRoutes } from "./routes/dashboards/routes.ts";
import { liveClassRoutes } from "./routes/live-classes/routes.ts";
import { referenceRoutes } from "./routes/reference/routes.ts";
import { scoreRoutes } from "./routes/scores/routes.ts";
import { serviceRoutes } from "./routes/service/routes.ts";
import { topicRoutes } from "./routes/topics/routes.ts";
// Calendar feed (issue 13)
import { calendarFeedRoutes } from "./routes/calendar-feed/routes.ts";
import { serveSite } from "./site/serve.ts";

export interface AppOptions {
  /** The built site (site/dist); null → non-API paths are a plain 404. */
  siteDir?: string | null;
}

export function createApp(deps: AppDeps, options: AppOptions = {}): Hono<AppEnv> {
  // strict: false ignores one trailing slash (API.md §1.1: /cla_courses/ = /cla_courses).
  const app = new Hono<AppEnv>({ strict: false });

  app.use("*", requestLog(deps.logger));
  app.use("*", securityHeaders({ hsts: deps.settings.publicBaseUrl.startsWith("https:") }));
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("now", deps.clock());
    c.set("caller", null);
    c.set("body", undefined);
    await next();
  });

  const api = new Hono<AppEnv>({ strict: false });
  api.use("*", apiHeaders(deps.settings.corsOrigins));
  // Static segments are registered before {id} routes inside each module (API.md §1.1).
  api.route("/", accountRoutes());
  api.route("/", referenceRoutes());
  api.route("/cla_courses", courseRoutes());
  api.route("/cla_topics", topicRoutes());
  for (const kind of ASSESSMENT_KIND_NAMES) {
    api.route(ASSESSMENT_KINDS[kind].path, assessmentRoutes(kind));
    api.route(SCORE_KINDS[kind].path, scoreRoutes(kind));
  }
  api.route("/cla_live_classes", liveClassRoutes());
  api.route("/cla_attendances", attendanceRoutes());
  api.route("/cla_announcements", announcementRoutes());
  api.route("/cla_dashboards", dashboardRoutes());
  api.route("/", certificateRoutes());
  api.route("/", serviceRoutes());
  // Calendar feed (issue 13, API.md §6.12)
  api.route("/", calendarFeedRoutes());
  // Unknown paths and unlisted methods under /api/v1: 404, never 405 (API.md §1.1).
  api.all("*", (c) => c.json({ error: API_ERRORS.notFound }, 404));
  app.route("/api/v1", api);

  app.all("*", serveSite(options.siteDir ?? null));
  app.onError(errorHandler(deps.logger));
  return app;
}
