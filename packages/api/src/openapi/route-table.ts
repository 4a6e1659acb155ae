/**
 * Every operation of API.md §6 with the domain schemas it reads and answers. The OpenAPI document
 * (document.ts) is assembled from this table; packages/domain stays free of HTTP and Hono.
 */
import { z } from "zod";
import {
  announcementCreate,
  announcementSchema,
  announcementsQuery,
  announcementUpdate,
  ASSESSMENT_KINDS,
  ASSESSMENT_SCHEMAS,
  assessmentsQuery,
  attendanceCreate,
  attendanceSchema,
  certificateNotAvailableResponseSchema,
  certificateQuery,
  certificateResponseSchema,
  cohortsResponseSchema,
  courseCreate,
  courseSchema,
  coursesQuery,
  courseUpdate,
  deskStatsQuery,
  deskStatsSchema,
  editProfileQuery,
  editProfileUser,
  forgotPasswordBody,
  healthResponseSchema,
  healthUnavailableResponseSchema,
  liveClassCreate,
  liveClassesQuery,
  liveClassSchema,
  liveClassUpdate,
  messageResponseSchema,
  missingAttendanceQuery,
  missingAttendanceResponseSchema,
  publicCertificateResponseSchema,
  resetPasswordBody,
  rolesResponseSchema,
  SCORE_KINDS,
  signInResponseSchema,
  signInUser,
  signUpUser,
  studentDashboardStatsQuery,
  studentDashboardStatsSchema,
  studentListItemSchema,
  studentListQuery,
  studentsOfCohortQuery,
  studentsOfCohortResponseSchema,
  studentsWithoutScoresSchema,
  todayClassesResponseSchema,
  topicCreate,
  topicSchema,
  topicsQuery,
  topicUpdate,
  userSchema,
  wrapBody,
  WRAPPERS,
} from "@cla/domain";

export type Method = "get" | "post" | "put" | "delete";
export type Access = "open" | "signed_in" | "facilitator";

export interface RouteSpec {
  method: Method;
  /** OpenAPI path under /api/v1, `{id}` for path parameters. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  query?: z.ZodObject<z.ZodRawShape>;
  /** The whole JSON body as sent (wrapper included). */
  body?: z.ZodType;
  /** POST sign_out: a body is allowed but not required. */
  bodyOptional?: boolean;
  /** The success status and its body; `contentType` when it is not JSON (the calendar feed's text/calendar). */
  success: { status: 200 | 201; schema: z.ZodType; description: string; contentType?: string };
  /** Endpoint-specific error statuses with what they mean (general ones are added by document.ts). */
  errors: Partial<Record<400 | 401 | 403 | 404 | 409 | 422 | 429 | 503, string>>;
}

const message = (description: string) => ({
  status: 200 as const,
  schema: messageResponseSchema,
  description,
});
const list = <T extends z.ZodType>(schema: T) => z.array(schema);

function crud(options: {
  path: string;
  tag: string;
  thing: string;
  wrapper: string;
  query: z.ZodObject<z.ZodRawShape>;
  create: z.ZodType;
  update: z.ZodType;
  response: z.ZodType;
  deleteMessage: string;
  listErrors?: RouteSpec["errors"];
}): RouteSpec[] {
  const { path, tag, thing, wrapper } = options;
  const scope = "student outside their cohort (scope)";
  return [
    {
      method: "get",
      path,
      summary: `List ${tag.toLowerCase()}`,
      tag,
      access: "signed_in",
      query: options.query,
      success: { status: 200, schema: list(options.response), description: `${tag}` },
      errors: options.listErrors ?? {
        403: scope,
        404: "a named record does not exist",
        422: "invalid query",
      },
    },
    {
      method: "get",
      path: `${path}/{id}`,
      summary: `One ${thing}`,
      tag,
      access: "signed_in",
      success: { status: 200, schema: options.response, description: thing },
      errors: { 403: scope, 404: `${thing} not found` },
    },
    {
      method: "post",
      path,
      summary: `Create a ${thing.toLowerCase()}`,
      tag,
      access: "facilitator",
      body: wrapBody(wrapper, options.create),
      success: { status: 201, schema: options.response, description: `The new ${thing.toLowerCase()}` },
      errors: { 400: `missing "${wrapper}" object`, 422: "invalid fields" },
    },
    {
      method: "put",
      path: `${path}/{id}`,
      summary: `Update a ${thing.toLowerCase()} (partial)`,
      tag,
      access: "facilitator",
      body: wrapBody(wrapper, options.update),
      success: { status: 200, schema: options.response, description: `The updated ${thing.toLowerCase()}` },
      errors: { 400: `missing "${wrapper}" object`, 404: `${thing} not found`, 422: "invalid fields" },
    },
    {
      method: "delete",
      path: `${path}/{id}`,
      summary: `Delete a ${thing.toLowerCase()}`,
      tag,
      access: "facilitator",
      success: message(options.deleteMessage),
      errors: { 404: `${thing} not found` },
    },
  ];
}

