/**
 * The app's onError: an ApiError (errors.ts) becomes its response; anything else is logged and becomes
 * the fixed 500 body (docs/api.md §3.1), or 503 when the database is unavailable (decision 134).
 */
import type { ErrorHandler } from "hono";
import { API_ERRORS } from "@cla/domain";
import { DatabaseUnavailableError } from "../db/index.ts";
import { describeError, errorCauses, type Logger } from "../logger.ts";
import type { AppEnv } from "./context.ts";
import { ApiError } from "./errors.ts";

/** Seconds a client is asked to wait after a 503 for want of a database connection (decision 134). */
export const RETRY_AFTER_SECONDS = 5;

export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body, error.status);
    }
    // The detail goes to the log only; the client gets the fixed sentence (docs/api.md §3.1).
    const fields = {
      request: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      ...describeError(error),
    };
    if (errorCauses(error).some((link) => link instanceof DatabaseUnavailableError)) {
      // Overload (the pool's wait ran out) or PostgreSQL unreachable: come back later, not a bug.
      logger.warn("database unavailable", fields);
      c.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return c.json({ error: API_ERRORS.serviceUnavailable }, 503);
    }
    logger.error("unhandled error", fields);
    return c.json({ error: API_ERRORS.internal }, 500);
  };
}
