/** docs/api.md §6.16 Notifications: the caller's notices, whatever their role. */
import { z } from "zod";
import {
  markedReadSchema,
  notificationSchema,
  notificationsQuery,
  notificationsResponseSchema,
  unreadCountSchema,
} from "@cla/domain";
import { areaRoutes, type Route } from "../../http/route.ts";
import { listNotifications, markAllRead, markRead, unreadCount } from "./handlers.ts";

export const notificationRoutes: Route[] = areaRoutes({ tag: "Notifications", auth: "signed_in" }, [
  {
    op: "GET /notifications",
    summary: "The caller's notices, newest first, paged",
    query: notificationsQuery,
    success: { status: 200, schema: notificationsResponseSchema, description: "A page of notices" },
    errors: { 422: "invalid cursor or limit" },
    handler: listNotifications,
  },
  {
    op: "GET /notifications/unread_count",
    summary: "How many of the caller's notices are unread",
    success: { status: 200, schema: unreadCountSchema, description: "The unread count" },
    handler: unreadCount,
  },
  {
    op: "POST /notifications/read_all",
    summary: "Mark every notice of the caller read",
    bodyKind: "optional",
    body: z.object({}),
    success: { status: 200, schema: markedReadSchema, description: "How many were marked" },
    handler: markAllRead,
  },
  {
    op: "POST /notifications/{id}/read",
    summary: "Mark one of the caller's notices read",
    bodyKind: "optional",
    body: z.object({}),
    success: { status: 200, schema: notificationSchema, description: "The notice, read" },
    errors: { 404: "Notification not found (also another person's)" },
    handler: markRead,
  },
]);
