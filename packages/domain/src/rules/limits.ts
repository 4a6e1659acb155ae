/**
 * The length and range limits of docs/api.md §1.3, once. The server's field schemas and the portal's form
 * controls (maxLength, min, max) both read them, so a limit is never restated as a literal.
 */

/** `name` of any record, and `title`. */
export const NAME_MAX_LENGTH = 200;
/** `description` (course, topic, assessment) and announcement `content`. */
export const TEXT_MAX_LENGTH = 20_000;
/** `phone_number`. */
export const PHONE_MAX_LENGTH = 32;
/** Passwords: 6–128 code points, never trimmed. */
export const PASSWORD_MAX_LENGTH = 128;
/** URL fields (`zoom_link`, the course's resource links). */
export const URL_MAX_LENGTH = 2048;
/** Email addresses. */
export const EMAIL_MAX_LENGTH = 254;
/** Live class duration in whole minutes. */
export const DURATION_MIN_MINUTES = 1;
export const DURATION_MAX_MINUTES = 1440;

// Work handed in for an assignment or a contribution (docs/api.md §6.13).
/** The text of a hand-in, 0–20,000 code points. */
export const WORK_TEXT_MAX_LENGTH = TEXT_MAX_LENGTH;
/** Links of a hand-in (each an http or https URL of at most URL_MAX_LENGTH characters). */
export const WORK_LINKS_MAX = 5;
/** Files of a hand-in. */
export const WORK_FILES_MAX = 3;
/** One file: 10 MiB. */
export const WORK_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Every file a student has uploaded, across the academy: 100 MiB. */
export const WORK_FILES_TOTAL_MAX_BYTES = 100 * 1024 * 1024;
/** The facilitator's written comment given with a score, 0–5,000 code points. */
export const SCORE_COMMENT_MAX_LENGTH = 5_000;

// Extensions (docs/api.md §6.17).
/** An extension's reason, 1–1,000 code points. */
export const EXTENSION_REASON_MAX_LENGTH = 1_000;
/** Students granted one extension in one request. */
export const EXTENSION_STUDENTS_MAX = 500;

// CBTs taken in the portal (docs/api.md §6.14).
/** Questions of one CBT. */
export const CBT_QUESTIONS_MAX = 100;
/** Marks in one save of the register (docs/api.md §6.7): a cohort of a hundred, ten times over. */
export const ATTENDANCE_REGISTER_MAX = 1000;
/** A question's text, 1–2,000 code points. */
export const CBT_QUESTION_TEXT_MAX_LENGTH = 2_000;
/** Points of one question: a whole number. */
export const CBT_POINTS_MIN = 1;
export const CBT_POINTS_MAX = 100;
/** Options of a single or multiple choice question. */
export const CBT_OPTIONS_MIN = 2;
export const CBT_OPTIONS_MAX = 10;
/** One option's text, and one accepted (or given) short answer, 1–500 code points. */
export const CBT_OPTION_MAX_LENGTH = 500;
/** Accepted answers of a short-answer question. */
export const CBT_ACCEPTED_MIN = 1;
export const CBT_ACCEPTED_MAX = 10;
/** `time_limit_minutes` of a CBT: whole minutes, or none. */
export const CBT_TIME_LIMIT_MIN_MINUTES = 1;
export const CBT_TIME_LIMIT_MAX_MINUTES = 300;
