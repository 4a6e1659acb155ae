/** API.md §6.4 Topics, mounted at /cla_topics. */
import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { createTopic, deleteTopic, getTopic, listTopics, updateTopic } from "./handlers.ts";

export function topicRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get("/", endpoint({ auth: "signed_in" }), listTopics);
  routes.post("/", endpoint({ auth: "facilitator", body: "object" }), createTopic);
  routes.get("/:id", endpoint({ auth: "signed_in" }), getTopic);
  routes.put("/:id", endpoint({ auth: "facilitator", body: "object" }), updateTopic);
  routes.delete("/:id", endpoint({ auth: "facilitator" }), deleteTopic);
  return routes;
}
