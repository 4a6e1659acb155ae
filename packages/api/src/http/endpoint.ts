/**
 * The fixed front of every endpoint, in the order of docs/api.md §3.4: (2) body size 413 and (3) body
 * parsing 400, (4) authentication 401, (6) endpoint role 403 (a file's body: 401 and 403 first). Routing (1) happened before; the
 * handler continues with (5) rate limit where one applies, (7) wrapper, (8) addressed record,
 * (9) scope, (10) validation, (11) body-dependent permissions, (12) uniqueness. mountRoutes (route.ts)
 * puts it before every declared route's handler, with the route's `auth` and body.
 */
import type { MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { authenticate, requireAdmin, requireFacilitator, requireStudent } from "./auth.ts";
import type { AppEnv } from "./context.ts";
import { csvBody, jsonBody, uploadBody } from "./body.ts";
import { requireMetricsToken } from "./metrics.ts";

export interface EndpointOptions {
  /**
   * open: anyone (an invalid token is ignored); signed_in: any valid session; facilitator: a facilitator
   * or an admin; admin: an admin; student: a student (docs/api.md §4); metrics: `Bearer <METRICS_TOKEN>`, no
   * session (GET /metrics, http/metrics.ts).
   */
  auth: "open" | "signed_in" | "facilitator" | "admin" | "student" | "metrics";
  /**
   * "object": POST/PUT with a JSON object; "optional": POST sign_out; "upload": a multipart/form-data
   * file (POST cla_work_files); "csv": a text/csv file (the enrolment endpoints). GET/DELETE bodies are ignored.
   */
  body?: "object" | "optional" | "upload" | "csv";
}

/**
 * The steps as one middleware (Hono's `every`): a failing step throws and the rest never run. A file's
 * body (upload, CSV: megabytes, parsed at a cost) is read only once the caller is known to be allowed,
 * from the headers alone (docs/api.md §3.4, docs/decisions/175); a JSON body of at most 256 KiB first.
 */
export function endpoint(options: EndpointOptions): MiddlewareHandler<AppEnv> {
  const body = {
    object: jsonBody("object"),
    optional: jsonBody("optional"),
    upload: uploadBody,
    csv: csvBody,
  };
  const read = options.body ? [body[options.body]] : [];
  const allowed = [
    options.auth === "metrics"
      ? requireMetricsToken
      : authenticate(options.auth === "open" ? "optional" : "required"),
    ...(options.auth === "facilitator" ? [requireFacilitator] : []),
    ...(options.auth === "admin" ? [requireAdmin] : []),
    ...(options.auth === "student" ? [requireStudent] : []),
  ];
  const fileBody = options.body === "upload" || options.body === "csv";
  return every(...(fileBody ? [...allowed, ...read] : [...read, ...allowed]));
}
