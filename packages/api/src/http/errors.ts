/**
 * The one error shape of API.md §3: `{"error": "<sentence>"}`, or 422 `{"errors": {field: [messages]}}`.
 * Handlers and middleware throw ApiError; the app's onError turns it into the response, and turns
 * anything else into the fixed 500 body after logging it.
 */
import type { ErrorHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { API_ERRORS, type FieldErrors, type Thing } from "@cla/domain";
import type { Logger } from "../logger.ts";

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

/** 403 `You do not have access to this data.` (student scope, API.md §4). */
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

export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body, error.status);
    }
    // The detail goes to the log only; the client gets the fixed sentence (API.md §3.1).
    logger.error("unhandled error", { method: c.req.method, path: c.req.path, ...describeError(error) });
    return c.json({ error: API_ERRORS.internal }, 500);
  };
}

/**
 * What the log may say about an unexpected error. drizzle's query errors quote the SQL with its
 * parameters (emails, hashes); only the driver's own message and SQLSTATE are kept.
 */
export function describeError(error: unknown): { error: string; code?: string; stack?: string } {
  if (!(error instanceof Error)) return { error: String(error) };
  const cause = error.cause;
  if (error.name === "DrizzleQueryError" && cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return { error: `database: ${cause.message}`, code: typeof code === "string" ? code : undefined };
  }
  return {
    error: `${error.name}: ${error.message}`,
    stack: error.stack
      ?.split("\n")
      .slice(1, 4)
      .map((line) => line.trim())
      .join(" | "),
  };
}
