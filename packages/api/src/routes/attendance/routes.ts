/** docs/api.md §6.7 Attendance. */
import {
  attendanceCreate,
  attendanceSchema,
  missingAttendanceQuery,
  missingAttendanceResponseSchema,
  wrapBody,
  WRAPPERS,
} from "@cla/domain";
import { areaRoutes, type Route } from "../../http/route.ts";
import { markAttendance, missingAttendance } from "./handlers.ts";

export const attendanceRoutes: Route[] = areaRoutes({ tag: "Attendance", auth: "facilitator" }, [
  {
    op: "GET /cla_attendances/missing_attendance",
    summary: "Students of a class's cohort without an attendance mark",
    query: missingAttendanceQuery,
    success: { status: 200, schema: missingAttendanceResponseSchema, description: "Students" },
    errors: { 404: "Live class or cohort not found", 422: "invalid query" },
    handler: missingAttendance,
  },
  {
    op: "POST /cla_attendances",
    summary: "Mark a student's attendance (final)",
    body: wrapBody(WRAPPERS.attendance, attendanceCreate),
    success: { status: 201, schema: attendanceSchema, description: "The mark" },
    errors: {
      400: 'missing "cla_attendance" object',
      409: "Attendance has already been marked for this student in this class.",
      422: "invalid fields",
    },
    handler: markAttendance,
  },
]);
