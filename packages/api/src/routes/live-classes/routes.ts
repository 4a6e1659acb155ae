/** docs/api.md §6.7 Live classes. */
import { z } from "zod";
import {
  liveClassCreate,
  liveClassJoinResponseSchema,
  liveClassesQuery,
  liveClassSchema,
  liveClassUpdate,
  todayClassesResponseSchema,
  WRAPPERS,
} from "@cla/domain";
import type { Route } from "../../http/route.ts";
import { crudRoutes } from "../crud.ts";
import {
  createLiveClass,
  deleteLiveClass,
  getLiveClass,
  joinLiveClass,
  listLiveClasses,
  todayClasses,
  updateLiveClass,
} from "./handlers.ts";

export const liveClassRoutes: Route[] = [
  // Static segments before {id} (docs/api.md §1.1).
  {
    method: "get",
    path: "/cla_live_classes/today_classes",
    summary: "Every cohort's live classes dated today",
    tag: "Live classes",
    auth: "facilitator",
    success: { status: 200, schema: todayClassesResponseSchema, description: "Today's classes" },
    handler: todayClasses,
  },
  ...crudRoutes({
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
    handlers: {
      list: listLiveClasses,
      get: getLiveClass,
      create: createLiveClass,
      update: updateLiveClass,
      remove: deleteLiveClass,
    },
  }),
  {
    method: "post",
    path: "/cla_live_classes/{id}/join",
    summary: "Note the student's first join of a running class (the portal's Join)",
    tag: "Live classes",
    auth: "student",
    body: z.object({}),
    bodyKind: "optional",
    success: {
      status: 200,
      schema: liveClassJoinResponseSchema,
      description: "When the student first joined; null when the class is not running",
    },
    errors: { 403: "a class of another cohort (scope)", 404: "Live class not found" },
    handler: joinLiveClass,
  },
];
