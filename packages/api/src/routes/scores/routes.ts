/** API.md §6.6, mounted at the kind's score path (/cla_submissions, /cla_contributions_scores, /cla_cbts_scores). */
import { Hono } from "hono";
import type { AssessmentKind } from "@cla/domain";
import type { AppEnv } from "../../http/context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { scoreHandlers } from "./handlers.ts";

export function scoreRoutes(kind: AssessmentKind): Hono<AppEnv> {
  const h = scoreHandlers(kind);
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get("/students_without_scores", endpoint({ auth: "facilitator" }), h.withoutScores);
  routes.post("/", endpoint({ auth: "facilitator", body: "object" }), h.create);
  return routes;
}
