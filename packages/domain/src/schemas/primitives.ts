/**
 * Value formats of docs/api.md §1.2–1.3, each defined once.
 *
 * Request fields are built from a pure check per format (`check*` below) and one of two wrappers:
 * `requiredField` / `optionalField`. The wrapper's input schema names the JSON types accepted (that
 * is what `z.toJSONSchema(…, { io: "input" })` documents); the check trims, validates and normalises,
 * and words its failure with an exact message of docs/api.md §3.3. See docs/decisions/060.
 *
 * Response fields (`json*`) describe exactly what the server sends (canonical forms only).
 */
import { z } from "zod";
import {
  checkDate,
  checkDuration,
  checkEmail,
  checkIntegerId,
  checkPassword,
  checkQuestionPoints,
  checkScore,
  checkText,
  checkTime,
  checkTimeLimit,
  checkUrl,
  checkUserId,
  checkUuid,
  type Checked,
  hasInvalidCharacters,
  DIGITS,
  MAX_INTEGER_ID,
  TIME,
} from "../rules/fieldChecks";
import { PASSWORD_MIN_LENGTH } from "../rules/constants";
import { isLocale, locales, type Locale } from "../i18n";
import {
  CBT_OPTION_MAX_LENGTH,
  CBT_OPTIONS_MAX,
  CBT_POINTS_MAX,
  CBT_POINTS_MIN,
  CBT_QUESTION_TEXT_MAX_LENGTH,
  CBT_TIME_LIMIT_MAX_MINUTES,
  CBT_TIME_LIMIT_MIN_MINUTES,
  DURATION_MAX_MINUTES,
  DURATION_MIN_MINUTES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SCORE_COMMENT_MAX_LENGTH,
  EXTENSION_REASON_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
  WORK_TEXT_MAX_LENGTH,
} from "../rules/limits";
import { CBT_QUESTION_KINDS, type CbtQuestionKind } from "../rules/cbt";
import { FIELD_MESSAGES as M } from "./errors";

/** A certificate code without its hyphens: `CLA` + 12 Crockford base32 characters (docs/api.md §6.11). */
const CERTIFICATE_CODE_COMPACT = /^CLA[0-9A-HJKMNP-TV-Z]{12}$/;

// ---------------------------------------------------------------------------------------------
// Path and query ids. A malformed id there is a 404 (docs/api.md §3.2), so these answer null, not 422.

/** An integer id from a path or query string (or a JSON value), or null when malformed. */
export function parseIntegerId(value: unknown): number | null {
  if (typeof value !== "number" && typeof value !== "string") return null;
  const checked = checkIntegerId(typeof value === "string" ? value.trim() : value);
  return checked.ok ? checked.value : null;
}

/** A UUID in lower-case canonical form, or null when malformed. */
export function parseUuid(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const checked = checkUuid(value.trim());
  return checked.ok ? checked.value : null;
}

/** A user id in upper-case canonical form, or null when malformed. */
export function parseUserId(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const checked = checkUserId(value.trim());
  return checked.ok ? checked.value : null;
}

/**
 * A certificate code from a path, in canonical form `CLA-XXXX-XXXX-XXXX` (upper case, hyphens
 * placed), or null when malformed. Lookups ignore letter case and hyphens (docs/api.md §6.11):
 * `cla-7k2p-q9xw-4hm3` and `CLA7K2PQ9XW4HM3` name the same certificate.
 */
export function parseCertificateCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const compact = value.trim().replace(/-/g, "").toUpperCase();
  if (!CERTIFICATE_CODE_COMPACT.test(compact)) return null;
  return `CLA-${compact.slice(3, 7)}-${compact.slice(7, 11)}-${compact.slice(11, 15)}`;
}

/**
 * What `filter_id` of GET /cla_live_classes names, by its form (docs/api.md §6.7). `id` is null for an
 * integer-like value that no cohort can have (e.g. `0`): still a cohort filter, answered 404.
 * null means "anything else": 422 `must be a cohort id, user id or course id`.
 */
export type FilterId =
  { kind: "cohort"; id: number | null } | { kind: "course"; id: string } | { kind: "user"; id: string };

