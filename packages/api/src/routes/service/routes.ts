/** docs/api.md §6.10 Service: health, the metrics, the OpenAPI document and its reference page. */
import { z } from "zod";
import { healthResponseSchema, healthUnavailableResponseSchema } from "@cla/domain";
import { metricsPage } from "../../http/metrics.ts";
import { areaRoutes, type Route } from "../../http/route.ts";
import { docsAsset, docsPage } from "./docs.ts";
import { health } from "./handlers.ts";

/** `openApiDocument`: the document of every route, this one included (routes/index.ts builds it). */
export function serviceRoutes(openApiDocument: () => Record<string, unknown>): Route[] {
  return areaRoutes({ tag: "Service", auth: "open" }, [
    {
      op: "GET /health",
      summary: "Service and database health",
      success: { status: 200, schema: healthResponseSchema, description: "Healthy" },
      errors: { 503: "database unavailable" },
      errorBodies: { 503: healthUnavailableResponseSchema },
      handler: health,
    },
    {
      op: "GET /metrics",
      summary: "Metrics for Prometheus (requests, latency, database pool, mail outbox)",
      auth: "metrics",
      success: {
        status: 200,
        schema: z.string(),
        description: "The Prometheus text format 0.0.4",
        contentType: "text/plain",
      },
      errors: { 404: "Not found: METRICS_TOKEN is unset, so the endpoint is off (as an unknown path)" },
      handler: metricsPage,
    },
    {
      op: "GET /openapi.json",
      summary: "This document",
      success: { status: 200, schema: z.record(z.string(), z.unknown()), description: "OpenAPI 3.1.0" },
      handler: (c) => c.json(openApiDocument()),
    },
    {
      op: "GET /docs",
      summary: "This document as a reference page (Swagger UI)",
      success: { status: 200, schema: z.string(), description: "An HTML page", contentType: "text/html" },
      handler: docsPage,
    },
    {
      op: "GET /docs/{asset}",
      summary: "The reference page's files: swagger-ui-bundle.js, swagger-ui.css, start.js",
      success: {
        status: 200,
        schema: z.string(),
        description: "text/javascript or text/css (gzip when accepted)",
        contentType: "text/javascript",
      },
      errors: { 404: "Not found (any other file name)" },
      handler: docsAsset,
    },
  ]);
}
