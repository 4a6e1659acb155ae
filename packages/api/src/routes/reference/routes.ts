/** API.md §6.2 Reference data. */
import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { listCohorts, listRoles, studentsOfCohort } from "./handlers.ts";

export function referenceRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get("/cla_cohorts", endpoint({ auth: "open" }), listCohorts);
  routes.get("/cla_cohorts/students_of_cohort", endpoint({ auth: "facilitator" }), studentsOfCohort);
  routes.get("/cla_roles", endpoint({ auth: "open" }), listRoles);
  return routes;
}
