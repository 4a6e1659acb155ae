import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FIELD_MESSAGES as M } from "./errors";
import { parseFields } from "./field-errors";
import {
  booleanField,
  classifyFilterId,
  contentField,
  dateField,
  descriptionField,
  durationField,
  emailField,
  integerIdField,
  nameField,
  optionalDateField,
  optionalIntegerIdField,
  optionalUrlField,
  optionalUserIdField,
  optionalUuidField,
  parseIntegerId,
  parseUserId,
  parseUuid,
  passwordField,
  phoneField,
  scoreField,
  timeField,
  titleField,
  urlField,
  userIdField,
  uuidField,
} from "./primitives";
import { codePointLength } from "../rules/fieldChecks";

const ABSENT = Symbol("absent");

/** Parses `value` as the field `f` of an object, the way every payload uses a field. */
function parseOne(field: z.ZodType, value: unknown) {
  const result = parseFields(z.object({ f: field }), value === ABSENT ? {} : { f: value });
  return result.success ? { ok: (result.data as { f?: unknown }).f } : { errors: result.errors.f };
}

type Row = [label: string, input: unknown, expected: { ok: unknown } | { errors: string[] }];
const ok = (value: unknown) => ({ ok: value });
const err = (message: string) => ({ errors: [message] });

const EMOJI = "🙏"; // one code point, two UTF-16 units

