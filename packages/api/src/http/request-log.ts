/**
 * One log line per request: its id, method, path (never the query string: a reset link's token
 * lives there), status and duration. Headers and bodies are never logged, so neither are tokens nor
 * passwords (docs/api.md §2 "Logs"). A calendar feed's path is its secret (docs/api.md §6.12), so that segment is
 * replaced by `[secret]`, well-formed or not. The id also marks the request's error line (errors.ts).
 */
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger.ts";
import type { AppEnv } from "./context.ts";

/** The path as it may be logged: a calendar feed's secret never is. */
export function loggablePath(path: string): string {
  return path.replace(/^(\/api\/v1\/calendar\/).+$/, "$1[secret]");
}

export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.set("requestId", randomUUID());
    await next();
    const status = c.res.status;
    const fields = {
      request: c.var.requestId,
      method: c.req.method,
      path: loggablePath(c.req.path),
      status,
      ms: Math.round(performance.now() - started),
    };
    if (status >= 500) logger.warn("request", fields);
    else logger.info("request", fields);
  };
}
