/**
 * Saved sessions for stories and tests: what a real sign-in leaves in storage, or one of the broken
 * states the guards handle.
 */
import { clearSession, saveSession, STORAGE_KEYS } from "../session/session";
import { FIXTURE_TOKEN, fixtures } from "./handlers";

export type SessionFixture =
  /** Nobody signed in. */
  | "none"
  /** Ada Obi, a student of the current cohort. */
  | "student"
  /** A facilitator without a cohort. */
  | "facilitator"
  /** An admin without a cohort. */
  | "admin"
  /** A student whose saved record expired (7 days and a minute ago). */
  | "expired"
  /** A token whose saved record has no role. */
  | "no-role"
  /** A stale token with no saved record at all (storage cleared, an old tab). */
  | "token-only"
  /** A student without a cohort. */
  | "no-cohort";

const SEVEN_DAYS_AND_A_MINUTE = 604_800_000 + 60_000;

/** Replaces whatever is in storage with `fixture`. */
export function seedSession(fixture: SessionFixture): void {
  clearSession();
  switch (fixture) {
    case "none":
      return;
    case "student":
      saveSession(FIXTURE_TOKEN, fixtures.student());
      return;
    case "facilitator":
      saveSession(FIXTURE_TOKEN, fixtures.facilitator());
      return;
    case "admin":
      saveSession(FIXTURE_TOKEN, fixtures.admin());
      return;
    case "expired":
      saveSession(FIXTURE_TOKEN, fixtures.student(), Date.now() - SEVEN_DAYS_AND_A_MINUTE);
      return;
    case "no-role": {
      saveSession(FIXTURE_TOKEN, fixtures.student());
      const record = JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? "{}") as Record<
        string,
        unknown
      >;
      delete record.roleName;
      delete record.roleId;
      delete record.userRole;
      localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(record));
      return;
    }
    case "token-only":
      saveSession(FIXTURE_TOKEN, fixtures.student());
      localStorage.removeItem(STORAGE_KEYS.userData);
      return;
    case "no-cohort":
      saveSession(FIXTURE_TOKEN, { ...fixtures.student(), cla_cohort_id: null, cla_cohort_name: null });
      return;
  }
}

const FACILITATOR_MENU = [
  "Instructor Desk",
  "Courses",
  "Assignments",
  "Contributions",
  "Tests",
  "Announcements",
  "Events",
  "Profile",
] as const;

/**
 * docs/product.md §2.3's side navigation as the seeded student and facilitator must see it, in its order:
 * what the navigation stories and tests expect (written out, not read from the frame's own list).
 */
export const MENUS = {
  student: ["Dashboard", "Courses", "Assignments", "Contributions", "Tests", "Events", "Profile"],
  facilitator: FACILITATOR_MENU,
  /** The facilitator's, then the Administration group's. */
  admin: [...FACILITATOR_MENU, "Cohorts", "People", "Enrol from CSV", "Activity Log"],
} as const;
