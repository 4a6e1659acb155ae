import type { ApiFailure } from "@cla/domain/client";

/**
 * The one error type the fetcher throws, shaped as the domain's ApiFailure so flattenApiError can
 * read it: `kind: "response"` carries the status and the parsed JSON body (null when the body was
 * not JSON); `kind: "no-response"` means nothing came back at all (offline, DNS, CORS, aborted).
 */
export class ApiError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure, options?: { cause?: unknown }) {
    super(
      failure.kind === "no-response"
        ? "No response from server"
        : `Request failed with status ${failure.status}`,
      options,
    );
    this.name = "ApiError";
    this.failure = failure;
  }

  get kind(): ApiFailure["kind"] {
    return this.failure.kind;
  }

  /** The HTTP status, or null when no response arrived. */
  get status(): number | null {
    return this.failure.kind === "response" ? this.failure.status : null;
  }

  /** The parsed response body, or null when no response arrived. */
  get body(): unknown {
    return this.failure.kind === "response" ? this.failure.body : null;
  }
}
