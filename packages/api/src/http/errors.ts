/**
 * The one error shape of docs/api.md §3: `{"error": "<sentence>"}`, or 422 `{"errors": {field: [messages]}}`.
 * Handlers, middleware and the record helpers they call throw ApiError; the app's onError
 * (error-handler.ts) turns it into the response. This module imports nothing of the app, so any layer
 * may throw its errors without an import cycle.
 */
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { API_ERRORS, type FieldErrors, type Thing } from "@cla/domain";

export type ErrorBody = { error: string } | { errors: FieldErrors };

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super("error" in body ? body.error : "Validation failed");
    this.name = "ApiError";
  }
}

/** `{"error": message}` with `status`. */
export function apiError(
  status: ContentfulStatusCode,
  message: string,
  headers?: Record<string, string>,
): ApiError {
  return new ApiError(status, { error: message }, headers);
}

/** 404 `<Thing> not found`. */
export function notFound(thing: Thing): ApiError {
  return apiError(404, API_ERRORS.thingNotFound(thing));
}

/** 403 `You do not have access to this data.` (student scope, docs/api.md §4). */
export function outOfScope(): ApiError {
  return apiError(403, API_ERRORS.noAccess);
}

/** 422 with every field error of the request. */
export function invalidFields(errors: FieldErrors): ApiError {
  return new ApiError(422, { errors });
}

/** 422 for a single field. */
export function invalidField(field: string, message: string): ApiError {
  return invalidFields({ [field]: [message] });
}
