/**
 * Bearer-token authentication (docs/api.md §2) and the endpoint role guard (§4).
 * Role and cohort come from the database on every request (auth/sessions.ts), never from the client.
 */
import type { MiddlewareHandler } from "hono";
import { API_ERRORS } from "@cla/domain";
import { findCaller } from "../auth/sessions.ts";
import type { AppEnv } from "./context.ts";
import { apiError } from "./errors.ts";

const BEARER = /^bearer[ \t]+(\S+)[ \t]*$/i;

/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive), or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header === undefined ? null : BEARER.exec(header);
  return match?.[1] ?? null;
}

/**
 * Step 4 of docs/api.md §3.4. "required": no valid session → 401. "optional" (open endpoints): an
 * invalid token is ignored and the caller is anonymous (null).
 */
export function authenticate(mode: "required" | "optional"): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    const found = token === null ? null : await findCaller(c.var.deps.database.db, token, c.var.now);
    if (found === null && mode === "required") throw apiError(401, API_ERRORS.sessionExpired);
    c.set("caller", found);
    return next();
  };
}

/** Step 6: facilitator-level endpoints (facilitators and admins) answer a student 403 `You do not have permission to do this.` */
export const requireFacilitator: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.caller?.isFacilitator) throw apiError(403, API_ERRORS.noPermission);
  return next();
};

/** Step 6: administration endpoints (docs/api.md §6.15) answer a student or a facilitator the same 403. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.caller?.isAdmin) throw apiError(403, API_ERRORS.noPermission);
  return next();
};

/** Step 6: student-only endpoints (handing in work, docs/api.md §6.13) answer a facilitator the same 403. */
export const requireStudent: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.caller?.isFacilitator !== false) throw apiError(403, API_ERRORS.noPermission);
  return next();
};
