/**
 * The exact texts of docs/api.md §3.2 (fixed `error` strings), §3.3 (field messages) and the fixed
 * success messages of §6. The server answers with these and the portal and tests compare against
 * them, so each text exists once, here.
 */

import {
  ATTENDANCE_REGISTER_MAX,
  CBT_ACCEPTED_MAX,
  CBT_ACCEPTED_MIN,
  CBT_OPTIONS_MAX,
  CBT_OPTIONS_MIN,
  CBT_POINTS_MAX,
  CBT_POINTS_MIN,
  CBT_QUESTIONS_MAX,
  CBT_TIME_LIMIT_MAX_MINUTES,
  CBT_TIME_LIMIT_MIN_MINUTES,
  EXTENSION_STUDENTS_MAX,
  WORK_FILES_MAX,
  WORK_LINKS_MAX,
} from "../rules/limits";
import { REWORDED_FIELD_MESSAGES } from "./reworded-field-messages";

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
  | "File"
  | "Notification"
  | "Extension";

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
  endBeforeStart: REWORDED_FIELD_MESSAGES.endBeforeStart,
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
  /** CBT questions (docs/api.md §6.14): a kind that is not one of the four. */
  questionKind: "must be single, multiple, true_false or short",
  locale: "must be en, fr, es, pt, sw or ar",
  /** A question's points. */
  questionPoints: `must be a whole number from ${CBT_POINTS_MIN} to ${CBT_POINTS_MAX}`,
  /** A CBT's time limit (null: none). */
  timeLimit: `must be a whole number from ${CBT_TIME_LIMIT_MIN_MINUTES} to ${CBT_TIME_LIMIT_MAX_MINUTES}`,
  tooManyQuestions: `must have at most ${CBT_QUESTIONS_MAX} questions`,
  /** The options of a single or multiple choice question. */
  optionCount: `must have ${CBT_OPTIONS_MIN} to ${CBT_OPTIONS_MAX} options`,
  oneCorrectOption: REWORDED_FIELD_MESSAGES.oneCorrectOption,
  someCorrectOptions: REWORDED_FIELD_MESSAGES.someCorrectOptions,
  /** `accepted_answers` of a short-answer question. */
  acceptedCount: `must have ${CBT_ACCEPTED_MIN} to ${CBT_ACCEPTED_MAX} accepted answers`,
  /** An answer naming a question that is not part of the CBT (under `answers.<id>`). */
  notAQuestion: "is not a question of this CBT",
  /** Administration (docs/api.md §6.15): sign_up or a CSV row naming a cohort closed to sign-up or ended. */
  cohortNotOpen: "is not open for sign-up",
  /** A CSV row whose email an earlier row of the same file already has. */
  duplicateInFile: "appears more than once in this file",
  /** An invitation's role: only staff are invited (students sign up or are enrolled). */
  mustBeStaffRole: "must be facilitator or admin",
  /** A CSV upload without the header row (under `csv`). */
  /** The register (docs/api.md §6.7): more marks than one save holds, and a student named twice in it. */
  tooManyMarks: `must have at most ${ATTENDANCE_REGISTER_MAX} marks`,
  duplicateInRegister: "appears more than once in this register",
  csvHeader: "must start with the header row name,email,phone_number,birthday,cohort",
  /** A CSV upload the parser cannot read (under `csv`): an unclosed quote, a row of the wrong width. */
  csvUnreadable: "cannot be read as CSV",
  /** A CSV upload with no data row (under `csv`). */
  csvEmpty: "has no rows",
  /** Extensions (docs/api.md §6.17): a due date not after the item's own (under `due_date`). */
  afterItemDueDate: "must be after the item's due date",
  /** More students than one grant takes (under `cla_user_ids`). */
  tooManyStudents: `must have at most ${EXTENSION_STUDENTS_MAX} students`,
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
  fileTypeRefused:
    "This file cannot be handed in: its content is not a PDF, Word, Excel, PowerPoint, OpenDocument text, PNG, JPEG or plain text file, whatever its name says.",
  /** PUT work once the student has a score for the item (409). */
  workAlreadyScored: "Your work has already been scored and can no longer be changed.",
  /** CBTs taken in the portal (docs/api.md §6.14), all 409. PUT questions once a student has started. */
  cbtQuestionsLocked: "The questions cannot be changed: a student has already started this CBT.",
  /** POST attempt on a CBT without questions: it is scored by hand. */
  cbtNoQuestions: "This CBT has no questions to answer in the portal.",
  /** POST attempt on a CBT the facilitator scored by hand for this student. */
  cbtScoredByHand: "Your facilitator has already scored this CBT for you.",
  /** POST attempt after the due day. */
  cbtDuePassed: "The due date of this CBT has passed: it can no longer be started.",
  /** POST attempt a second time. */
  cbtAlreadyStarted: "You have already started this CBT: it can be taken once.",
  /** PUT answers or POST submit before POST attempt. */
  cbtNotStarted: "You have not started this CBT.",
  /** PUT answers or POST submit once the deadline has passed. */
  cbtTimeUp: "Time is up: your answers were graded as saved at the deadline.",
  /** PUT answers or POST submit after a submit. */
  cbtSubmitted: "You have already submitted this CBT.",
  /** Administration (docs/api.md §6.15). */
  cohortNameTaken: "A cohort with this name already exists.",
  /** PUT cla_users/{id} on the caller's own role or status (an admin cannot lock themselves out). */
  cannotChangeOwnAccount: "You cannot change your own role or status.",
  /** POST cla_users/{id}/reset_link for a deactivated person (409). */
  personDeactivated: "This person is deactivated: reactivate them first.",
  /** The enrolment endpoints without a UTF-8 text/csv body (400). */
  csvBody: "Request body must be a UTF-8 text/csv file.",
  /** The enrolment endpoints' body over 2 MiB (413). */
  csvTooLarge: "This file is too large: a CSV file can be at most 2 MiB.",
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
  resetLinkSentTo: "A link to set a new password has been sent.",
  extensionRevoked: "Extension revoked successfully",
} as const;
