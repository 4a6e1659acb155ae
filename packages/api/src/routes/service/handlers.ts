/** docs/api.md §6.10 Service: health and the OpenAPI document. */
import { API_ERRORS } from "@cla/domain";
import type { AppContext } from "../../http/context.ts";
import { describeError } from "../../logger.ts";

export async function health(c: AppContext) {
  try {
    await c.var.deps.database.ping();
    return c.json({ status: "ok", database: "ok" });
  } catch (error) {
    c.var.deps.logger.warn("health check failed", describeError(error));
    // The documented exception to the error shape (§6.10).
    return c.json({ error: API_ERRORS.serviceUnavailable, status: "error", database: "unavailable" }, 503);
  }
}
