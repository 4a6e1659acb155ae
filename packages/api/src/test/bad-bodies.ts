/**
 * The bad-input sweep for write endpoints (docs/api.md §3.1): from one valid body, dozens of
 * malformed ones (broken JSON, other content types, invalid UTF-8, an oversized body, a wrong or
 * missing wrapper, wrong types, nulls, huge strings, unicode, SQL and script fragments, extra keys),
 * each of which must get a 4xx in docs/api.md's error shape and leave every table unchanged.
 *
 *   const cases = malformedBodies(valid, { wrapper: "cla_assignment", textFields: ["name", "description"] });
 *   await expectRejectedUnchanged(t, "POST", "/api/v1/cla_assignments", token, cases);
 */
import { expect } from "vitest";
import { API_ERRORS, errorResponseSchema, validationErrorResponseSchema } from "@cla/domain";
import { MAX_BODY_BYTES } from "../http/body.ts";
import type { TestApp } from "./harness.ts";

export interface BadBody {
  label: string;
  /** A JSON value to send, or `raw` text or bytes sent as is. */
  json?: unknown;
  raw?: string | Uint8Array;
  /** application/json unless given. */
  contentType?: string;
}

/**
 * What a field holds, which decides the wrong values tried in it. "freeText" (a required name,
 * description, title or content) and "formatted" (any field with a format: ids, dates, times,
 * scores, URLs, booleans, numbers) get generic wrong values; the other kinds get values aimed at
 * that format and its limits.
 */
export type FieldKind =
  | "freeText"
  | "formatted"
  | "text"
  | "longText"
  | "integer"
  | "uuid"
  | "date"
  | "url"
  | "email"
  | "password"
  | "phone";

const TEXT_KINDS: ReadonlySet<FieldKind> = new Set(["freeText", "text", "longText"]);

const SQL_FRAGMENT = "'; DROP TABLE users; --";
const SCRIPT = "<script>alert(document.cookie)</script>";
/** 20,001 astral code points: over every length limit (description and content allow 20,000). */
const HUGE_UNICODE = "𝔘".repeat(20_001);
/** `{"\xff":1}`: a lone 0xFF byte is never valid UTF-8. */
const INVALID_UTF8 = new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]);

/**
 * Strings PostgreSQL cannot store as given: NUL, and lone UTF-16 surrogates (which UTF-8 would turn
 * into U+FFFD). Every text field refuses them with 422 `contains invalid characters` (decision 141).
 */
export const INVALID_CHARACTER_TEXTS = ["\u0000", "Ada\u0000Obi", "\ud800", "x\udfffy", "😀\ud83d"];

/**
 * Bodies that are not one JSON object sent as JSON (broken JSON, other JSON values, other content types,
 * invalid UTF-8): every endpoint that reads a body refuses each with 400, whatever the endpoint. The
 * start of every `malformedBodies` list, and the whole sweep of an endpoint without fields (sign_out).
 */
export const NOT_A_JSON_OBJECT: readonly BadBody[] = [
  { label: "not JSON", raw: "{not json" },
  { label: "a JSON array", raw: "[]" },
  { label: "JSON null", raw: "null" },
  { label: "a JSON string", raw: '"hello"' },
  { label: "a JSON number", raw: "12" },
  { label: "JSON true", raw: "true" },
  { label: "text/plain", raw: "{}", contentType: "text/plain" },
  { label: "form encoding", raw: "a=1", contentType: "application/x-www-form-urlencoded" },
  { label: "XML", raw: "<a/>", contentType: "application/xml" },
  { label: "invalid UTF-8", raw: INVALID_UTF8 },
  { label: "trailing garbage", raw: "{}x" },
  { label: "two objects", raw: "{}{}" },
  { label: "single quotes", raw: "{'a':1}" },
  { label: "a comment", raw: "{} // bye" },
  { label: "NaN", raw: '{"a":NaN}' },
  { label: "an unterminated string", raw: '{"a":"' },
  { label: "SQL", raw: "'; DELETE FROM sessions; --" },
  { label: "a script", raw: "<script>alert(1)</script>" },
  { label: "unicode garbage", raw: "😀😀😀" },
];

