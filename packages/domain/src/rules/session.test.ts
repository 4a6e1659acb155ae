import { describe, expect, it } from "vitest";
import { SESSION_TTL_MS, isSessionExpired, sessionExpiry } from "./session";

const LOGIN = Date.UTC(2025, 2, 10, 9, 30);

describe("SESSION_TTL_MS", () => {
  it("is 7 days, 604800000 ms", () => {
    expect(SESSION_TTL_MS).toBe(604_800_000);
    expect(SESSION_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });
});

describe("sessionExpiry", () => {
  it("is login + 7 days", () => {
    expect(sessionExpiry(LOGIN)).toBe(Date.UTC(2025, 2, 17, 9, 30));
  });

  it("rejects a non-finite login time", () => {
    expect(() => sessionExpiry(Number.NaN)).toThrow(RangeError);
  });
});

describe.each<[string, unknown, number, boolean]>([
  ["right after login", sessionExpiry(LOGIN), LOGIN, false],
  ["1 ms before expiry", sessionExpiry(LOGIN), LOGIN + SESSION_TTL_MS - 1, false],
  ["at the expiry instant", sessionExpiry(LOGIN), LOGIN + SESSION_TTL_MS, true],
  ["1 ms after expiry", sessionExpiry(LOGIN), LOGIN + SESSION_TTL_MS + 1, true],
  // Crossing a DST change does not shorten or lengthen the 7 days (timestamps, not wall clock).
  ["over the New York DST change", sessionExpiry(Date.UTC(2025, 2, 5)), Date.UTC(2025, 2, 11, 23, 59), false],
  ["missing expiry", undefined, LOGIN, true],
  ["null expiry", null, LOGIN, true],
  ["expiry stored as a string", String(sessionExpiry(LOGIN)), LOGIN, true],
  ["NaN expiry", Number.NaN, LOGIN, true],
  ["infinite expiry", Number.POSITIVE_INFINITY, LOGIN, true],
])("isSessionExpired: %s", (_case, expiry, now, expected) => {
  it(`is ${expected}`, () => {
    expect(isSessionExpired(expiry, now)).toBe(expected);
  });
});
