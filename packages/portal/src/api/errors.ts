import { flattenApiError, messages } from "@cla/domain/client";
import { MissingTokenError } from "./account";
import { ApiError } from "./ApiError";

/**
 * The text for a failed write or sign-in (docs/product.md §8, docs/api.md §10): the server's `error`, else its
 * `errors` flattened into `field: messages` lines, else the no-response text when nothing came
 * back, else the screen's `fallback`. A sign-in answered without a token is 'Authentication failed'
 * (docs/product.md §5); anything else that is not an ApiError gets the fallback.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return flattenApiError(error.failure, fallback);
  if (error instanceof MissingTokenError) return messages.authenticationFailed;
  return fallback;
}

/** What a screen does with a failed load (docs/architecture.md §4.4: one table for every screen). */
export type LoadFailure =
  /** 401: the fetcher has already cleared the session and is navigating to /login. */
  | "session-expired"
  /** 403: the server's reason ("You do not have access to this data.") is shown. */
  | "forbidden"
  /** 404: the screen's not-found text (e.g. 'Course not found!') is shown. */
  | "not-found"
  /** No response: the no-response text, with a retry. */
  | "no-response"
  /** Anything else (5xx, an unexpected shape): the screen's own load-failure text, with a retry. */
  | "failed";

export function classifyLoadError(error: unknown): LoadFailure {
  if (!(error instanceof ApiError)) return "failed";
  if (error.kind === "no-response") return "no-response";
  switch (error.status) {
    case 401:
      return "session-expired";
    case 403:
      return "forbidden";
    case 404:
      return "not-found";
    default:
      return "failed";
  }
}

/**
 * The message a screen shows for a failed load. `fallback` is the screen's docs/product.md §8 text
 * ('Failed to fetch dashboard statistics', …); `notFound` its 404 text when it has one.
 */
export function loadErrorMessage(error: unknown, fallback: string, notFound?: string): string {
  switch (classifyLoadError(error)) {
    case "session-expired":
      return messages.sessionExpired;
    case "forbidden":
      return apiErrorMessage(error, fallback);
    case "not-found":
      return notFound ?? apiErrorMessage(error, fallback);
    case "no-response":
      return messages.noResponse;
    case "failed":
      return fallback;
  }
}
