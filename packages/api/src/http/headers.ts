/**
 * Response headers: security headers on everything, CORS and no-store on the API (docs/api.md §1.1).
 */
import type { MiddlewareHandler } from "hono";
import { ACADEMY_TIME_ZONE_HEADER } from "@cla/domain";
import type { AppEnv } from "./context.ts";

/** On every response, site and API. */
export function securityHeaders(options: { hsts: boolean }): MiddlewareHandler<AppEnv> {
  // Set before the handler runs: Hono keeps them as prepared headers that every response of this
  // request (c.json, c.body, the error handler's) starts from. Calling c.header() once a response
  // exists re-creates that response around a stream, which costs more than the handler itself
  // (docs/decisions/144).
  return async (c, next) => {
    c.header("X-Content-Type-Options", "nosniff");
    c.header("X-Frame-Options", "DENY");
    // Other sites get only the origin, never a path or query (the reset page's token); same-origin requests
    // keep the full URL (docs/decisions/145).
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (options.hsts) c.header("Strict-Transport-Security", "max-age=31536000");
    await next();
    // HTML pages carry their script policy in a <meta> (decision 087), which cannot set
    // frame-ancestors; policies combine, so this header only adds the framing ban.
    if (
      /^text\/html/i.test(c.res.headers.get("Content-Type") ?? "") &&
      !c.res.headers.has("Content-Security-Policy")
    )
      c.header("Content-Security-Policy", "frame-ancestors 'none'");
  };
}

const ALLOW_METHODS = "GET, POST, PUT, DELETE, OPTIONS";
const ALLOW_HEADERS = "Authorization, Content-Type, Accept";

/**
 * Under /api/v1: CORS for the exact CORS_ORIGINS (no credentials), a preflight answered 204 before
 * routing, authentication and rate limits, `Cache-Control: no-store` on every answer, and JSON
 * declared as `application/json; charset=utf-8` (docs/api.md §11; Hono's c.json() leaves the charset out).
 */
export function apiHeaders(corsOrigins: string[], academyTimeZone: string): MiddlewareHandler<AppEnv> {
  const allowed = new Set(corsOrigins);
  return async (c, next) => {
    const origin = c.req.header("origin");
    const corsOrigin = origin !== undefined && allowed.has(origin) ? origin : null;
    if (c.req.method === "OPTIONS") {
      c.header("Cache-Control", "no-store");
      if (corsOrigin !== null) {
        c.header("Access-Control-Allow-Origin", corsOrigin);
        c.header("Access-Control-Allow-Methods", ALLOW_METHODS);
        c.header("Access-Control-Allow-Headers", ALLOW_HEADERS);
        c.header("Access-Control-Max-Age", "600");
      }
      c.header("Vary", "Origin");
      return c.body(null, 204);
    }
    // Prepared before the handler, like securityHeaders; a handler may set its own (the calendar feed's
    // `private, max-age=300`, docs/api.md §6.12).
    c.header("Cache-Control", "no-store");
    c.header("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    c.header("Vary", "Origin");
    // The academy's zone with every answer, so the portal shows the server's ACADEMY_TIME_ZONE and needs no
    // build-time copy of it (docs/api.md §1.4, docs/decisions/166).
    c.header(ACADEMY_TIME_ZONE_HEADER, academyTimeZone);
    if (corsOrigin !== null) {
      c.header("Access-Control-Allow-Origin", corsOrigin);
      // Content-Disposition names a downloaded work file (docs/api.md §6.13) for a portal on another origin.
      c.header(
        "Access-Control-Expose-Headers",
        `Retry-After, Content-Disposition, ${ACADEMY_TIME_ZONE_HEADER}`,
      );
    }
    await next();
    // c.json() sets its own Content-Type; the response's headers are changed in place, which keeps
    // @hono/node-server's fast path for a string body.
    const headers = c.res.headers;
    if (headers.get("Content-Type") === "application/json") {
      headers.set("Content-Type", "application/json; charset=utf-8");
    }
  };
}
