/** API.md §6.8 Announcements, mounted at /cla_announcements. */
import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { endpoint } from "../../http/endpoint.ts";
import {
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from "./handlers.ts";

export function announcementRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get("/", endpoint({ auth: "signed_in" }), listAnnouncements);
  routes.post("/", endpoint({ auth: "facilitator", body: "object" }), createAnnouncement);
  routes.get("/:id", endpoint({ auth: "signed_in" }), getAnnouncement);
  routes.put("/:id", endpoint({ auth: "facilitator", body: "object" }), updateAnnouncement);
  routes.delete("/:id", endpoint({ auth: "facilitator" }), deleteAnnouncement);
  return routes;
}
