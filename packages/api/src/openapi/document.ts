/**
 * GET /openapi.json (docs/api.md §6.10): an OpenAPI 3.1.0 document generated at startup from the zod
 * schemas of packages/domain with zod 4's native JSON Schema export, one operation per route
 * declaration (http/route.ts): the routes the app serves.
 */
import { z } from "zod";
import { API_ERRORS, errorResponseSchema, validationErrorResponseSchema } from "@cla/domain";
import type { BodyKind, ErrorStatus, Route } from "../http/route.ts";

type JsonSchema = Record<string, unknown>;

const MEDIA_TYPES: Record<BodyKind, string> = {
  object: "application/json",
  optional: "application/json",
  upload: "multipart/form-data",
  csv: "text/csv",
};

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const result = z.toJSONSchema(schema, { io, unrepresentable: "any", reused: "inline" }) as JsonSchema;
  // OpenAPI 3.1 schema objects are JSON Schema 2020-12 already; the dialect marker is redundant.
  delete result.$schema;
  return result;
}

function errorResponses(route: Route): Record<string, unknown> {
  const statuses = new Map<number, string>();
  for (const [status, text] of Object.entries(route.errors ?? {})) statuses.set(Number(status), text);
  const hasBody = route.body !== undefined;
  const add = (status: number, text: string) => {
    const known = statuses.get(status);
    statuses.set(status, known === undefined ? text : `${known}; ${text}`);
  };
  if (hasBody) add(400, route.bodyKind === "upload" ? API_ERRORS.uploadNotMultipart : API_ERRORS.invalidJson);
  if (route.auth !== "open") add(401, API_ERRORS.sessionExpired);
  if (route.auth === "facilitator" || route.auth === "admin" || route.auth === "student")
    add(403, API_ERRORS.noPermission);
  if (route.auth === "metrics") add(403, `${API_ERRORS.noPermission} (another token than METRICS_TOKEN)`);
  if (hasBody) add(413, route.bodyKind === "upload" ? API_ERRORS.fileTooLarge : API_ERRORS.bodyTooLarge);
  add(500, API_ERRORS.internal);

  const responses: Record<string, unknown> = {};
  for (const [status, description] of [...statuses].sort(([a], [b]) => a - b)) {
    const schema =
      route.errorBodies?.[status as ErrorStatus] ??
      (status === 422 ? validationErrorResponseSchema : errorResponseSchema);
    responses[String(status)] = {
      description,
      ...(status === 429 && {
        headers: {
          "Retry-After": { description: "Seconds to wait", schema: { type: "integer", minimum: 1 } },
        },
      }),
      content: { "application/json": { schema: jsonSchema(schema, "output") } },
    };
  }
  return responses;
}

function parameters(route: Route): unknown[] {
  const params: unknown[] = [];
  for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
    params.push({ name, in: "path", required: true, schema: { type: "string" } });
  }
  for (const [name, field] of Object.entries(route.query?.shape ?? {})) {
    params.push({
      name,
      in: "query",
      // Optional parameters are wrapped in ZodOptional by the domain's optionalQueryParam.
      required: !(field instanceof z.ZodOptional),
      schema: { type: "string" },
    });
  }
  return params;
}

function operation(route: Route): Record<string, unknown> {
  return {
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ? ch.toUpperCase() : ""))}`,
    summary: route.summary,
    tags: [route.tag],
    ...(route.auth === "metrics" && { security: [{ metricsToken: [] }] }),
    ...(route.auth !== "open" && route.auth !== "metrics" && { security: [{ bearerAuth: [] }] }),
    ...(route.auth === "open" && { security: [{}, { bearerAuth: [] }] }),
    ...(parameters(route).length > 0 && { parameters: parameters(route) }),
    ...(route.body && {
      requestBody: {
        required: route.bodyKind !== "optional",
        content: {
          [MEDIA_TYPES[route.bodyKind ?? "object"]]: {
            schema: jsonSchema(route.body, "input"),
          },
        },
      },
    }),
    responses: {
      [String(route.success.status)]: {
        description: route.success.description,
        content: {
          [route.success.contentType ?? "application/json"]: {
            schema: jsonSchema(route.success.schema, "output"),
          },
        },
      },
      ...errorResponses(route),
    },
  };
}

export function buildOpenApiDocument(routes: readonly Route[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    (paths[route.path] ??= {})[route.method] = operation(route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "CLA Portal API",
      version: "1.0.0",
      description:
        'Christian Leadership Academy portal API (docs/api.md, version 1). Errors are {"error": string}; validation errors are 422 {"errors": {field: [messages]}}.',
    },
    servers: [{ url: "/api/v1" }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "Token from POST /sign_in" },
        metricsToken: {
          type: "http",
          scheme: "bearer",
          description: "The server's METRICS_TOKEN setting (GET /metrics only)",
        },
      },
    },
  };
}
