import { describe, expect, it } from "vitest";
import type { ApiFailure } from "./apiError";
import { fieldError, fieldLabel, flattenApiError } from "./apiError";

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
    "errors object as lines naming each field by its label",
    response({ errors: { name: ["is required"], due_date: ["must be a valid date (YYYY-MM-DD)"] } }),
    "Name is required\nDue date must be a valid date (YYYY-MM-DD)",
  ],
  [
    "several messages of one field joined by commas",
    response({ errors: { password: ["is required", "must be at least 6 characters"] } }),
    "Password is required, must be at least 6 characters",
  ],
  ["a field with a single string message", response({ errors: { email: "is invalid" } }), "Email is invalid"],
  [
    "fields without usable messages are skipped",
    response({ errors: { name: [], email: [42, null], score: ["is required"] } }),
    "Score is required",
  ],
  [
    "API keys never reach people: a cohort id, a date's rule, a question's options",
    response({
      errors: {
        cla_cohort_id: ["is required"],
        end_date: ["must be on or after start_date"],
        "questions.0.correct_options": ["must name exactly one option"],
        "questions.2.text": ["is required"],
        "questions.3": ["is invalid"],
      },
    }),
    "Cohort is required\nEnd date must be on or after the start date\nQuestion 1: Mark exactly one option as correct\nQuestion 3: Text is required\nQuestion 4 is invalid",
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

describe.each([
  ["name", "Name"],
  ["cla_cohort_id", "Cohort"],
  ["cla_role_id", "Role"],
  ["start_date", "Start date"],
  ["time_limit_minutes", "Time limit minutes"],
  ["questions", "Questions"],
])("fieldLabel(%j)", (key, label) => {
  it(`is ${JSON.stringify(label)}`, () => expect(fieldLabel(key)).toBe(label));
});

describe.each([
  ["End Date", "must be on or after start_date", "End Date must be on or after the start date"],
  ["Correct options", "must name exactly one option", "Mark exactly one option as correct"],
  ["Correct options", "must name one or more options", "Mark one or more options as correct"],
  ["Cohort", "is required", "Cohort is required"],
  [
    "Password",
    "is required, must be at least 6 characters",
    "Password is required, must be at least 6 characters",
  ],
])("fieldError(%j, %j)", (label, message, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => expect(fieldError(label, message)).toBe(expected));
});
