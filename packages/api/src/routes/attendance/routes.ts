/** API.md §6.7 Attendance, mounted at /cla_attendances. */
import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { markAttendance, missingAttendance } from "./handlers.ts";

export function attendanceRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get("/missing_attendance", endpoint({ auth: "facilitator" }), missingAttendance);
  routes.post("/", endpoint({ auth: "facilitator", body: "object" }), markAttendance);
  return routes;
}
