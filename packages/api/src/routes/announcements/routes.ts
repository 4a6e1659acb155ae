/** docs/api.md §6.8 Announcements. */
import {
  announcementCreate,
  announcementSchema,
  announcementsQuery,
  announcementUpdate,
  WRAPPERS,
} from "@cla/domain";
import type { Route } from "../../http/route.ts";
import { crudRoutes } from "../crud.ts";
import {
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from "./handlers.ts";

export const announcementRoutes: Route[] = crudRoutes({
  path: "/cla_announcements",
  tag: "Announcements",
  thing: "Announcement",
  wrapper: WRAPPERS.announcement,
  query: announcementsQuery,
  create: announcementCreate,
  update: announcementUpdate,
  response: announcementSchema,
  deleteMessage: "Announcement deleted successfully",
  handlers: {
    list: listAnnouncements,
    get: getAnnouncement,
    create: createAnnouncement,
    update: updateAnnouncement,
    remove: deleteAnnouncement,
  },
});
