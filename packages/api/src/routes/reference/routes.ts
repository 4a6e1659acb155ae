/** docs/api.md §6.2 Reference data. */
import {
  cohortsResponseSchema,
  rolesResponseSchema,
  studentsOfCohortQuery,
  studentsOfCohortResponseSchema,
} from "@cla/domain";
import { areaRoutes, type Route } from "../../http/route.ts";
import { listCohorts, listRoles, studentsOfCohort } from "./handlers.ts";

export const referenceRoutes: Route[] = areaRoutes({ tag: "Reference data", auth: "open" }, [
  {
    op: "GET /cla_cohorts",
    summary: "All cohorts (student counts for facilitators and admins)",
    success: { status: 200, schema: cohortsResponseSchema, description: "Cohorts" },
    handler: listCohorts,
  },
  {
    op: "GET /cla_roles",
    summary: "Roles (self-sign-up roles unless the caller is a facilitator)",
    success: { status: 200, schema: rolesResponseSchema, description: "Roles" },
    handler: listRoles,
  },
  {
    op: "GET /cla_cohorts/students_of_cohort",
    summary: "Students of a cohort",
    auth: "facilitator",
    query: studentsOfCohortQuery,
    success: { status: 200, schema: studentsOfCohortResponseSchema, description: "Students" },
    errors: { 404: "Cohort not found", 422: "cla_cohort_id is required" },
    handler: studentsOfCohort,
  },
]);
