/** docs/api.md §6.7 Attendance. */
import {
  attendanceCreate,
  attendanceRegisterCreate,
  attendanceSchema,
  missingAttendanceQuery,
  missingAttendanceResponseSchema,
  registerResponseSchema,
  registerSaveResponseSchema,
  wrapBody,
  WRAPPERS,
} from "@cla/domain";
import { areaRoutes, type Route } from "../../http/route.ts";
import { markAttendance, missingAttendance, registerStudents, saveRegister } from "./handlers.ts";

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
  {
    op: "GET /cla_attendances/register",
    summary: "The register: students of a class's cohort without a mark, with their first join",
    query: missingAttendanceQuery,
    success: { status: 200, schema: registerResponseSchema, description: "Students" },
    errors: { 404: "Live class or cohort not found", 422: "invalid query" },
    handler: registerStudents,
  },
  {
    op: "POST /cla_attendances/register",
    summary: "Mark many students of one class in one save (each mark final, written once)",
    body: wrapBody(WRAPPERS.attendanceRegister, attendanceRegisterCreate),
    success: {
      status: 200,
      schema: registerSaveResponseSchema,
      description: "The marks written, and the standing marks of students marked before",
    },
    errors: { 400: 'missing "cla_attendance_register" object', 422: "invalid fields" },
    handler: saveRegister,
  },
]);
