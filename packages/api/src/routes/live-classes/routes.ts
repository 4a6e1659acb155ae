/** API.md §6.7 Live classes, mounted at /cla_live_classes. */
import { Hono } from "hono";
import { API_ERRORS } from "@cla/domain";
import type { AppEnv } from "../../http/context.ts";
import { endpoint } from "../../http/endpoint.ts";
import {
  createLiveClass,
  deleteLiveClass,
  getLiveClass,
  listLiveClasses,
  todayClasses,
  updateLiveClass,
} from "./handlers.ts";

export function liveClassRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get("/", endpoint({ auth: "signed_in" }), listLiveClasses);
  routes.post("/", endpoint({ auth: "facilitator", body: "object" }), createLiveClass);
  // Static segments before {id} (API.md §1.1).
  routes.get("/today_classes", endpoint({ auth: "facilitator" }), todayClasses);
  // The static path has no other method; it is not a class id either.
  routes.all("/today_classes", (c) => c.json({ error: API_ERRORS.notFound }, 404));
  routes.get("/:id", endpoint({ auth: "signed_in" }), getLiveClass);
  routes.put("/:id", endpoint({ auth: "facilitator", body: "object" }), updateLiveClass);
  routes.delete("/:id", endpoint({ auth: "facilitator" }), deleteLiveClass);
  return routes;
}
