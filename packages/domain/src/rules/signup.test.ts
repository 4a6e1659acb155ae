import { describe, expect, it } from "vitest";
import { offeredAtSignup } from "./signup";

describe.each([
  [null, "upcoming", true],
  [null, "running", false],
  [null, "ended", false],
  [true, "upcoming", true],
  [true, "running", true],
  [true, "ended", false],
  [false, "upcoming", false],
  [false, "running", false],
  [false, "ended", false],
] as const)("offeredAtSignup(open_for_signup %j, %s)", (open_for_signup, status, expected) => {
  it(`is ${expected}`, () => {
    expect(offeredAtSignup({ open_for_signup, status })).toBe(expected);
  });
});