export function classifyFilterId(value: string): FilterId | null {
  const text = value.trim();
  if (DIGITS.test(text)) return { kind: "cohort", id: parseIntegerId(text) };
  const course = parseUuid(text);
  if (course !== null) return { kind: "course", id: course };
  const user = parseUserId(text);
  if (user !== null) return { kind: "user", id: user };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Request field builders

type JsonScalar = string | number | boolean;

interface FieldSpec<I extends JsonScalar, O> {
  /** The JSON types accepted, given the map that words a wrong type or a missing value. */
  input: (error: z.core.$ZodErrorMap) => z.ZodType<I, I>;
  /** Message for a value of the wrong JSON type. Default `is invalid`. */
  typeMessage?: string;
  /** Strings are trimmed before checking unless this is false (passwords). */
  trim?: boolean;
  check: (value: I) => Checked<O>;
}

/** Missing, null or blank (docs/api.md §3.3's three cases of `is required`). */
function isMissing(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === "string" && input.trim() === "");
}

/** Words a value the field's input schema refused: missing → `is required`, else the type message. */
function typeErrorMap(typeMessage: string): z.core.$ZodErrorMap {
  return (issue) => (isMissing(issue.input) ? M.required : typeMessage);
}

function normalise<I extends JsonScalar>(value: I, trim: boolean): I {
  return (typeof value === "string" && trim ? value.trim() : value) as I;
}

function fail(ctx: z.core.$RefinementCtx<unknown>, message: string, input: unknown): never {
  ctx.issues.push({ code: "custom", message, input });
  return z.NEVER;
}

/** A value that is not blank (`value`, normalised from `raw`): invalid characters fail, else the check decides. */
function checkPresent<I extends JsonScalar, O>(
  spec: FieldSpec<I, O>,
  value: I,
  raw: I,
  ctx: z.core.$RefinementCtx<unknown>,
): O {
  if (typeof value === "string" && hasInvalidCharacters(value)) return fail(ctx, M.invalidCharacters, raw);
  const checked = spec.check(value);
  return checked.ok ? checked.value : fail(ctx, checked.message, raw);
}

/**
 * A required field: absent, `null` or blank after trimming → `is required`; wrong JSON type →
 * `is invalid` (or the field's own message); otherwise the check decides.
 */
function requiredField<I extends JsonScalar, O>(spec: FieldSpec<I, O>) {
  return spec.input(typeErrorMap(spec.typeMessage ?? M.invalid)).transform((raw, ctx): O => {
    const value = normalise(raw, spec.trim ?? true);
    return value === "" ? fail(ctx, M.required, raw) : checkPresent(spec, value, raw, ctx);
  });
}

/**
 * An optional field: absent → absent (undefined: "keep" on PUT); `null` or blank after trimming →
 * null; otherwise as the required field.
 */
function optionalField<I extends JsonScalar, O>(spec: FieldSpec<I, O>) {
  return spec
    .input(typeErrorMap(spec.typeMessage ?? M.invalid))
    .nullable()
    .transform((raw, ctx): O | null => {
      if (raw === null) return null;
      const value = normalise(raw, spec.trim ?? true);
      return value === "" ? null : checkPresent(spec, value, raw, ctx);
    })
    .optional();
}

