/** API.md §6.10 Service: health, the OpenAPI document and its reference page. */
import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { buildOpenApiDocument } from "../../openapi/document.ts";
import { docsAsset, docsPage } from "./docs.ts";
import { health } from "./handlers.ts";

export function serviceRoutes(): Hono<AppEnv> {
  // Generated once, when the app is created (§6.10 "generated at startup").
  const document = buildOpenApiDocument();
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get("/health", endpoint({ auth: "open" }), health);
  routes.get("/openapi.json", endpoint({ auth: "open" }), (c) => c.json(document));
  routes.get("/docs", endpoint({ auth: "open" }), docsPage);
  routes.get("/docs/:asset", endpoint({ auth: "open" }), docsAsset);
  return routes;
}
