/** API.md §6.3 Courses, mounted at /cla_courses. */
import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { createCourse, deleteCourse, getCourse, listCourses, updateCourse } from "./handlers.ts";

export function courseRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get("/", endpoint({ auth: "signed_in" }), listCourses);
  routes.post("/", endpoint({ auth: "facilitator", body: "object" }), createCourse);
  routes.get("/:id", endpoint({ auth: "signed_in" }), getCourse);
  routes.put("/:id", endpoint({ auth: "facilitator", body: "object" }), updateCourse);
  routes.delete("/:id", endpoint({ auth: "facilitator" }), deleteCourse);
  return routes;
}
