/**
 * The exact texts of docs/api.md §3.2 (fixed `error` strings), §3.3 (field messages) and the fixed
 * success messages of §6. The server answers with these and the portal and tests compare against
 * them, so each text exists once, here.
 */

import { WORK_FILES_MAX, WORK_LINKS_MAX } from "../rules/limits";

/** The record names used in `<Thing> not found` (docs/api.md §3.2). */
export type Thing =
  | "Cohort"
  | "User"
  | "Course"
  | "Topic"
  | "Assignment"
  | "Contribution"
  | "CBT"
  | "Live class"
  | "Announcement"
  | "Certificate"
  | "File";

/** The three assessment kinds; also the three score kinds (docs/api.md §6.5, §6.6). */
export type AssessmentKind = "assignment" | "contribution" | "cbt";

/** How each kind is named inside sentences ("… for this CBT."). */
const KIND_IN_SENTENCE: Record<AssessmentKind, string> = {
  assignment: "assignment",
  contribution: "contribution",
  cbt: "CBT",
};

/** Field messages of docs/api.md §3.3, exact. Values of the 422 `errors` object. */
export const FIELD_MESSAGES = {
  required: "is required",
  invalid: "is invalid",
  tooLong: (max: number): string => `must be at most ${max} characters`,
  passwordTooShort: "must be at least 6 characters",
  date: "must be a valid date (YYYY-MM-DD)",
  time: "must be a valid time (HH:MM)",
  duration: "must be a whole number from 1 to 1440",
  email: "must be a valid email address",
  url: "must be an http or https URL",
  score: "must be a number from 0 to 100 with at most 2 decimals",
  boolean: "must be true or false",
  doesNotExist: "does not exist",
  endBeforeStart: "must be on or after start_date",
  passwordMismatch: "does not match password",
  cannotBeChanged: "cannot be changed",
  inFuture: "must not be in the future",
  mustBeStudent: "must be a student",
  mustBeStudentOfCohort: "must be a student of this cohort",
  mustBelongToSameCohort: "must belong to the same cohort",
  notTakenPlaceYet: "has not taken place yet",
  mustMatchTopLevel: "must match the top-level value",
  mustMatchLiveClassCohort: "must match the live class's cohort",
  mustMatchCourseCohort: "must match the course's cohort",
  invalidFilterId: "must be a cohort id, user id or course id",
  /** NUL or a lone surrogate in a string field (docs/decisions/141; not yet in docs/api.md §3.3). */
  invalidCharacters: "contains invalid characters",
  /** Work (docs/api.md §6.13): more links or files than a hand-in holds. */
  tooManyLinks: `must have at most ${WORK_LINKS_MAX} links`,
  tooManyFiles: `must have at most ${WORK_FILES_MAX} files`,
  /** A PUT work with no text, no link and no file (under `cla_work`). */
  emptyWork: "must hold text, a link or a file",
  /** A file id of the caller's that is already part of their work on another item. */
  fileHandedInElsewhere: "is already part of your work on another item",
  /** An upload that would take the student's files past WORK_FILES_TOTAL_MAX_BYTES (under `file`). */
  filesTotalTooLarge: "would take your files past 100 MiB in total",
} as const;

const FIXED_FIELD_MESSAGES: ReadonlySet<string> = new Set(
  Object.values(FIELD_MESSAGES).filter(
    (m): m is Exclude<typeof m, (max: number) => string> => typeof m === "string",
  ),
);

/** True exactly for the texts of docs/api.md §3.3 (including every `must be at most N characters`). */
export function isFieldMessage(message: string): boolean {
  return FIXED_FIELD_MESSAGES.has(message) || /^must be at most [1-9]\d* characters$/.test(message);
}

/** Fixed `error` strings of docs/api.md §3.2, exact. */
export const API_ERRORS = {
  invalidJson: "Request body must be valid JSON.",
  wrapperMissing: (key: string): string => `Request body must contain a "${key}" object.`,
  resetLinkInvalid: "This reset link is invalid or has expired.",
  sessionExpired: "Session expired. Please login again.",
  invalidCredentials: "Invalid email or password.",
  noPermission: "You do not have permission to do this.",
  noAccess: "You do not have access to this data.",
  roleNotSelfSignup: "This role cannot be chosen at sign-up.",
  editOtherProfile: "You can only edit your own profile.",
  cannotChangeRole: "You cannot change your role.",
  cannotChangeCohort: "You cannot change your cohort.",
  notFound: "Not found",
  thingNotFound: (thing: Thing): string => `${thing} not found`,
  emailTaken: "An account with this email already exists.",
  courseNameTaken: "A course with this name already exists in this cohort.",
  alreadyScored: (kind: AssessmentKind): string =>
    `This student has already been scored for this ${KIND_IN_SENTENCE[kind]}.`,
  attendanceAlreadyMarked: "Attendance has already been marked for this student in this class.",
  /** GET /certificate before the student's cohort has completed (409, with `available_on`; §6.11). */
  certificateNotAvailable: "Your certificate will be available once every course of your cohort has ended.",
  bodyTooLarge: "Request body is too large.",
  tooManyAttempts: "Too many attempts. Please try again later.",
  internal: "Something went wrong. Please try again.",
  serviceUnavailable: "Service unavailable.",
  /** POST cla_work_files without a multipart/form-data body (docs/api.md §6.13). */
  uploadNotMultipart: 'Request body must be multipart/form-data with a part named "file".',
  /** An uploaded file over WORK_FILE_MAX_BYTES (413). */
  fileTooLarge: "This file is too large: a file can be at most 10 MiB.",
  /** An uploaded file whose content is none of the accepted types (415). */
  fileTypeRefused: "This type of file cannot be handed in.",
  /** PUT work once the student has a score for the item (409). */
  workAlreadyScored: "Your work has already been scored and can no longer be changed.",
} as const;

/** Fixed success texts of docs/api.md §6 (the assessment delete messages live in ASSESSMENT_KINDS). */
export const API_MESSAGES = {
  signedIn: "User signed in successfully",
  userCreated: "User created successfully",
  signedOut: "Signed out successfully",
  resetLinkSent: "If an account exists for that email, a reset link has been sent.",
  passwordReset: "Password has been reset successfully.",
  courseDeleted: "Course deleted successfully",
  topicDeleted: "Topic deleted successfully",
  liveClassDeleted: "Live class deleted successfully",
  announcementDeleted: "Announcement deleted successfully",
  noClassesToday: "No live classes scheduled for today.",
} as const;