const tables: Record<string, [z.ZodType, Row[]]> = {
  integerId: [
    integerIdField,
    [
      ["number", 3, ok(3)],
      ["digit string", "3", ok(3)],
      ["digit string with spaces", " 3 ", ok(3)],
      ["leading zeros", "007", ok(7)],
      ["largest integer id", 2147483647, ok(2147483647)],
      ["above PostgreSQL integer", 2147483648, err(M.invalid)],
      ["huge digit string", "99999999999999999999", err(M.invalid)],
      ["zero", 0, err(M.invalid)],
      ["zero string", "0", err(M.invalid)],
      ["negative", -1, err(M.invalid)],
      ["negative string", "-1", err(M.invalid)],
      ["fraction", 3.5, err(M.invalid)],
      ["fraction string", "3.5", err(M.invalid)],
      ["letters", "abc", err(M.invalid)],
      ["boolean", true, err(M.invalid)],
      ["array", [3], err(M.invalid)],
      ["blank", "  ", err(M.required)],
      ["null", null, err(M.required)],
      ["absent", ABSENT, err(M.required)],
    ],
  ],
  optionalIntegerId: [
    optionalIntegerIdField,
    [
      ["number", 3, ok(3)],
      ["empty string", "", ok(null)],
      ["null", null, ok(null)],
      ["absent", ABSENT, ok(undefined)],
      ["letters", "abc", err(M.invalid)],
      ["object", {}, err(M.invalid)],
    ],
  ],
  uuid: [
    uuidField,
    [
      ["lower case", "2657506c-4672-4ce1-9c80-eb3d1a6e311b", ok("2657506c-4672-4ce1-9c80-eb3d1a6e311b")],
      [
        "upper case is normalised",
        " 2657506C-4672-4CE1-9C80-EB3D1A6E311B ",
        ok("2657506c-4672-4ce1-9c80-eb3d1a6e311b"),
      ],
      ["no dashes", "2657506c46724ce19c80eb3d1a6e311b", err(M.invalid)],
      ["too short", "2657506c-4672-4ce1-9c80-eb3d1a6e311", err(M.invalid)],
      ["non-hex", "2657506g-4672-4ce1-9c80-eb3d1a6e311b", err(M.invalid)],
      ["braced", "{2657506c-4672-4ce1-9c80-eb3d1a6e311b}", err(M.invalid)],
      ["number", 5, err(M.invalid)],
      ["empty", "", err(M.required)],
    ],
  ],
  optionalUuid: [
    optionalUuidField,
    [
      ["empty", "", ok(null)],
      ["bad", "abc", err(M.invalid)],
    ],
  ],
  userId: [
    userIdField,
    [
      ["canonical", "CLA7K2PQ9XW4HM3", ok("CLA7K2PQ9XW4HM3")],
      ["lower case is normalised", " cla7k2pq9xw4hm3 ", ok("CLA7K2PQ9XW4HM3")],
      ["11 characters", "CLA7K2PQ9XW4HM", err(M.invalid)],
      ["13 characters", "CLA7K2PQ9XW4HM33", err(M.invalid)],
      ["I is not Crockford", "CLA7K2PQ9XW4HMI", err(M.invalid)],
      ["L is not Crockford", "CLA7K2PQ9XW4HML", err(M.invalid)],
      ["O is not Crockford", "CLA7K2PQ9XW4HMO", err(M.invalid)],
      ["U is not Crockford", "CLA7K2PQ9XW4HMU", err(M.invalid)],
      ["wrong prefix", "CLB7K2PQ9XW4HM3", err(M.invalid)],
      ["a UUID", "2657506c-4672-4ce1-9c80-eb3d1a6e311b", err(M.invalid)],
      ["number", 7, err(M.invalid)],
      ["null", null, err(M.required)],
    ],
  ],
  optionalUserId: [
    optionalUserIdField,
    [
      ["null", null, ok(null)],
      ["empty", " ", ok(null)],
      ["lower case", "cla7k2pq9xw4hm3", ok("CLA7K2PQ9XW4HM3")],
      ["bad", "CLA", err(M.invalid)],
    ],
  ],
  date: [
    dateField,
    [
      ["ordinary date", "2025-03-21", ok("2025-03-21")],
      ["trimmed", " 2025-03-21 ", ok("2025-03-21")],
      ["29 Feb of a leap year", "2024-02-29", ok("2024-02-29")],
      ["29 Feb of a common year", "2025-02-29", err(M.date)],
      ["30 Feb", "2025-02-30", err(M.date)],
      ["31 Apr", "2025-04-31", err(M.date)],
      ["first accepted day", "1900-01-01", ok("1900-01-01")],
      ["day before 1900", "1899-12-31", err(M.date)],
      ["last accepted day", "2100-12-31", ok("2100-12-31")],
      ["day after 2100", "2101-01-01", err(M.date)],
      ["month 13", "2025-13-01", err(M.date)],
      ["day 0", "2025-01-00", err(M.date)],
      ["single digits", "2025-3-1", err(M.date)],
      ["with time", "2025-03-21T00:00:00Z", err(M.date)],
      ["slashes", "21/03/2025", err(M.date)],
      ["number", 20250321, err(M.invalid)],
      ["empty", "", err(M.required)],
      ["absent", ABSENT, err(M.required)],
    ],
  ],
  optionalDate: [
    optionalDateField,
    [
      ["empty", "", ok(null)],
      ["null", null, ok(null)],
      ["absent", ABSENT, ok(undefined)],
      ["bad", "2025-02-30", err(M.date)],
    ],
  ],
  time: [
    timeField,
    [
      ["midnight", "00:00", ok("00:00")],
      ["last minute", "23:59", ok("23:59")],
      ["trimmed", " 09:30 ", ok("09:30")],
      ["24:00", "24:00", err(M.time)],
      ["minute 60", "12:60", err(M.time)],
      ["one-digit hour", "9:30", err(M.time)],
      ["with seconds", "09:30:00", err(M.time)],
      ["12-hour clock", "9:30 AM", err(M.time)],
      ["number", 930, err(M.invalid)],
      ["null", null, err(M.required)],
    ],
  ],
  score: [
    scoreField,
    [
      ["integer", 85, ok(85)],
      ["one decimal", 85.5, ok(85.5)],
      ["two decimals", 85.25, ok(85.25)],
      ["zero", 0, ok(0)],
      ["negative zero", -0, ok(0)],
      ["hundred", 100, ok(100)],
      ["string", "85.5", ok(85.5)],
      ["string trimmed", " 85.5 ", ok(85.5)],
      ["string 100.00", "100.00", ok(100)],
      ["abc", "abc", err(M.score)],
      ["-1", -1, err(M.score)],
      ["string -1", "-1", err(M.score)],
      ["100.01", 100.01, err(M.score)],
      ["string 100.01", "100.01", err(M.score)],
      ["101", 101, err(M.score)],
      ["85.123", 85.123, err(M.score)],
      ["string 85.123", "85.123", err(M.score)],
      ["string .5", ".5", err(M.score)],
      ["string 85.", "85.", err(M.score)],
      ["exponent", "1e2", err(M.score)],
      ["tiny number", 1e-7, err(M.score)],
      ["float noise", 0.1 + 0.2, err(M.score)],
      ["true", true, err(M.score)],
      ["array", [85], err(M.score)],
      // a blank required field is `is required` (docs/api.md §3.3) even for a score
      ["empty string", "", err(M.required)],
      ["null", null, err(M.required)],
      ["absent", ABSENT, err(M.required)],
    ],
  ],
  duration: [
    durationField,
    [
      ["1", 1, ok(1)],
      ["1440", 1440, ok(1440)],
      ["digit string", " 60 ", ok(60)],
      ["0", 0, err(M.duration)],
      ["1441", 1441, err(M.duration)],
      ["string 1441", "1441", err(M.duration)],
      ["fraction", 30.5, err(M.duration)],
      ["fraction string", "30.5", err(M.duration)],
      ["negative string", "-5", err(M.duration)],
      ["letters", "an hour", err(M.duration)],
      ["boolean", true, err(M.duration)],
      ["empty", "", err(M.required)],
    ],
  ],
  boolean: [
    booleanField,
    [
      ["true", true, ok(true)],
      ["false", false, ok(false)],
      ["string true", "true", err(M.boolean)],
      ["1", 1, err(M.boolean)],
      ["0", 0, err(M.boolean)],
      ["empty string", "", err(M.required)],
      ["null", null, err(M.required)],
      ["absent", ABSENT, err(M.required)],
    ],
  ],
  url: [
    urlField,
    [
      ["https", "https://zoom.us/j/123?pwd=x", ok("https://zoom.us/j/123?pwd=x")],
      ["http upper-case scheme", " HTTP://example.org ", ok("HTTP://example.org")],
      ["javascript", "javascript:alert(1)", err(M.url)],
      ["data", "data:text/html,hi", err(M.url)],
      ["ftp", "ftp://example.org/file", err(M.url)],
      ["relative", "/portal/dashboard", err(M.url)],
      ["no slashes", "http:example.org", err(M.url)],
      ["no host", "https://", err(M.url)],
      ["inner space", "https://example.org/a b", err(M.url)],
      [
        "2048 characters",
        `https://e.org/${"a".repeat(2048 - 14)}`,
        ok(`https://e.org/${"a".repeat(2048 - 14)}`),
      ],
      ["2049 characters", `https://e.org/${"a".repeat(2049 - 14)}`, err(M.url)],
      ["number", 1, err(M.invalid)],
      ["empty", "", err(M.required)],
    ],
  ],
  optionalUrl: [
    optionalUrlField,
    [
      ["empty", "", ok(null)],
      ["null", null, ok(null)],
      ["absent", ABSENT, ok(undefined)],
      ["javascript", "javascript:alert(1)", err(M.url)],
    ],
  ],
  email: [
    emailField,
    [
      ["trimmed and lower-cased", " Ada.Obi@Example.org ", ok("ada.obi@example.org")],
      ["subdomain", "a@mail.example.org", ok("a@mail.example.org")],
      ["no @", "ada.example.org", err(M.email)],
      ["two @", "a@b@example.org", err(M.email)],
      ["empty local part", "@example.org", err(M.email)],
      ["undotted domain", "ada@localhost", err(M.email)],
      ["empty label", "ada@example..org", err(M.email)],
      ["trailing dot", "ada@example.", err(M.email)],
      ["inner space", "ada obi@example.org", err(M.email)],
      ["254 characters", `${"a".repeat(242)}@example.org`, ok(`${"a".repeat(242)}@example.org`)],
      ["255 characters", `${"a".repeat(243)}@example.org`, err(M.email)],
      ["number", 5, err(M.invalid)],
      ["blank", "   ", err(M.required)],
    ],
  ],
  name: [
    nameField,
    [
      ["trimmed", "  Servant leadership  ", ok("Servant leadership")],
      ["1 character", "A", ok("A")],
      ["200 characters", "a".repeat(200), ok("a".repeat(200))],
      ["201 characters", "a".repeat(201), err(M.tooLong(200))],
      ["200 emoji (400 UTF-16 units)", EMOJI.repeat(200), ok(EMOJI.repeat(200))],
      ["201 emoji", EMOJI.repeat(201), err(M.tooLong(200))],
      ["200 after trimming", ` ${"a".repeat(200)} `, ok("a".repeat(200))],
      ["number", 42, err(M.invalid)],
      ["blank", " \t\n ", err(M.required)],
      ["null", null, err(M.required)],
    ],
  ],
  title: [
    titleField,
    [
      ["201 characters", "t".repeat(201), err(M.tooLong(200))],
      ["empty", "", err(M.required)],
    ],
  ],
  description: [
    descriptionField,
    [
      ["20000 characters", "d".repeat(20000), ok("d".repeat(20000))],
      ["20001 characters", "d".repeat(20001), err(M.tooLong(20000))],
      ["20000 emoji", EMOJI.repeat(20000), ok(EMOJI.repeat(20000))],
      ["blank", "  ", err(M.required)],
    ],
  ],
  content: [
    contentField,
    [
      ["verbatim inside", "Line 1\n\n  Line 2", ok("Line 1\n\n  Line 2")],
      ["20001 characters", "c".repeat(20001), err(M.tooLong(20000))],
    ],
  ],
  phone: [
    phoneField,
    [
      ["ordinary", " +234 803 555 0101 ", ok("+234 803 555 0101")],
      ["32 characters", "1".repeat(32), ok("1".repeat(32))],
      ["33 characters", "1".repeat(33), err(M.tooLong(32))],
      ["empty", "", ok(null)],
      ["blank", "   ", ok(null)],
      ["null", null, ok(null)],
      ["absent", ABSENT, ok(undefined)],
      ["number", 803555, err(M.invalid)],
    ],
  ],
  password: [
    passwordField,
    [
      ["6 characters", "abcdef", ok("abcdef")],
      ["never trimmed", "  abcd  ", ok("  abcd  ")],
      ["6 spaces", "      ", ok("      ")],
      ["5 characters", "abcde", err(M.passwordTooShort)],
      ["5 characters with spaces around", " abc ", err(M.passwordTooShort)],
      ["6 emoji", EMOJI.repeat(6), ok(EMOJI.repeat(6))],
      ["3 emoji (6 UTF-16 units)", EMOJI.repeat(3), err(M.passwordTooShort)],
      ["128 characters", "p".repeat(128), ok("p".repeat(128))],
      ["129 characters", "p".repeat(129), err(M.tooLong(128))],
      ["empty", "", err(M.required)],
      ["number", 123456, err(M.invalid)],
      ["absent", ABSENT, err(M.required)],
    ],
  ],
};

