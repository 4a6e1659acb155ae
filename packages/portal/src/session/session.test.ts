import { SESSION_TTL_MS } from "@cla/domain/client";
import { describe, expect, it, vi } from "vitest";
import { FIXTURE_TOKEN, fixtures } from "../mocks/handlers";
import { seedSession } from "../mocks/session";
import { sessionProblem } from "./guards";
import {
  clearSession,
  discardSession,
  endSession,
  getAuthToken,
  readSession,
  saveSession,
  updateSessionUser,
  USER_LOGOUT_EVENT,
} from "./session";

const LOGIN_AT = Date.UTC(2025, 2, 10, 9, 30);

describe("saveSession", () => {
  it("stores the token and user id in session storage and userData with a 7-day expiry locally", () => {
    const student = fixtures.student();
    saveSession(FIXTURE_TOKEN, student, LOGIN_AT);

    expect(sessionStorage.getItem("authToken")).toBe(FIXTURE_TOKEN);
    expect(sessionStorage.getItem("userId")).toBe(student.id);
    expect(JSON.parse(localStorage.getItem("userData") ?? "null")).toEqual({
      roleId: 1,
      roleName: "student",
      email: student.email,
      userRole: "student",
      cohortId: 3,
      cohortName: "Cohort 2025A",
      userName: "Ada Obi",
      birthday: "1998-04-12",
      phoneNumber: "+234 803 555 0101",
      expiry: LOGIN_AT + 604_800_000,
    });
  });

  it("copies each userData field into session storage", () => {
    saveSession(FIXTURE_TOKEN, fixtures.student(), LOGIN_AT);
    expect({
      userRole: sessionStorage.getItem("userRole"),
      cohortId: sessionStorage.getItem("cohortId"),
      roleId: sessionStorage.getItem("roleId"),
      roleName: sessionStorage.getItem("roleName"),
      userName: sessionStorage.getItem("userName"),
      email: sessionStorage.getItem("email"),
      cohortName: sessionStorage.getItem("cohortName"),
      birthday: sessionStorage.getItem("birthday"),
      phoneNumber: sessionStorage.getItem("phoneNumber"),
    }).toEqual({
      userRole: "student",
      cohortId: "3",
      roleId: "1",
      roleName: "student",
      userName: "Ada Obi",
      email: "ada.obi@example.org",
      cohortName: "Cohort 2025A",
      birthday: "1998-04-12",
      phoneNumber: "+234 803 555 0101",
    });
  });

  it("leaves out empty values instead of storing the text 'null'", () => {
    saveSession(FIXTURE_TOKEN, fixtures.facilitator(), LOGIN_AT);
    expect(sessionStorage.getItem("cohortId")).toBeNull();
    expect(sessionStorage.getItem("birthday")).toBeNull();
  });

  it("announces the change with a storage event for authToken (the site header listens for it)", () => {
    const keys: Array<string | null> = [];
    const listener = (event: StorageEvent) => keys.push(event.key);
    window.addEventListener("storage", listener);
    saveSession(FIXTURE_TOKEN, fixtures.student(), LOGIN_AT);
    clearSession();
    window.removeEventListener("storage", listener);
    expect(keys).toEqual(["authToken", null]);
  });
});

describe("readSession", () => {
  it("is null without a token", () => {
    expect(readSession()).toBeNull();
  });

  it("counts the record as valid until its expiry and as no session from then on", () => {
    saveSession(FIXTURE_TOKEN, fixtures.student(), LOGIN_AT);
    expect(readSession(LOGIN_AT + SESSION_TTL_MS - 1)?.token).toBe(FIXTURE_TOKEN);
    expect(readSession(LOGIN_AT + SESSION_TTL_MS)).toBeNull();
    expect(getAuthToken(LOGIN_AT + SESSION_TTL_MS)).toBeNull();
  });

  it("treats an unreadable or expiry-less record as expired", () => {
    saveSession(FIXTURE_TOKEN, fixtures.student());
    localStorage.setItem("userData", "{not json");
    expect(readSession()).toBeNull();
    localStorage.setItem("userData", JSON.stringify({ roleName: "student", cohortId: 3 }));
    expect(readSession()).toBeNull();
  });

  it("treats a token left without any userData as an ended session", () => {
    saveSession(FIXTURE_TOKEN, fixtures.student());
    localStorage.removeItem("userData");
    expect(readSession()).toBeNull();
  });
});

describe("updateSessionUser", () => {
  it("replaces the profile but keeps the token and the original expiry", () => {
    saveSession(FIXTURE_TOKEN, fixtures.student(), LOGIN_AT);
    updateSessionUser({ ...fixtures.student(), name: "Ada O. Obi", phone_number: null }, LOGIN_AT + 1000);
    const session = readSession(LOGIN_AT + 2000);
    expect(session?.token).toBe(FIXTURE_TOKEN);
    expect(session?.userData).toMatchObject({
      userName: "Ada O. Obi",
      phoneNumber: null,
      expiry: LOGIN_AT + SESSION_TTL_MS,
    });
    expect(sessionStorage.getItem("userName")).toBe("Ada O. Obi");
    expect(sessionStorage.getItem("phoneNumber")).toBeNull();
  });
});

describe("endSession", () => {
  it("clears both storages and emits user-logout", () => {
    saveSession(FIXTURE_TOKEN, fixtures.student());
    localStorage.setItem("other", "x");
    const onLogout = vi.fn();
    window.addEventListener(USER_LOGOUT_EVENT, onLogout);
    endSession();
    window.removeEventListener(USER_LOGOUT_EVENT, onLogout);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe("discardSession", () => {
  it("leaves other tabs' saved record alone when this tab has no token", () => {
    saveSession(FIXTURE_TOKEN, fixtures.student());
    sessionStorage.clear(); // a new tab: local storage shared, no token of its own
    discardSession();
    expect(localStorage.getItem("userData")).not.toBeNull();
  });

  it("clears this tab's session when it has one", () => {
    seedSession("no-role");
    discardSession();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  });
});

describe("sessionProblem (the guards)", () => {
  it.each([
    ["none", "sessionExpired"],
    ["expired", "sessionExpired"],
    ["token-only", "sessionExpired"],
    ["no-role", "userRoleNotFound"],
    ["no-cohort", "cohortInfoNotFound"],
    ["student", null],
    ["facilitator", null],
  ] as const)("%s → %s", (fixture, problem) => {
    seedSession(fixture);
    expect(sessionProblem(readSession())).toBe(problem);
  });
});