const integerIdSpec: FieldSpec<number | string, number> = {
  input: (error) =>
    z.union([z.number(), z.string()], { error }).meta({
      description: "Positive integer id: a JSON number or a digit string.",
      pattern: "^\\d+$",
      minimum: 1,
      maximum: MAX_INTEGER_ID,
    }),
  check: checkIntegerId,
};
const uuidSpec: FieldSpec<string, string> = {
  input: (error) => z.string({ error }).meta({ format: "uuid", description: "UUID, any letter case." }),
  check: checkUuid,
};
const userIdSpec: FieldSpec<string, string> = {
  input: (error) =>
    z.string({ error }).meta({
      pattern: "^[Cc][Ll][Aa][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{12}$",
      description: "User id: CLA + 12 Crockford base32 characters, any letter case.",
    }),
  check: checkUserId,
};
const dateSpec: FieldSpec<string, string> = {
  input: (error) => z.string({ error }).meta({ format: "date", description: "YYYY-MM-DD, years 1900–2100." }),
  check: checkDate,
};
const timeSpec: FieldSpec<string, string> = {
  input: (error) =>
    z.string({ error }).meta({ pattern: "^([01]\\d|2[0-3]):[0-5]\\d$", description: "HH:MM, 24-hour." }),
  check: checkTime,
};
const scoreSpec: FieldSpec<number | string, number> = {
  input: (error) =>
    z.union([z.number(), z.string()], { error }).meta({
      description: "0–100 with at most 2 decimals: a JSON number or a decimal string.",
      pattern: "^\\d{1,3}(\\.\\d{1,2})?$",
      minimum: 0,
      maximum: 100,
    }),
  typeMessage: M.score,
  check: checkScore,
};
/** A whole number in a range, as a JSON integer or a digit string (durations, a question's points, time limits). */
function wholeNumberSpec(
  min: number,
  max: number,
  message: string,
  check: (value: number | string) => Checked<number>,
  description: string,
): FieldSpec<number | string, number> {
  return {
    input: (error) =>
      z
        .union([z.number(), z.string()], { error })
        .meta({ description, pattern: "^\\d+$", minimum: min, maximum: max }),
    typeMessage: message,
    check,
  };
}
const durationSpec = wholeNumberSpec(
  DURATION_MIN_MINUTES,
  DURATION_MAX_MINUTES,
  M.duration,
  checkDuration,
  "Whole minutes 1–1440: an integer or a digit string.",
);
const booleanSpec: FieldSpec<boolean, boolean> = {
  input: (error) => z.boolean({ error }),
  typeMessage: M.boolean,
  check: (value) => ({ ok: true, value }),
};
const urlSpec: FieldSpec<string, string> = {
  input: (error) =>
    z
      .string({ error })
      .meta({ format: "uri", maxLength: URL_MAX_LENGTH, description: "Absolute http(s) URL." }),
  check: checkUrl,
};
const emailSpec: FieldSpec<string, string> = {
  input: (error) => z.string({ error }).meta({ format: "email", maxLength: EMAIL_MAX_LENGTH }),
  check: checkEmail,
};
const textSpec = (max: number, minLength: 0 | 1 = 1): FieldSpec<string, string> => ({
  // JSON Schema's minLength/maxLength count code points too
  input: (error) => z.string({ error }).meta({ minLength, maxLength: max }),
  check: checkText(max),
});
const passwordSpec: FieldSpec<string, string> = {
  input: (error) =>
    z
      .string({ error })
      .meta({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, format: "password" }),
  trim: false,
  check: checkPassword,
};

/** Integer id (cohort, role) in a body; output a number. Wrong form → `is invalid`. */
export const integerIdField = requiredField(integerIdSpec);
export const optionalIntegerIdField = optionalField(integerIdSpec);
/** UUID in a body; output lower-case. */
export const uuidField = requiredField(uuidSpec);
export const optionalUuidField = optionalField(uuidSpec);
/** User id in a body; output upper-case. */
export const userIdField = requiredField(userIdSpec);
export const optionalUserIdField = optionalField(userIdSpec);
/** "YYYY-MM-DD", a real date in 1900–2100. */
export const dateField = requiredField(dateSpec);
export const optionalDateField = optionalField(dateSpec);
/** "HH:MM", 00:00–23:59. */
export const timeField = requiredField(timeSpec);
/** Score 0–100, ≤ 2 decimals, number or decimal string; output a number. */
export const scoreField = requiredField(scoreSpec);
/** Duration in whole minutes 1–1440, integer or digit string; output a number. */
export const durationField = requiredField(durationSpec);
/** JSON true/false only. */
export const booleanField = requiredField(booleanSpec);
/** Absolute http(s) URL ≤ 2,048 characters. */
export const urlField = requiredField(urlSpec);
export const optionalUrlField = optionalField(urlSpec);
/** Email ≤ 254 characters; output lower-cased. */
export const emailField = requiredField(emailSpec);
/** `name` of any record, 1–200 code points. */
export const nameField = requiredField(textSpec(NAME_MAX_LENGTH));
/** `title`, 1–200 code points. */
export const titleField = nameField;
/** `description` of a course, topic or assessment, 1–20,000 code points. */
export const descriptionField = requiredField(textSpec(TEXT_MAX_LENGTH));
/** Announcement `content`, 1–20,000 code points. */
export const contentField = descriptionField;
/** `phone_number`, optional, 0–32 code points; blank → null. */
export const phoneField = optionalField(textSpec(PHONE_MAX_LENGTH, 0));
/** Password, 6–128 code points, never trimmed. */
export const passwordField = requiredField(passwordSpec);
/** The text of a hand-in (docs/api.md §6.13), optional, 0–20,000 code points; blank → null. */
export const workTextField = optionalField(textSpec(WORK_TEXT_MAX_LENGTH, 0));
/** An extension's reason (docs/api.md §6.17), 1–1,000 code points. */
export const extensionReasonField = requiredField(textSpec(EXTENSION_REASON_MAX_LENGTH));
/** A score's written comment (docs/api.md §6.6), optional, 0–5,000 code points; blank → null. */
export const commentField = optionalField(textSpec(SCORE_COMMENT_MAX_LENGTH, 0));