/** Values that are wrong for a field of this kind, whatever the rest of the body. */
function wrongValues(kind: FieldKind): unknown[] {
  const common = [{ $gt: "" }, ["x"], true];
  switch (kind) {
    case "freeText":
      return [null, "   ", 42, true, { text: "x" }, ["x"], HUGE_UNICODE, ...INVALID_CHARACTER_TEXTS];
    case "formatted":
      return [
        { $gt: "" },
        ["a", "b"],
        SQL_FRAGMENT,
        SCRIPT,
        "javascript:alert(1)",
        "\u0000",
        "😀😀",
        -1,
        1.005,
        HUGE_UNICODE,
      ];
    case "integer":
      return [...common, "1; DROP TABLE cohorts; --", -1, 0, 3.5, "NaN", "1e3", 2_147_483_648];
    case "uuid":
      return [...common, "' OR '1'='1", "00000000-0000-4000-8000-00000000000g", 42];
    case "date":
      return [...common, "2025-02-30", "20250101", "2025-13-01", "1899-12-31", "<script>alert(1)</script>"];
    case "url":
      return [
        ...common,
        "javascript:alert(1)",
        "data:text/html,<script>alert(1)</script>",
        "ftp://x.org",
        "/relative",
      ];
    case "email":
      return [
        ...common,
        ...INVALID_CHARACTER_TEXTS,
        "ada\u0000@example.org",
        "no-at-sign",
        "two@@example.org",
        "a b@example.org",
        `${"x".repeat(250)}@e.co`,
      ];
    case "password":
      return [...common, "secret\u0000pass", "secret\ud800pass", "12345", "x".repeat(129), 123456];
    case "phone":
      return [...common, "☎".repeat(33), 5551234, "+1\u0000555", "\ud800"];
    case "text":
      return [...common, "名".repeat(201), "😀".repeat(201), 42, ...INVALID_CHARACTER_TEXTS];
    case "longText":
      return [...common, "名".repeat(20_001), "😀".repeat(20_001), 42, ...INVALID_CHARACTER_TEXTS];
  }
}

// 100,000 levels fit in 256 KiB as arrays; objects as deep as fit. Refused as malformed (400).
const DEEP_ARRAY = "[".repeat(100_000) + "]".repeat(100_000);
const DEEP_OBJECT = '{"a":'.repeat(40_000) + "1" + "}".repeat(40_000);

/** JSON nested deeper than 32 levels (decision 141), at the top and under `key`. */
function nestedBodies(key: string): BadBody[] {
  return [
    { label: "arrays nested 100,000 deep", raw: DEEP_ARRAY },
    { label: "objects nested 40,000 deep", raw: DEEP_OBJECT },
    { label: `${key} nested 40,000 deep`, raw: `{"${key}":${DEEP_OBJECT}}` },
    { label: "nested 33 deep", raw: `{"${key}":${"[".repeat(32)}${"]".repeat(32)}}` },
  ];
}

/** The wrapper object of `valid` missing, misplaced or of another type: 400 (docs/api.md §3.4 step 7). */
function wrapperBodies(valid: Record<string, unknown>, wrapper: string): BadBody[] {
  const inner = valid[wrapper] as Record<string, unknown>;
  const rest = { ...valid, [wrapper]: undefined };
  const wrap = (fields: unknown) => ({ ...rest, [wrapper]: fields });
  return [
    { label: "wrapper missing", json: rest },
    { label: "fields outside the wrapper", json: { ...rest, ...inner } },
    { label: "wrapper misspelled", json: { ...rest, [`${wrapper}s`]: inner } },
    { label: "wrapper null", json: wrap(null) },
    { label: "wrapper an array", json: wrap([inner]) },
    { label: "wrapper a number", json: wrap(1) },
    { label: "wrapper a string", json: wrap(SQL_FRAGMENT) },
    { label: "wrapper the fields as a JSON string", json: wrap(JSON.stringify(inner)) },
  ];
}

