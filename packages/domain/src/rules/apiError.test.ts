import { describe, expect, it } from "vitest";
import type { ApiFailure } from "./apiError";
import { flattenApiError } from "./apiError";

const FALLBACK = "Failed to create course. Please try again.";
const NO_RESPONSE = "No response from server. Please check your internet connection.";

function response(body: unknown, status = 422): ApiFailure {
  return { kind: "response", status, body };
}

describe.each<[string, ApiFailure, string]>([
  ["error string", response({ error: "Invalid email or password." }, 401), "Invalid email or password."],
  [
    "error wins over errors",
    response({ error: "Course not found", errors: { name: ["is required"] } }, 404),
    "Course not found",
  ],
  [
    "errors array joined by commas",
    response({ errors: ["Name is required", "Email is taken"] }),
    "Name is required, Email is taken",
  ],
  [
    "errors object as field lines",
    response({ errors: { name: ["is required"], due_date: ["must be a valid date (YYYY-MM-DD)"] } }),
    "name: is required\ndue_date: must be a valid date (YYYY-MM-DD)",
  ],
  [
    "several messages of one field joined by commas",
    response({ errors: { password: ["is required", "must be at least 6 characters"] } }),
    "password: is required, must be at least 6 characters",
  ],
  [
    "a field with a single string message",
    response({ errors: { email: "is invalid" } }),
    "email: is invalid",
  ],
  [
    "fields without usable messages are skipped",
    response({ errors: { name: [], email: [42, null], score: ["is required"] } }),
    "score: is required",
  ],
  ["no response at all", { kind: "no-response" }, NO_RESPONSE],
  ["empty error string falls through", response({ error: "" }, 500), FALLBACK],
  ["blank error string falls through to errors", response({ error: "  ", errors: ["x"] }), "x"],
  ["non-string error falls through", response({ error: { detail: "x" } }, 500), FALLBACK],
  ["empty errors array", response({ errors: [] }), FALLBACK],
  ["errors array without strings", response({ errors: [1, {}, null] }), FALLBACK],
  ["empty errors object", response({ errors: {} }), FALLBACK],
  ["errors is a string", response({ errors: "bad" }), FALLBACK],
  ["body is null", response(null, 502), FALLBACK],
  ["body is an HTML page", response("<html>Bad Gateway</html>", 502), FALLBACK],
  ["body is a number", response(42, 500), FALLBACK],
  ["body is an array", response(["error"], 500), FALLBACK],
  ["body is an empty object", response({}, 500), FALLBACK],
  ["message key alone is not an error", response({ message: "nope" }, 400), FALLBACK],
])("flattenApiError: %s", (_case, failure, expected) => {
  it(`gives ${JSON.stringify(expected)}`, () => {
    expect(flattenApiError(failure, FALLBACK)).toBe(expected);
  });
});

describe("flattenApiError fallback", () => {
  it("is the caller's own default", () => {
    expect(flattenApiError(response(null, 500), "Login failed. Please check your credentials.")).toBe(
      "Login failed. Please check your credentials.",
    );
  });
});
