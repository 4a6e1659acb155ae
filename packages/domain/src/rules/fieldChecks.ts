/**
 * The pure checks of docs/api.md §1.2–1.3's value formats, one per format, without zod: the server's
 * field schemas (schemas/primitives.ts) wrap them, and the portal's forms run the same checks before
 * any call (the zod-free entry `@cla/domain/client`). Each failure is an exact message of §3.3.
 */
import { FIELD_MESSAGES as M } from "../schemas/errors";
import { isValidDateString } from "./dates";
import {
  CBT_POINTS_MAX,
  CBT_POINTS_MIN,
  CBT_TIME_LIMIT_MAX_MINUTES,
  CBT_TIME_LIMIT_MIN_MINUTES,
  DURATION_MAX_MINUTES,
  DURATION_MIN_MINUTES,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  URL_MAX_LENGTH,
} from "./limits";
import { PASSWORD_MIN_LENGTH } from "./constants";
import { isValidTimeString } from "./startsAt";

/** Length in Unicode code points, the unit of every length limit (docs/api.md §1.3). */
export function codePointLength(text: string): number {
  let length = 0;
  // for…of walks code points, so an emoji made of a surrogate pair counts once
  for (const _codePoint of text) length++;
  return length;
}

/**
 * NUL (PostgreSQL text cannot hold it) or a lone UTF-16 surrogate (not a Unicode character: stored as
 * UTF-8 it would silently become U+FFFD). Such a string is refused with `contains invalid
 * characters` in every text field (docs/decisions/141).
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const INVALID_CHARACTERS = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasInvalidCharacters(text: string): boolean {
  return INVALID_CHARACTERS.test(text);
}

/** Outcome of checking one present, non-blank value. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const bad = (message: string): Checked<never> => ({ ok: false, message });

/** Largest PostgreSQL `integer`: a bigger id can name nothing and must not reach SQL. */
export const MAX_INTEGER_ID = 2_147_483_647;

export const DIGITS = /^\d+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `CLA` + 12 characters of Crockford base32 (no I, L, O, U). */
const USER_ID = /^CLA[0-9A-HJKMNP-TV-Z]{12}$/i;
export const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const SCORE = /^\d{1,3}(?:\.\d{1,2})?$/;
/** One `@`, a non-empty local part, a domain of non-empty dot-separated labels, no whitespace. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** Whitespace or control characters: never part of a URL we store and later render as a link. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const URL_FORBIDDEN = /[\s\u0000-\u001f\u007f]/;

// ---------------------------------------------------------------------------------------------
// Checks: one per format. Strings arrive trimmed and non-empty (except passwords).

export function checkIntegerId(value: number | string): Checked<number> {
  const n = typeof value === "number" ? value : DIGITS.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_INTEGER_ID ? ok(n) : bad(M.invalid);
}

export function checkUuid(value: string): Checked<string> {
  return UUID.test(value) ? ok(value.toLowerCase()) : bad(M.invalid);
}

export function checkUserId(value: string): Checked<string> {
  return USER_ID.test(value) ? ok(value.toUpperCase()) : bad(M.invalid);
}

/** A real calendar date, years 1900–2100 (docs/api.md §1.3; the rule lives in rules/dates). */
export function checkDate(value: string): Checked<string> {
  return isValidDateString(value) ? ok(value) : bad(M.date);
}

/** "HH:MM", 00:00–23:59 (the rule lives in rules/startsAt). */
export function checkTime(value: string): Checked<string> {
  return isValidTimeString(value) ? ok(value) : bad(M.time);
}

/**
 * 0–100 with at most 2 decimals. A number is judged by its shortest decimal form (`String`),
 * the same text a string input would have, so 85.123 and 1e-7 fail and -0 becomes 0.
 */
export function checkScore(value: number | string): Checked<number> {
  const text = typeof value === "number" ? String(value) : value;
  if (!SCORE.test(text)) return bad(M.score);
  const score = Number(text);
  return score <= 100 ? ok(score) : bad(M.score);
}

/** A whole number from `min` to `max`, as a JSON integer or a digit string; else `message`. */
function wholeNumberIn(min: number, max: number, message: string) {
  return (value: number | string): Checked<number> => {
    const n = typeof value === "number" ? value : DIGITS.test(value) ? Number(value) : Number.NaN;
    return Number.isInteger(n) && n >= min && n <= max ? ok(n) : bad(message);
  };
}

export const checkDuration = wholeNumberIn(DURATION_MIN_MINUTES, DURATION_MAX_MINUTES, M.duration);
/** A CBT question's points (docs/api.md §6.14). */
export const checkQuestionPoints = wholeNumberIn(CBT_POINTS_MIN, CBT_POINTS_MAX, M.questionPoints);
/** A CBT's `time_limit_minutes` (docs/api.md §6.14). */
export const checkTimeLimit = wholeNumberIn(
  CBT_TIME_LIMIT_MIN_MINUTES,
  CBT_TIME_LIMIT_MAX_MINUTES,
  M.timeLimit,
);

/** Stored lower-cased (docs/api.md §1.3). */
export function checkEmail(value: string): Checked<string> {
  return codePointLength(value) <= EMAIL_MAX_LENGTH && EMAIL.test(value)
    ? ok(value.toLowerCase())
    : bad(M.email);
}

/** Absolute http(s) URL up to 2,048 characters, stored as given. */
export function checkUrl(value: string): Checked<string> {
  if (codePointLength(value) > URL_MAX_LENGTH || URL_FORBIDDEN.test(value) || !/^https?:\/\//i.test(value)) {
    return bad(M.url);
  }
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== ""
      ? ok(value)
      : bad(M.url);
  } catch {
    return bad(M.url);
  }
}

/** Text limited to `max` code points (the minimum of 1 is the blank check of the wrappers). */
export function checkText(max: number): (value: string) => Checked<string> {
  return (value) => (codePointLength(value) <= max ? ok(value) : bad(M.tooLong(max)));
}

/** 6–128 code points; never trimmed. */
export function checkPassword(value: string): Checked<string> {
  const length = codePointLength(value);
  if (length < PASSWORD_MIN_LENGTH) return bad(M.passwordTooShort);
  if (length > PASSWORD_MAX_LENGTH) return bad(M.tooLong(PASSWORD_MAX_LENGTH));
  return ok(value);
}
