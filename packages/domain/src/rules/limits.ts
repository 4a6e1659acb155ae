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
