/** API.md §6.9 Dashboards, mounted at /cla_dashboards. */
import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { deskStats, studentDashboardStats, studentList } from "./handlers.ts";

export function dashboardRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get("/student_dashboard_stats", endpoint({ auth: "signed_in" }), studentDashboardStats);
  routes.get("/desk_stats", endpoint({ auth: "facilitator" }), deskStats);
  routes.get("/student_list", endpoint({ auth: "facilitator" }), studentList);
  return routes;
}