/**
 * The malformed bodies any endpoint that reads a JSON body refuses whatever its fields, from the valid body
 * of one of its calls: not a JSON object, over 256 KiB, nested too deep, and (when it has one) the wrapper
 * missing or of another type. The route sweep (access-matrix.test.ts) sends them to every endpoint with a
 * body, so a new endpoint gets them without a list to remember.
 */
export function structuralBodies(valid: Record<string, unknown>, wrapper: string | null): BadBody[] {
  return [
    ...NOT_A_JSON_OBJECT,
    { label: "a body over 256 KiB", json: { ...valid, padding: "x".repeat(MAX_BODY_BYTES) } },
    ...nestedBodies(wrapper ?? "a"),
    ...(wrapper === null ? [] : wrapperBodies(valid, wrapper)),
  ];
}

export interface MalformedOptions {
  /** The key of the object holding the fields, or null when they are top-level keys of the body. */
  wrapper: string | null;
  /** Fields with a precise kind, also ones the valid body leaves out (e.g. a field PUT refuses). */
  kinds?: Record<string, FieldKind>;
  /** Fields of the valid body not in `kinds` are "freeText" when named here, else "formatted". */
  textFields?: string[];
  /** A PUT taking partial bodies: a body with no known key is valid, so that case is left out. */
  partial?: boolean;
}

/**
 * Malformed variants of `valid`, a complete valid body (wrapper included, and any keys beside it).
 * Each breaks at least one thing, so the request must be rejected.
 */
export function malformedBodies(valid: Record<string, unknown>, options: MalformedOptions): BadBody[] {
  const { wrapper, kinds = {}, textFields = [] } = options;
  const inner = (wrapper === null ? valid : valid[wrapper]) as Record<string, unknown>;
  const rest = wrapper === null ? {} : { ...valid, [wrapper]: undefined };
  const wrap = (fields: unknown) => (wrapper === null ? fields : { ...rest, [wrapper]: fields });
  const withInner = (changes: Record<string, unknown>) => wrap({ ...inner, ...changes });
  const fields = [...new Set([...Object.keys(inner), ...Object.keys(kinds)])];
  const kindOf = (field: string): FieldKind =>
    kinds[field] ?? (textFields.includes(field) ? "freeText" : "formatted");
  const isText = (field: string) => TEXT_KINDS.has(kindOf(field));
  const everyField = (value: (field: string) => unknown) =>
    wrap(Object.fromEntries(fields.map((field) => [field, value(field)])));
  const first = fields[0]!;

  const cases: BadBody[] = [
    ...NOT_A_JSON_OBJECT,
    { label: "truncated JSON", raw: `{"${wrapper ?? "email"}": {` },
    { label: "the valid body as text/plain", raw: JSON.stringify(valid), contentType: "text/plain" },
    { label: "a body over 256 KiB", json: withInner({ [first]: "x".repeat(MAX_BODY_BYTES) }) },
    { label: "every field null", json: everyField(() => null) },
    { label: "SQL in every field", json: everyField((field) => (isText(field) ? "" : SQL_FRAGMENT)) },
    {
      label: "script tags in every field",
      json: everyField((field) => (isText(field) ? 7 : "<script>alert(1)</script>")),
    },
    {
      label: "prototype pollution with a broken field",
      raw: JSON.stringify(withInner({ [first]: null })).replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
    },
  ];
  cases.push(
    ...nestedBodies(wrapper ?? first),
    { label: "every text field NUL", json: everyField((field) => (isText(field) ? "a\u0000b" : null)) },
    {
      label: "every text field a lone surrogate",
      json: everyField((field) => (isText(field) ? "\ud800" : null)),
    },
  );
  if (wrapper !== null) {
    const deepField = `{"${wrapper}":{"${first}":${DEEP_OBJECT}}}`;
    cases.push({ label: `${first} nested 40,000 deep`, raw: deepField });
  }
  if (!options.partial) {
    cases.push({
      label: "extra keys only",
      json: wrap({ admin: true, role: "facilitator", __proto__: { polluted: true }, id: "x" }),
    });
  }
  if (wrapper !== null) cases.push(...wrapperBodies(valid, wrapper));
  for (const field of fields) {
    for (const value of wrongValues(kindOf(field)))
      cases.push({
        label: `${field} = ${JSON.stringify(value).slice(0, 40)}`,
        json: withInner({ [field]: value }),
      });
  }
  // Hostile text that alone would be stored verbatim, extra keys and echoed read-only fields, all
  // with one bad field: the request must be refused as a whole, nothing half-written.
  const hostileText = Object.fromEntries(
    fields.filter(isText).map((field) => [field, `${SCRIPT} ${SQL_FRAGMENT} ünïcödé 𝔘`]),
  );
  for (const field of fields.filter((field) => !isText(field))) {
    const json = withInner({
      ...hostileText,
      id: "00000000-0000-4000-8000-000000000000",
      admin: true,
      [field]: { $ne: 1 },
    }) as Record<string, unknown>;
    cases.push({
      label: `hostile text, extra keys and a bad ${field}`,
      json: { ...json, __proto__extra: SQL_FRAGMENT },
    });
  }
  return cases;
}

