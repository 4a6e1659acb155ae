/**
 * createApp(): the whole HTTP surface. /api/v1 (docs/api.md) with its error shape, headers and routes,
 * and the built site for every other path.
 */
import { Hono } from "hono";
import { API_ERRORS } from "@cla/domain";
import type { AppDeps, AppEnv } from "./http/context.ts";
import { errorHandler } from "./http/error-handler.ts";
import { apiHeaders, securityHeaders } from "./http/headers.ts";
import { requestLog } from "./http/request-log.ts";
import { mountRoutes } from "./http/route.ts";
import { apiRoutes } from "./routes/index.ts";
import { serveSite } from "./site/serve.ts";

export interface AppOptions {
  /** The built site (site/dist); null → non-API paths are a plain 404. */
  siteDir?: string | null;
}

export function createApp(deps: AppDeps, options: AppOptions = {}): Hono<AppEnv> {
  // strict: false ignores one trailing slash (docs/api.md §1.1: /cla_courses/ = /cla_courses).
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
  // Every endpoint, declared once in routes/<area>/routes.ts (routes/index.ts).
  mountRoutes(api, apiRoutes());
  // Unknown paths and unlisted methods under /api/v1: 404, never 405 (docs/api.md §1.1).
  api.all("*", (c) => c.json({ error: API_ERRORS.notFound }, 404));
  app.route("/api/v1", api);

  app.all("*", serveSite(options.siteDir ?? null));
  app.onError(errorHandler(deps.logger));
  return app;
}
