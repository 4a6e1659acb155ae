/** API.md §6.5, mounted at the kind's path (/cla_assignments, /cla_contributions, /cla_cbts). */
import { Hono } from "hono";
import type { AssessmentKind } from "@cla/domain";
import type { AppEnv } from "../../http/context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { assessmentHandlers } from "./handlers.ts";

export function assessmentRoutes(kind: AssessmentKind): Hono<AppEnv> {
  const h = assessmentHandlers(kind);
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get("/", endpoint({ auth: "signed_in" }), h.list);
  routes.post("/", endpoint({ auth: "facilitator", body: "object" }), h.create);
  routes.get("/:id", endpoint({ auth: "signed_in" }), h.get);
  routes.put("/:id", endpoint({ auth: "facilitator", body: "object" }), h.update);
  routes.delete("/:id", endpoint({ auth: "facilitator" }), h.remove);
  return routes;
}
