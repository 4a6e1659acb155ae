import { describe, expect, it } from "vitest";
import * as constants from "./constants";

// The values of docs/product.md §9, §2 and §3, written out independently of the module.
describe.each<[keyof typeof constants, unknown]>([
  ["TOAST_DURATION_MS", 3000],
  ["REDIRECT_DELAY_MS", 3000],
  ["PASSWORD_MIN_LENGTH", 6],
  ["MOBILE_BREAKPOINT_PX", 768],
  ["ANNOUNCEMENT_MESSAGE_ROWS", 6],
  ["CONTACT_MESSAGE_ROWS", 5],
  ["CHUNK_LOAD_TIMEOUT_MS", 120000],
  ["FACILITATOR_ROLE", "facilitator"],
  ["STUDENT_ROLE", "student"],
  // Each value stored under its own name.
  [
    "SESSION_KEYS",
    Object.fromEntries(
      ["authToken", "userId", "userRole", "cohortId", "roleId", "userData"].map((key) => [key, key]),
    ),
  ],
  ["ANNOUNCEMENT_TABS", ["general", "user-specific"]],
  ["FAQ_COUNT", 8],
  ["FACULTY_COUNT", 12],
  ["PROGRAMME_CLASS_COUNT", 3],
  ["COPYRIGHT_YEAR", 2025],
  ["DUPLICATE_COURSE_PREFIX", "Copy of "],
])("%s", (name, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(constants[name]).toEqual(expected);
  });
});

describe("frozen constants", () => {
  it("cannot be changed at run time", () => {
    expect(Object.isFrozen(constants.SESSION_KEYS)).toBe(true);
    expect(Object.isFrozen(constants.ANNOUNCEMENT_TABS)).toBe(true);
  });
});
