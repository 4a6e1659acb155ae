/**
 * The fixed front of every endpoint, in the order of docs/api.md §3.4: (2) body size 413 and (3) body
 * parsing 400, (4) authentication 401, (6) endpoint role 403. Routing (1) happened before; the
 * handler continues with (5) rate limit where one applies, (7) wrapper, (8) addressed record,
 * (9) scope, (10) validation, (11) body-dependent permissions, (12) uniqueness. mountRoutes (route.ts)
 * puts it before every declared route's handler, with the route's `auth` and body.
 */
import type { MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { authenticate, requireAdmin, requireFacilitator, requireStudent } from "./auth.ts";
import type { AppEnv } from "./context.ts";
import { csvBody, jsonBody, uploadBody } from "./body.ts";

export interface EndpointOptions {
  /**
   * open: anyone (an invalid token is ignored); signed_in: any valid session; facilitator: a facilitator
   * or an admin; admin: an admin; student: a student (docs/api.md §4).
   */
  auth: "open" | "signed_in" | "facilitator" | "admin" | "student";
  /**
   * "object": POST/PUT with a JSON object; "optional": POST sign_out; "upload": a multipart/form-data
   * file (POST cla_work_files); "csv": a text/csv file (the enrolment endpoints). GET/DELETE bodies are ignored.
   */
  body?: "object" | "optional" | "upload" | "csv";
}

/** The steps as one middleware (Hono's `every`): a failing step throws and the rest never run. */
export function endpoint(options: EndpointOptions): MiddlewareHandler<AppEnv> {
  const body = {
    object: jsonBody("object"),
    optional: jsonBody("optional"),
    upload: uploadBody,
    csv: csvBody,
  };
  return every(
    ...(options.body ? [body[options.body]] : []),
    authenticate(options.auth === "open" ? "optional" : "required"),
    ...(options.auth === "facilitator" ? [requireFacilitator] : []),
    ...(options.auth === "admin" ? [requireAdmin] : []),
    ...(options.auth === "student" ? [requireStudent] : []),
  );
}
