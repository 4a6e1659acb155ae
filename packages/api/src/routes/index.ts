/**
 * Every endpoint of /api/v1 (docs/api.md §6), each declared once in its area's routes.ts: app.ts serves this
 * list and GET /openapi.json describes it. The order is the OpenAPI document's; within an area, static
 * segments come before `{id}` (§1.1).
 */
import { ASSESSMENT_KIND_NAMES, WORK_KIND_NAMES } from "@cla/domain";
import type { Route } from "../http/route.ts";
import { buildOpenApiDocument } from "../openapi/document.ts";
import { accountRoutes } from "./account/routes.ts";
import { adminRoutes } from "./admin/routes.ts";
import { announcementRoutes } from "./announcements/routes.ts";
import { assessmentRoutes } from "./assessments/routes.ts";
import { attendanceRoutes } from "./attendance/routes.ts";
import { calendarFeedRoutes } from "./calendar-feed/routes.ts";
import { cbtTestRoutes } from "./cbt-tests/routes.ts";
import { certificateRoutes } from "./certificates/routes.ts";
import { courseRoutes } from "./courses/routes.ts";
import { dashboardRoutes } from "./dashboards/routes.ts";
import { extensionRecordRoutes, extensionRoutes } from "./extensions/routes.ts";
import { gradebookRoutes } from "./gradebook/routes.ts";
import { liveClassRoutes } from "./live-classes/routes.ts";
import { notificationRoutes } from "./notifications/routes.ts";
import { referenceRoutes } from "./reference/routes.ts";
import { scoreRoutes } from "./scores/routes.ts";
import { serviceRoutes } from "./service/routes.ts";
import { topicRoutes } from "./topics/routes.ts";
import { workFileRoutes, workRoutes, workStatusRoutes } from "./work/routes.ts";

export function apiRoutes(): Route[] {
  const routes: Route[] = [
    ...accountRoutes,
    ...referenceRoutes,
    ...courseRoutes,
    ...topicRoutes,
    // …/work_status before the kinds' `{id}` (§6.13).
    ...WORK_KIND_NAMES.flatMap(workStatusRoutes),
    ...ASSESSMENT_KIND_NAMES.flatMap(assessmentRoutes),
    ...ASSESSMENT_KIND_NAMES.flatMap(scoreRoutes),
    ...ASSESSMENT_KIND_NAMES.flatMap(extensionRoutes),
    ...extensionRecordRoutes,
    ...cbtTestRoutes,
    ...WORK_KIND_NAMES.flatMap(workRoutes),
    ...workFileRoutes,
    ...liveClassRoutes,
    ...attendanceRoutes,
    ...announcementRoutes,
    ...dashboardRoutes,
    ...gradebookRoutes,
    ...serviceRoutes(() => document),
    ...certificateRoutes,
    ...calendarFeedRoutes,
    ...notificationRoutes,
    ...adminRoutes,
  ];
  // Generated once, when the app is created (§6.10 "generated at startup").
  const document = buildOpenApiDocument(routes);
  return routes;
}