describe.each(Object.entries(tables))("%s field", (_name, [field, rows]) => {
  it.each(rows)("%s", (_label, input, expected) => {
    expect(parseOne(field, input)).toEqual(expected);
  });
});

describe("NUL and lone surrogates: `contains invalid characters` in every string field (decision 141)", () => {
  const fields = {
    nameField,
    titleField,
    descriptionField,
    contentField,
    phoneField,
    emailField,
    passwordField,
    dateField,
    optionalDateField,
    timeField,
    urlField,
    optionalUrlField,
    uuidField,
    userIdField,
    integerIdField,
    scoreField,
    durationField,
  };
  const texts = ["\u0000", "Ada\u0000Obi", "a@b.org\u0000", "\ud800", "x\udfffy", "😀\ud83d", " \udc00 "];
  it.each(Object.entries(fields))("%s", (_name, field) => {
    for (const text of texts)
      expect(parseOne(field, text), JSON.stringify(text)).toEqual(err(M.invalidCharacters));
  });
  it("a well-formed pair of surrogates (an emoji) and other controls are fine", () => {
    expect(parseOne(nameField, "Ada 😀")).toEqual(ok("Ada 😀"));
    expect(parseOne(nameField, "Ada\u0001")).toEqual(ok("Ada\u0001"));
  });
});

