/**
 * An endpoint is declared once (docs/decisions/147): its method, path, access, request and response
 * schemas, and handler. `mountRoutes` serves the declarations with Hono and openapi/document.ts
 * describes the same declarations, so no route exists without its documentation or the other way round.
 *
 *   { method: "get", path: "/cla_topics/{id}", summary: "One topic", tag: "Topics", auth: "signed_in",
 *     success: { status: 200, schema: topicSchema, description: "Topic" },
 *     errors: { 403: "student outside their cohort (scope)", 404: "Topic not found" },
 *     handler: getTopic }
 *
 * An area's file writes its routes through `areaRoutes`, with the tag and usual access stated once and
 * method and path as one `op` ("GET /cla_topics/{id}").
 */
import type { Handler, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { API_ERRORS } from "@cla/domain";
import type { AppEnv } from "./context.ts";
import { endpoint, type EndpointOptions } from "./endpoint.ts";

export type Method = "get" | "post" | "put" | "delete";

export type BodyKind = NonNullable<EndpointOptions["body"]>;

/** Statuses an endpoint documents itself; 400 invalid JSON, 401, 403 role, 413 and 500 are added by document.ts. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export interface Route {
  method: Method;
  /** Under /api/v1, `{name}` for a path parameter (OpenAPI's form; Hono's is `honoPath`). */
  path: string;
  summary: string;
  /** The OpenAPI tag: the area of docs/api.md §6. */
  tag: string;
  /** open: anyone; signed_in: any valid session; facilitator: facilitators and admins; admin; student (§4); metrics: METRICS_TOKEN. */
  auth: EndpointOptions["auth"];
  query?: z.ZodObject<z.ZodRawShape>;
  /** The whole body as sent (a JSON body's wrapper included). Declared on POST/PUT, which then require one. */
  body?: z.ZodType;
  /**
   * What the body is (endpoint.ts reads it), "object" when left out: a JSON object. "optional": a JSON body
   * allowed but not required (POST sign_out, calendar_feed/reset); "upload": a multipart/form-data file
   * (POST cla_work_files; `body` describes its parts); "csv": a text/csv file of at most 2 MiB
   * (POST cla_enrolments(/preview); `body` describes it as a string).
   */
  bodyKind?: BodyKind;
  /** The success status and its body; `contentType` when it is not JSON (the calendar feed's text/calendar). */
  success: { status: 200 | 201; schema: z.ZodType; description: string; contentType?: string };
  /** Endpoint-specific error statuses with what they mean (none when left out). */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** Bodies of the error statuses whose shape differs from the error shape (GET /health's 503). */
  errorBodies?: Partial<Record<ErrorStatus, z.ZodType>>;
  handler: Handler<AppEnv>;
}

/**
 * A route of an area's list: `op` is its method and path as docs/api.md §6 writes them (`GET /cla_cohorts`);
 * the tag is the area's, and so is the access unless the route names its own.
 */
export type AreaRoute = Omit<Route, "method" | "path" | "tag" | "auth"> & {
  op: `${Uppercase<Method>} ${string}`;
  auth?: Route["auth"];
};

/** The routes of one area of docs/api.md §6, which states its tag and its usual access once. */
export function areaRoutes(area: Pick<Route, "tag" | "auth">, routes: readonly AreaRoute[]): Route[] {
  return routes.map(({ op, ...r }) => {
    const [method, path] = op.split(" ") as [Uppercase<Method>, string];
    return { method: method.toLowerCase() as Method, path, ...area, ...r };
  });
}

/**
 * The path as Hono matches it: `{name}` becomes `:name`. Hono cannot split a segment into a parameter and
 * a suffix, so a parameter with one (`{secret}.ics`) takes the whole segment and its handler checks the
 * suffix.
 */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}[^/]*/g, ":$1");
}

/**
 * Serves `routes` on `app`, path by path in the order of their first declaration: each with `endpoint()`
 * (steps 2–6 of docs/api.md §3.4) before its handler. Static segments must be declared before the `{id}` route
 * they would otherwise match (§1.1); a declared path answers any other method 404 `Not found`, never a
 * later route's match (PUT /cla_live_classes/today_classes is not a class id).
 */
export function mountRoutes(app: Hono<AppEnv>, routes: readonly Route[]): void {
  for (const path of new Set(routes.map((r) => r.path))) {
    // The route's pattern for the metrics (http/metrics.ts), set before anything can answer.
    const named: MiddlewareHandler<AppEnv> = (c, next) => {
      c.set("route", path);
      return next();
    };
    for (const r of routes.filter((r) => r.path === path)) {
      const front = endpoint({
        auth: r.auth,
        body: r.body === undefined ? undefined : (r.bodyKind ?? "object"),
      });
      app.on(r.method.toUpperCase(), honoPath(path), named, front, r.handler);
    }
    app.all(honoPath(path), (c) => c.json({ error: API_ERRORS.notFound }, 404));
  }
}
