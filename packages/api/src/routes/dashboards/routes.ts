/** docs/api.md §6.9 Dashboards. */
import { z } from "zod";
import {
  deskStatsQuery,
  deskStatsSchema,
  studentDashboardStatsQuery,
  studentDashboardStatsSchema,
  studentListItemSchema,
  studentListQuery,
} from "@cla/domain";
import { areaRoutes, type Route } from "../../http/route.ts";
import { deskStats, studentDashboardStats, studentList } from "./handlers.ts";

export const dashboardRoutes: Route[] = areaRoutes({ tag: "Dashboards", auth: "facilitator" }, [
  {
    op: "GET /cla_dashboards/student_dashboard_stats",
    summary: "A student's points per course",
    auth: "signed_in",
    query: studentDashboardStatsQuery,
    success: { status: 200, schema: studentDashboardStatsSchema, description: "Dashboard stats" },
    errors: {
      403: "student asking for another student (scope)",
      404: "User not found",
      422: "invalid query",
    },
    handler: studentDashboardStats,
  },
  {
    op: "GET /cla_dashboards/desk_stats",
    summary: "Counts for a cohort",
    query: deskStatsQuery,
    success: { status: 200, schema: deskStatsSchema, description: "Desk stats" },
    errors: { 404: "Cohort not found", 422: "cla_cohort_id is required" },
    handler: deskStats,
  },
  {
    op: "GET /cla_dashboards/student_list",
    summary: "Every student of a cohort with points per course",
    query: studentListQuery,
    success: { status: 200, schema: z.array(studentListItemSchema), description: "Students with points" },
    errors: { 404: "Cohort not found", 422: "cla_cohort_id is required" },
    handler: studentList,
  },
]);