describe("codePointLength", () => {
  it.each([
    ["", 0],
    ["abc", 3],
    [EMOJI, 1],
    ["👩‍👩‍👧", 5], // a family emoji is 5 code points joined by ZWJs
    ["é", 1],
  ])("%j has %i code points", (text, length) => {
    expect(codePointLength(text)).toBe(length);
  });
});

describe("path and query ids", () => {
  it.each([
    ["3", 3],
    [" 3 ", 3],
    [3, 3],
    ["0", null],
    ["-1", null],
    ["3.5", null],
    ["abc", null],
    ["", null],
    ["2147483648", null],
    [undefined, null],
    [true, null],
  ])("parseIntegerId(%j) = %j", (input, expected) => {
    expect(parseIntegerId(input)).toBe(expected);
  });

  it.each([
    ["2657506C-4672-4CE1-9C80-EB3D1A6E311B", "2657506c-4672-4ce1-9c80-eb3d1a6e311b"],
    ["not-a-uuid", null],
    [5, null],
  ])("parseUuid(%j) = %j", (input, expected) => {
    expect(parseUuid(input)).toBe(expected);
  });

  it.each([
    ["cla7k2pq9xw4hm3", "CLA7K2PQ9XW4HM3"],
    ["CLA123", null],
    [null, null],
  ])("parseUserId(%j) = %j", (input, expected) => {
    expect(parseUserId(input)).toBe(expected);
  });

  it.each([
    ["3", { kind: "cohort", id: 3 }],
    ["0", { kind: "cohort", id: null }],
    ["99999999999", { kind: "cohort", id: null }],
    ["2657506C-4672-4ce1-9c80-eb3d1a6e311b", { kind: "course", id: "2657506c-4672-4ce1-9c80-eb3d1a6e311b" }],
    ["cla7k2pq9xw4hm3", { kind: "user", id: "CLA7K2PQ9XW4HM3" }],
    ["-1", null],
    ["3.5", null],
    ["CLA123", null],
    ["abc", null],
  ])("classifyFilterId(%j)", (input, expected) => {
    expect(classifyFilterId(input)).toEqual(expected);
  });
});
