/**
 * The five routes of a resource with list, one, create, partial update and delete (docs/api.md §6.3–§6.8):
 * courses, topics, the three assessment kinds, live classes and announcements. Reads are for anyone
 * signed in (scope is the handler's), writes for facilitators.
 */
import type { Handler } from "hono";
import { z } from "zod";
import { messageResponseSchema, wrapBody } from "@cla/domain";
import type { AppEnv } from "../http/context.ts";
import { areaRoutes, type Route } from "../http/route.ts";

export interface CrudHandlers {
  list: Handler<AppEnv>;
  get: Handler<AppEnv>;
  create: Handler<AppEnv>;
  update: Handler<AppEnv>;
  remove: Handler<AppEnv>;
}

export function crudRoutes(options: {
  path: string;
  tag: string;
  thing: string;
  wrapper: string;
  query: z.ZodObject<z.ZodRawShape>;
  create: z.ZodType;
  update: z.ZodType;
  response: z.ZodType;
  deleteMessage: string;
  listErrors?: Route["errors"];
  /** The 409 of create and update, when a unique constraint can refuse them. */
  conflict?: string;
  handlers: CrudHandlers;
}): Route[] {
  const { path, tag, thing, wrapper, handlers } = options;
  const scope = "student outside their cohort (scope)";
  const conflict = options.conflict === undefined ? {} : { 409: options.conflict };
  return areaRoutes({ tag, auth: "facilitator" }, [
    {
      op: `GET ${path}`,
      summary: `List ${tag.toLowerCase()}`,
      auth: "signed_in",
      query: options.query,
      success: { status: 200, schema: z.array(options.response), description: `${tag}` },
      errors: options.listErrors ?? {
        403: scope,
        404: "a named record does not exist",
        422: "invalid query",
      },
      handler: handlers.list,
    },
    {
      op: `GET ${path}/{id}`,
      summary: `One ${thing}`,
      auth: "signed_in",
      success: { status: 200, schema: options.response, description: thing },
      errors: { 403: scope, 404: `${thing} not found` },
      handler: handlers.get,
    },
    {
      op: `POST ${path}`,
      summary: `Create a ${thing.toLowerCase()}`,
      body: wrapBody(wrapper, options.create),
      success: { status: 201, schema: options.response, description: `The new ${thing.toLowerCase()}` },
      errors: { 400: `missing "${wrapper}" object`, 422: "invalid fields", ...conflict },
      handler: handlers.create,
    },
    {
      op: `PUT ${path}/{id}`,
      summary: `Update a ${thing.toLowerCase()} (partial)`,
      body: wrapBody(wrapper, options.update),
      success: { status: 200, schema: options.response, description: `The updated ${thing.toLowerCase()}` },
      errors: {
        400: `missing "${wrapper}" object`,
        404: `${thing} not found`,
        422: "invalid fields",
        ...conflict,
      },
      handler: handlers.update,
    },
    {
      op: `DELETE ${path}/{id}`,
      summary: `Delete a ${thing.toLowerCase()}`,
      success: { status: 200, schema: messageResponseSchema, description: options.deleteMessage },
      errors: { 404: `${thing} not found` },
      handler: handlers.remove,
    },
  ]);
}