const courses = crud({
  path: "/cla_courses",
  tag: "Courses",
  thing: "Course",
  wrapper: WRAPPERS.course,
  query: coursesQuery,
  create: courseCreate,
  update: courseUpdate,
  response: courseSchema,
  deleteMessage: "Course deleted successfully",
});
for (const route of courses) {
  if (route.method === "post" || route.method === "put")
    route.errors[409] = "course name already used in the cohort";
}

const assessments = Object.values(ASSESSMENT_KINDS).flatMap((kind) =>
  crud({
    path: kind.path,
    tag: `${kind.thing}s`,
    thing: kind.thing,
    wrapper: kind.wrapper,
    query: assessmentsQuery,
    create: ASSESSMENT_SCHEMAS.create,
    update: ASSESSMENT_SCHEMAS.update,
    response: ASSESSMENT_SCHEMAS.response,
    deleteMessage: kind.deleteMessage,
  }),
);

const scores: RouteSpec[] = Object.values(SCORE_KINDS).flatMap((kind): RouteSpec[] => [
  {
    method: "get",
    path: `${kind.path}/students_without_scores`,
    summary: `Students of the ${kind.thing}'s cohort without a score`,
    tag: "Scores",
    access: "facilitator",
    query: kind.withoutScoresQuery,
    success: { status: 200, schema: studentsWithoutScoresSchema, description: "Counts and list" },
    errors: { 404: `${kind.thing} not found`, 422: `${kind.itemKey} is required` },
  },
  {
    method: "post",
    path: kind.path,
    summary: `Score a student on a ${kind.thing} (final)`,
    tag: "Scores",
    access: "facilitator",
    body: kind.body,
    success: { status: 201, schema: kind.response, description: "The score; the score mail is queued" },
    errors: {
      400: `missing "${kind.wrapper}" object`,
      404: `${kind.thing} not found`,
      409: kind.alreadyScored,
      422: "invalid fields",
    },
  },
]);

