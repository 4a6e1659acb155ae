/** docs/api.md §6.18 Gradebook. */
import { gradebookQuery, gradebookSchema } from "@cla/domain";
import { areaRoutes, type Route } from "../../http/route.ts";
import { getGradebook } from "./handlers.ts";

export const gradebookRoutes: Route[] = areaRoutes({ tag: "Gradebook", auth: "facilitator" }, [
  {
    op: "GET /cla_gradebook",
    summary: "A course's gradebook: its cohort's students × its items and live classes, with the points",
    query: gradebookQuery,
    success: { status: 200, schema: gradebookSchema, description: "Columns, and one row per student" },
    errors: { 404: "Course not found", 422: "cla_course_id is required" },
    handler: getGradebook,
  },
]);
