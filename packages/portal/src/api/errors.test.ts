import { messages } from "@cla/domain/client";
import { describe, expect, it } from "vitest";
import { ApiError } from "./ApiError";
import { apiErrorMessage, classifyLoadError, loadErrorMessage } from "./errors";

const response = (status: number, body: unknown) => new ApiError({ kind: "response", status, body });
const noResponse = new ApiError({ kind: "no-response" });

describe("apiErrorMessage (docs/product.md §8 order)", () => {
  it.each([
    ["the error field", response(401, { error: "Invalid email or password." }), "Invalid email or password."],
    [
      "the errors object, one line per field",
      response(422, {
        errors: { email: ["is required"], password: ["must be at least 6 characters", "is invalid"] },
      }),
      "Email is required\nPassword must be at least 6 characters, is invalid",
    ],
    ["no response", noResponse, messages.noResponse],
    ["an unknown body", response(500, "<html>"), messages.loginFailed],
    ["something that is not an ApiError", new TypeError("boom"), messages.loginFailed],
  ])("uses %s", (_case, error, expected) => {
    expect(apiErrorMessage(error, messages.loginFailed)).toBe(expected);
  });
});

describe("loading failures: one table for every screen", () => {
  it.each([
    [
      response(401, { error: "Session expired. Please login again." }),
      "session-expired",
      messages.sessionExpired,
    ],
    [
      response(403, { error: "You do not have access to this data." }),
      "forbidden",
      "You do not have access to this data.",
    ],
    [response(404, { error: "Course not found" }), "not-found", messages.courseNotFound],
    [noResponse, "no-response", messages.noResponse],
    [
      response(500, { error: "Something went wrong. Please try again." }),
      "failed",
      messages.failedToFetchCourses,
    ],
    [new Error("x"), "failed", messages.failedToFetchCourses],
  ])("%#: %o is %s", (error, kind, message) => {
    expect(classifyLoadError(error)).toBe(kind);
    expect(loadErrorMessage(error, messages.failedToFetchCourses, messages.courseNotFound)).toBe(message);
  });

  it("shows the server's 404 text when the screen has none", () => {
    expect(loadErrorMessage(response(404, { error: "User not found" }), messages.failedToLoadData)).toBe(
      "User not found",
    );
  });
});