export const ROUTES: RouteSpec[] = [
  // 6.1 Account
  {
    method: "post",
    path: "/sign_in",
    summary: "Sign in",
    tag: "Account",
    access: "open",
    body: wrapBody(WRAPPERS.signIn, signInUser),
    success: { status: 200, schema: signInResponseSchema, description: "Token and user" },
    errors: {
      400: 'missing "user" object',
      401: "Invalid email or password.",
      422: "email or password missing",
      429: "too many failed attempts",
    },
  },
  {
    method: "post",
    path: "/sign_up",
    summary: "Create a student account",
    tag: "Account",
    access: "open",
    body: wrapBody(WRAPPERS.signUp, signUpUser),
    success: { status: 201, schema: messageResponseSchema, description: "User created successfully" },
    errors: {
      400: 'missing "user" object',
      403: "This role cannot be chosen at sign-up.",
      409: "An account with this email already exists.",
      422: "invalid fields",
    },
  },
  {
    method: "post",
    path: "/sign_out",
    summary: "Revoke the presented token",
    tag: "Account",
    access: "signed_in",
    body: z.object({}),
    bodyOptional: true,
    success: message("Signed out successfully"),
    errors: {},
  },
  {
    method: "get",
    path: "/me",
    summary: "The signed-in user",
    tag: "Account",
    access: "signed_in",
    success: { status: 200, schema: userSchema, description: "User" },
    errors: {},
  },
  {
    method: "put",
    path: "/edit_profile",
    summary: "Edit one's own profile (partial)",
    tag: "Account",
    access: "signed_in",
    query: editProfileQuery,
    body: wrapBody(WRAPPERS.editProfile, editProfileUser),
    success: { status: 200, schema: userSchema, description: "The updated user" },
    errors: {
      400: 'missing "user" object',
      403: "another user's profile, a role change, or a student's cohort change",
      404: "User not found",
      409: "An account with this email already exists.",
      422: "invalid fields",
    },
  },
  {
    method: "post",
    path: "/forgot_password",
    summary: "Request a password reset mail",
    tag: "Account",
    access: "open",
    body: forgotPasswordBody,
    success: message("The same answer whether or not the account exists"),
    errors: { 422: "invalid email", 429: "too many requests" },
  },
  {
    method: "post",
    path: "/reset_password",
    summary: "Set a new password with a reset token",
    tag: "Account",
    access: "open",
    body: resetPasswordBody,
    success: message("Password has been reset successfully."),
    errors: { 400: "This reset link is invalid or has expired.", 422: "invalid password" },
  },
  // 6.2 Reference data
  {
    method: "get",
    path: "/cla_cohorts",
    summary: "All cohorts",
    tag: "Reference data",
    access: "open",
    success: { status: 200, schema: cohortsResponseSchema, description: "Cohorts" },
    errors: {},
  },
  {
    method: "get",
    path: "/cla_roles",
    summary: "Roles (self-sign-up roles unless the caller is a facilitator)",
    tag: "Reference data",
    access: "open",
    success: { status: 200, schema: rolesResponseSchema, description: "Roles" },
    errors: {},
  },
  {
    method: "get",
    path: "/cla_cohorts/students_of_cohort",
    summary: "Students of a cohort",
    tag: "Reference data",
    access: "facilitator",
    query: studentsOfCohortQuery,
    success: { status: 200, schema: studentsOfCohortResponseSchema, description: "Students" },
    errors: { 404: "Cohort not found", 422: "cla_cohort_id is required" },
  },
  // 6.3 Courses
  ...courses,
  // 6.4 Topics
  ...crud({
    path: "/cla_topics",
    tag: "Topics",
    thing: "Topic",
    wrapper: WRAPPERS.topic,
    query: topicsQuery,
    create: topicCreate,
    update: topicUpdate,
    response: topicSchema,
    deleteMessage: "Topic deleted successfully",
    listErrors: {
      403: "student outside their cohort (scope)",
      404: "Course not found",
      422: "cla_course_id is required",
    },
  }),
  // 6.5 Assessments
  ...assessments,
  // 6.6 Scores
  ...scores,
  // 6.7 Live classes and attendance
  {
    method: "get",
    path: "/cla_live_classes/today_classes",
    summary: "Every cohort's live classes dated today",
    tag: "Live classes",
    access: "facilitator",
    success: { status: 200, schema: todayClassesResponseSchema, description: "Today's classes" },
    errors: {},
  },
  ...crud({
    path: "/cla_live_classes",
    tag: "Live classes",
    thing: "Live class",
    wrapper: WRAPPERS.liveClass,
    query: liveClassesQuery,
    create: liveClassCreate,
    update: liveClassUpdate,
    response: liveClassSchema,
    deleteMessage: "Live class deleted successfully",
    listErrors: {
      403: "student outside their cohort (scope)",
      404: "Cohort, course or user not found",
      422: "filter_id must be a cohort id, user id or course id",
    },
  }),
  {
    method: "get",
    path: "/cla_attendances/missing_attendance",
    summary: "Students of a class's cohort without an attendance mark",
    tag: "Attendance",
    access: "facilitator",
    query: missingAttendanceQuery,
    success: { status: 200, schema: missingAttendanceResponseSchema, description: "Students" },
    errors: { 404: "Live class or cohort not found", 422: "invalid query" },
  },
  {
    method: "post",
    path: "/cla_attendances",
    summary: "Mark a student's attendance (final)",
    tag: "Attendance",
    access: "facilitator",
    body: wrapBody(WRAPPERS.attendance, attendanceCreate),
    success: { status: 201, schema: attendanceSchema, description: "The mark" },
    errors: {
      400: 'missing "cla_attendance" object',
      409: "Attendance has already been marked for this student in this class.",
      422: "invalid fields",
    },
  },
  // 6.8 Announcements
  ...crud({
    path: "/cla_announcements",
    tag: "Announcements",
    thing: "Announcement",
    wrapper: WRAPPERS.announcement,
    query: announcementsQuery,
    create: announcementCreate,
    update: announcementUpdate,
    response: announcementSchema,
    deleteMessage: "Announcement deleted successfully",
  }),
  // 6.9 Dashboards
  {
    method: "get",
    path: "/cla_dashboards/student_dashboard_stats",
    summary: "A student's points per course",
    tag: "Dashboards",
    access: "signed_in",
    query: studentDashboardStatsQuery,
    success: { status: 200, schema: studentDashboardStatsSchema, description: "Dashboard stats" },
    errors: {
      403: "student asking for another student (scope)",
      404: "User not found",
      422: "invalid query",
    },
  },
  {
    method: "get",
    path: "/cla_dashboards/desk_stats",
    summary: "Counts for a cohort",
    tag: "Dashboards",
    access: "facilitator",
    query: deskStatsQuery,
    success: { status: 200, schema: deskStatsSchema, description: "Desk stats" },
    errors: { 404: "Cohort not found", 422: "cla_cohort_id is required" },
  },
  {
    method: "get",
    path: "/cla_dashboards/student_list",
    summary: "Every student of a cohort with points per course",
    tag: "Dashboards",
    access: "facilitator",
    query: studentListQuery,
    success: { status: 200, schema: list(studentListItemSchema), description: "Students with points" },
    errors: { 404: "Cohort not found", 422: "cla_cohort_id is required" },
  },
  // 6.10 Service
  {
    method: "get",
    path: "/health",
    summary: "Service and database health",
    tag: "Service",
    access: "open",
    success: { status: 200, schema: healthResponseSchema, description: "Healthy" },
    errors: { 503: "database unavailable" },
  },
  {
    method: "get",
    path: "/openapi.json",
    summary: "This document",
    tag: "Service",
    access: "open",
    success: { status: 200, schema: z.record(z.string(), z.unknown()), description: "OpenAPI 3.1.0" },
    errors: {},
  },
  {
    method: "get",
    path: "/docs",
    summary: "This document as a reference page (Swagger UI)",
    tag: "Service",
    access: "open",
    success: { status: 200, schema: z.string(), description: "An HTML page", contentType: "text/html" },
    errors: {},
  },
  {
    method: "get",
    path: "/docs/{asset}",
    summary: "The reference page's files: swagger-ui-bundle.js, swagger-ui.css, start.js",
    tag: "Service",
    access: "open",
    success: {
      status: 200,
      schema: z.string(),
      description: "text/javascript or text/css (gzip when accepted)",
      contentType: "text/javascript",
    },
    errors: { 404: "Not found (any other file name)" },
  },
  // 6.11 Certificates
  {
    method: "get",
    path: "/certificate",
    summary: "A student's certificate of completion, issued on the first call after completion",
    tag: "Certificates",
    access: "signed_in",
    query: certificateQuery,
    success: { status: 200, schema: certificateResponseSchema, description: "The certificate" },
    errors: {
      403: "student asking for another student (scope)",
      404: "User not found",
      409: "not completed yet: every course of the cohort must have ended (available_on)",
      422: "invalid query",
    },
  },
  {
    method: "get",
    path: "/certificates/{code}",
    summary: "Verify a certificate by its code (any case, hyphens optional)",
    tag: "Certificates",
    access: "open",
    success: { status: 200, schema: publicCertificateResponseSchema, description: "The public certificate" },
    errors: { 404: "Certificate not found (unknown or malformed code)", 429: "too many lookups" },
  },
  // ── Calendar feed (issue 13, API.md §6.12) ──
  {
    method: "get",
    path: "/calendar_feed",
    summary: "The caller's secret calendar feed URL, created (and shown) on the first call",
    tag: "Calendar feed",
    access: "signed_in",
    success: {
      status: 200,
      schema: z.object({ url: z.string().nullable() }),
      description: "The URL when this call created the secret; null once it exists (only its hash is stored)",
    },
    errors: {},
  },
  {
    method: "post",
    path: "/calendar_feed/reset",
    summary: "Replace the calendar feed secret; the old URL answers 404",
    tag: "Calendar feed",
    access: "signed_in",
    bodyOptional: true,
    body: z.object({}),
    success: { status: 200, schema: z.object({ url: z.string() }), description: "The new URL" },
    errors: {},
  },
  {
    method: "get",
    path: "/calendar/{secret}.ics",
    summary: "The feed owner's live classes as an RFC 5545 iCalendar document",
    tag: "Calendar feed",
    access: "open",
    success: {
      status: 200,
      schema: z.string(),
      description: "text/calendar; Cache-Control: private, max-age=300",
      contentType: "text/calendar",
    },
    errors: { 404: "unknown secret", 429: "too many requests" },
  },
];

/** Bodies of the statuses whose shape differs from the error shape. */
export const SPECIAL_ERROR_BODIES: Partial<Record<string, Partial<Record<number, z.ZodType>>>> = {
  "get /health": { 503: healthUnavailableResponseSchema },
  "get /certificate": { 409: certificateNotAvailableResponseSchema },
};