/** A person's language (decision 184): `en`, `fr`, `es`, `pt`, `sw` or `ar`. */
export const localeField = requiredField<string, Locale>({
  input: (error) => z.string({ error }).meta({ enum: [...locales] }),
  typeMessage: M.locale,
  check: (value) => (isLocale(value) ? { ok: true, value } : { ok: false, message: M.locale }),
});

// CBT questions and answers (docs/api.md §6.14)
/** A question's kind: `single`, `multiple`, `true_false` or `short`. */
export const questionKindField = requiredField<string, CbtQuestionKind>({
  input: (error) => z.string({ error }).meta({ enum: [...CBT_QUESTION_KINDS] }),
  typeMessage: M.questionKind,
  check: (value) =>
    (CBT_QUESTION_KINDS as readonly string[]).includes(value)
      ? { ok: true, value: value as CbtQuestionKind }
      : { ok: false, message: M.questionKind },
});
/** A question's text, 1–2,000 code points. */
export const questionTextField = requiredField(textSpec(CBT_QUESTION_TEXT_MAX_LENGTH));
/** A question's points, whole, 1–100. */
export const questionPointsField = requiredField(
  wholeNumberSpec(
    CBT_POINTS_MIN,
    CBT_POINTS_MAX,
    M.questionPoints,
    checkQuestionPoints,
    "Whole points 1–100.",
  ),
);
/** A CBT's time limit in whole minutes 1–300; null or blank: none. */
export const timeLimitField = optionalField(
  wholeNumberSpec(
    CBT_TIME_LIMIT_MIN_MINUTES,
    CBT_TIME_LIMIT_MAX_MINUTES,
    M.timeLimit,
    checkTimeLimit,
    "Whole minutes 1–300; null: no time limit.",
  ),
);
/** An option's text, and an accepted short answer, 1–500 code points. */
export const optionTextField = requiredField(textSpec(CBT_OPTION_MAX_LENGTH));
/** An option named by its index in the options as authored (0 for the first), a JSON integer. */
export const optionIndexField = z
  .int({ error: () => M.invalid })
  .min(0, { error: () => M.invalid })
  .max(CBT_OPTIONS_MAX - 1, { error: () => M.invalid });
/** true or false, optional (`correct_answer` of a question that is not true/false is ignored). */
export const optionalBooleanField = optionalField(booleanSpec);

/**
 * An optional JSON array of at most `max` values of the field `item` (a hand-in's links and file ids):
 * absent → absent (keep on PUT), `null` → []; not an array → `is invalid`; a bad element → that
 * element's own message, under the list's key; otherwise, too long → `tooMany`.
 */
export function listField<O>(item: z.ZodType<O>, max: number, tooMany: string) {
  return z
    .array(item, { error: typeErrorMap(M.invalid) })
    .nullable()
    .transform((list, ctx): O[] => {
      if (list === null) return [];
      return list.length > max ? fail(ctx, tooMany, list) : list;
    })
    .optional();
}