/**
 * Sends every case (at least 20); each must get a 4xx with docs/api.md §3.1's error shape (422
 * `{"errors":{…}}`, any other `{"error":"…"}`), and no table may change but `exceptTables` (a failed
 * sign_in is recorded for its rate limit, §3.5).
 */
export async function expectRejectedUnchanged(
  t: TestApp,
  method: "POST" | "PUT",
  path: string,
  token: string | undefined,
  cases: BadBody[],
  options: { exceptTables?: string[] } = {},
): Promise<void> {
  expect(cases.length).toBeGreaterThanOrEqual(20);
  const except = options.exceptTables ?? [];
  const digest = async () =>
    (await t.digest())
      .split("\n")
      .filter((line) => !except.some((table) => line.startsWith(`${table}:`)))
      .join("\n");
  const before = await digest();
  for (const bad of cases) {
    const res = await t.request(method, path, {
      token,
      body: bad.raw ?? JSON.stringify(bad.json),
      headers: { "content-type": bad.contentType ?? "application/json" },
    });
    const what = `${method} ${path}: ${bad.label} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
    expect(res.status, what).toBeGreaterThanOrEqual(400);
    expect(res.status, what).toBeLessThan(500);
    // Errors are JSON in the documented shapes, never an echo of the input as HTML.
    expect(res.headers.get("content-type"), what).toMatch(/^application\/json/);
    const shape = res.status === 422 ? validationErrorResponseSchema : errorResponseSchema;
    expect(shape.safeParse(res.body).success, what).toBe(true);
    if (res.status === 422) expect(Object.keys(res.body.errors).length, what).toBeGreaterThan(0);
    else expect(res.body.error, what).not.toBe("");
  }
  expect(await digest(), `${method} ${path} changed the database`).toBe(before);
}

/**
 * The guards of a facilitator's POST before its fields are read (docs/api.md §3.4): 401 without a token,
 * 403 for a student, 400 when the body holds `inner` under another key than `wrapper` (its name without cla_).
 */
export async function expectWriteGuards(
  t: TestApp,
  path: string,
  tokens: { student: string; facilitator: string },
  wrapper: string,
  inner: Record<string, unknown>,
): Promise<void> {
  expect((await t.request("POST", path, { json: { [wrapper]: inner } })).status).toBe(401);
  expect(await t.request("POST", path, { token: tokens.student, json: { [wrapper]: inner } })).toMatchObject({
    status: 403,
    body: { error: API_ERRORS.noPermission },
  });
  const unwrapped = { [wrapper.replace(/^cla_/, "")]: inner };
  expect(await t.request("POST", path, { token: tokens.facilitator, json: unwrapped })).toMatchObject({
    status: 400,
    body: { error: `Request body must contain a "${wrapper}" object.` },
  });
}
