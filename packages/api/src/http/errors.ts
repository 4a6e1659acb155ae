/**
 * The one error shape of API.md §3: `{"error": "<sentence>"}`, or 422 `{"errors": {field: [messages]}}`.
 * Handlers and middleware throw ApiError; the app's onError turns it into the response, and turns
 * anything else into the fixed 500 body after logging it.
 */
import { DrizzleQueryError } from "drizzle-orm";
import type { ErrorHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { API_ERRORS, type FieldErrors, type Thing } from "@cla/domain";
import { DatabaseUnavailableError } from "../db/index.ts";
import type { Logger } from "../logger.ts";
import type { AppEnv } from "./context.ts";

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

/** Seconds a client is asked to wait after a 503 for want of a database connection (decision 134). */
export const RETRY_AFTER_SECONDS = 5;

export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body, error.status);
    }
    // The detail goes to the log only; the client gets the fixed sentence (API.md §3.1).
    const fields = {
      request: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      ...describeError(error),
    };
    if (causes(error).some((link) => link instanceof DatabaseUnavailableError)) {
      // Overload (the pool's wait ran out) or PostgreSQL unreachable: come back later, not a bug.
      logger.warn("database unavailable", fields);
      c.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return c.json({ error: API_ERRORS.serviceUnavailable }, 503);
    }
    logger.error("unhandled error", fields);
    return c.json({ error: API_ERRORS.internal }, 500);
  };
}

/** `error`, its cause, its cause's cause… (at most 5). */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let link = error; link !== undefined && link !== null && chain.length < 5;) {
    chain.push(link);
    link = link instanceof Error ? link.cause : undefined;
  }
  return chain;
}

/** A SQLSTATE (five digits or capitals) on errors PostgreSQL or PGlite answered. */
function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

const MAX_STATEMENT = 500;

/**
 * What the log may say about an unexpected error (decision 134). A failed query is logged as its
 * statement (placeholders, never parameters), the SQLSTATE and, for errors of the driver itself,
 * its message. drizzle's message quotes the parameters (a new user's hash, name and email), and
 * PostgreSQL's own messages may quote a value (`invalid input syntax for type uuid: "…"`), so
 * neither is logged.
 */
export function describeError(error: unknown): {
  error: string;
  code?: string;
  query?: string;
  stack?: string;
} {
  const failed = causes(error).find((link) => link instanceof DrizzleQueryError);
  if (failed) {
    const { cause } = failed;
    const code = sqlState(cause);
    const statement = failed.query.replace(/\s+/g, " ").trim();
    return {
      error:
        code !== undefined
          ? "database error"
          : `database: ${cause instanceof Error ? cause.message : "failed"}`,
      code,
      query: statement.length > MAX_STATEMENT ? `${statement.slice(0, MAX_STATEMENT)}…` : statement,
    };
  }
  if (!(error instanceof Error)) return { error: String(error) };
  return {
    error: `${error.name}: ${error.message}`,
    code: sqlState(error),
    stack: error.stack
      ?.split("\n")
      .slice(1, 4)
      .map((line) => line.trim())
      .join(" | "),
  };
}