/**
 * A field whose value is only checked for presence (sign-in `email` and `password`, docs/api.md §3.5):
 * absent, null or blank → `is required`; any other value passes. Output the string (trimmed unless
 * `trim` is false), or null for a present value that is not a string (the server answers it like a
 * wrong credential: 401).
 */
export function presenceField(options: { trim: boolean }) {
  return z
    .unknown()
    .meta({ type: "string" })
    .transform((raw, ctx): string | null => {
      if (raw === undefined || raw === null) return fail(ctx, M.required, raw);
      if (typeof raw !== "string") return null;
      const value = options.trim ? raw.trim() : raw;
      return value === "" ? fail(ctx, M.required, raw) : value;
    });
}

/**
 * A field that is never a 422: any JSON value, read as a trimmed string when it is one, else null
 * (absent, null, blank or not a string). Used where the server, not field validation, judges the
 * value: the reset `token` (400) and the copy of a score's item key inside the wrapper (404).
 */
export const looseStringField = z
  .unknown()
  .meta({ type: "string" })
  // optional before the transform: an absent key is allowed and still comes out as null
  .optional()
  .transform((raw): string | null => {
    if (typeof raw !== "string") return null;
    const value = raw.trim();
    return value === "" ? null : value;
  });

/**
 * A query parameter's raw value: a string, or an array when the parameter is repeated (pass
 * Hono's `c.req.queries()` entries or `c.req.query()` values). Trimmed; empty counts as absent
 * (docs/api.md §1.2); repeated → `is invalid`; NUL or a lone surrogate → `contains invalid characters`. Ids stay strings: a malformed id in a query is a 404,
 * which the server decides with `parseIntegerId` / `parseUuid` / `parseUserId`.
 */
function queryValue(raw: unknown, ctx: z.core.$RefinementCtx<unknown>): string | undefined {
  const values = Array.isArray(raw) ? raw : [raw];
  const present = values
    .map((v) => (typeof v === "string" ? v.trim() : v))
    .filter((v) => v !== undefined && v !== null && v !== "");
  if (present.length === 0) return undefined;
  if (present.length > 1 || typeof present[0] !== "string") return fail(ctx, M.invalid, raw);
  // PostgreSQL refuses NUL in text: a query value reaching SQL must be valid text (decision 141).
  if (hasInvalidCharacters(present[0])) return fail(ctx, M.invalidCharacters, raw);
  return present[0];
}

/** A required query parameter (absent or empty → `is required`); output the trimmed string. */
export const requiredQueryParam = z
  .unknown()
  .meta({ type: "string" })
  .transform((raw, ctx): string => {
    const value = queryValue(raw, ctx);
    return value === undefined ? fail(ctx, M.required, raw) : value;
  });

/** An optional query parameter; output the trimmed string or undefined (absent or empty). */
export const optionalQueryParam = z
  .unknown()
  .meta({ type: "string" })
  .transform((raw, ctx): string | undefined => queryValue(raw, ctx))
  .optional();

// ---------------------------------------------------------------------------------------------
// Response fields: canonical forms exactly as the server writes them.

/** Positive integer id (cohort, role). */
export const jsonIntegerId = z.int().min(1).max(MAX_INTEGER_ID);
/** UUID, lower-case canonical. */
export const jsonUuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  .meta({ format: "uuid" });
/** User id, upper-case canonical. */
export const jsonUserId = z.string().regex(/^CLA[0-9A-HJKMNP-TV-Z]{12}$/);
/** Certificate code, canonical: `CLA-` + three groups of four Crockford base32 characters. */
export const jsonCertificateCode = z
  .string()
  .regex(/^CLA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
/** "YYYY-MM-DD". */
export const jsonDate = z.iso.date();
/** "HH:MM". */
export const jsonTime = z.string().regex(TIME);
/** ISO-8601 UTC with milliseconds and Z. */
export const jsonTimestamp = z.iso.datetime({ precision: 3 });
/** A count (≥ 0). */
export const jsonCount = z.int().min(0);
/** A score or a points/percentage value (0–100). */
export const jsonScore = z.number().min(0).max(100);
