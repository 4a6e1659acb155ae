/** Business and interface constants of docs/product.md §9 (points and session constants live with their rules). */

/** Toasts close after this long (top-right position). */
export const TOAST_DURATION_MS = 3000;
/** Delay before the announcement form, assignment save and password screens navigate on success. */
export const REDIRECT_DELAY_MS = 3000;
/** Minimum password length (sign-up, reset). */
export const PASSWORD_MIN_LENGTH = 6;
/** The portal's side navigation collapses at this width and below. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Rows of the announcement message box. */
export const ANNOUNCEMENT_MESSAGE_ROWS = 6;
/** Rows of the contact form's message box. */
export const CONTACT_MESSAGE_ROWS = 5;
/** A script chunk that has not loaded after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Role names; permissions follow the name, not the id (docs/api.md §4). */
export const FACILITATOR_ROLE = "facilitator";
export const STUDENT_ROLE = "student";
/** The third role: everything a facilitator may do, plus the administration endpoints (docs/api.md §4, §6.15). */
export const ADMIN_ROLE = "admin";
/** Roles that may act on every cohort (facilitator-level endpoints): facilitators and admins. */
export const STAFF_ROLES: readonly string[] = [FACILITATOR_ROLE, ADMIN_ROLE];

/**
 * Storage keys of the client-side session (docs/product.md §3): the first five in session storage, `userData`
 * (the saved user record with its expiry) in local storage.
 */
export const SESSION_KEYS = Object.freeze({
  authToken: "authToken",
  userId: "userId",
  userRole: "userRole",
  cohortId: "cohortId",
  roleId: "roleId",
  userData: "userData",
} as const);

/** Announcement tabs (docs/product.md §9): general (whole cohort) and user-specific. */
export const ANNOUNCEMENT_TABS = Object.freeze(["general", "user-specific"] as const);
export type AnnouncementTab = (typeof ANNOUNCEMENT_TABS)[number];

/** Sizes of the public site's static content. */
export const FAQ_COUNT = 8;
export const FACULTY_COUNT = 12;
export const PROGRAMME_CLASS_COUNT = 3;
/** Footer copyright year. */
export const COPYRIGHT_YEAR = 2025;
/** Prefix of a duplicated course's name (docs/product.md §2.3). */
export const DUPLICATE_COURSE_PREFIX = "Copy of ";
