import { describe, expect, it } from "vitest";
import { loginWithNext, nextPath } from "./nextPath";

describe("nextPath: where /login?next= may send a person (same origin, /portal paths only)", () => {
  it.each([
    ["/portal", "/portal"],
    ["/portal/assignments/12", "/portal/assignments/12"],
    ["/portal/assignments/12?cohort=3#score", "/portal/assignments/12?cohort=3#score"],
    ["/portal/admin/people?q=ada", "/portal/admin/people?q=ada"],
  ])("keeps %s", (raw, expected) => {
    expect(nextPath(raw)).toBe(expected);
  });

  it.each([
    null,
    "",
    "portal/assignments",
    "//evil.example",
    "//evil.example/portal",
    "https://evil.example/portal",
    "http://localhost/portal",
    "/\\evil.example",
    "/portal\\..\\..\\evil",
    "\\\\evil.example/portal",
    "/%2F%2Fevil.example",
    "%2F%2Fevil.example",
    "/portal/../login",
    "/portal/%2e%2e/%2e%2e/evil",
    "/portalx",
    "/login",
    "javascript:alert(1)",
    "/portal/\u0000x",
    " /portal",
    "/portal/\tx",
  ])("refuses %j", (raw) => {
    expect(nextPath(raw)).toBeNull();
  });

  it("builds /login with the path the person asked for (query and hash kept), or /login for the portal's root", () => {
    expect(loginWithNext("/portal/assignments/12?cohort=3")).toBe(
      "/login?next=%2Fportal%2Fassignments%2F12%3Fcohort%3D3",
    );
    expect(loginWithNext("/portal")).toBe("/login");
  });
});
