/**
 * The bad-input sweep for write endpoints: from one valid body, dozens of malformed ones (wrong types,
 * nulls, huge strings, unicode, SQL and script fragments, extra keys), each of which must get a 4xx
 * and leave every table unchanged.
 *
 *   const cases = malformedBodies(valid, { wrapper: "cla_assignment", textFields: ["name", "description"] });
 *   await expectRejectedUnchanged(t, "POST", "/api/v1/cla_assignments", token, cases);
 */
import { expect } from "vitest";
import type { TestApp } from "./harness.ts";

export interface BadBody {
  label: string;
  /** A JSON value to send, or `raw` text sent as is. */
  json?: unknown;
  raw?: string;
}

const SQL_FRAGMENT = "'; DROP TABLE users; --";
const SCRIPT = "<script>alert(document.cookie)</script>";
/** 20,001 astral code points: over every length limit (description and content allow 20,000). */
const HUGE_UNICODE = "𝔘".repeat(20_001);

/** Wrong values for fields with a format (ids, dates, times, scores, URLs, booleans, numbers). */
const TYPED_FIELD_VALUES: [string, unknown][] = [
  ["an object", { $gt: "" }],
  ["an array", ["a", "b"]],
  ["a SQL fragment", SQL_FRAGMENT],
  ["a script tag", SCRIPT],
  ["a javascript: URL", "javascript:alert(1)"],
  ["a NUL character", "\u0000"],
  ["emoji", "😀😀"],
  ["a negative number", -1],
  ["a fraction", 1.005],
  ["huge unicode", HUGE_UNICODE],
];

/** Wrong values for required free-text fields (name, description, title, content). */
const TEXT_FIELD_VALUES: [string, unknown][] = [
  ["null", null],
  ["blank", "   "],
  ["a number", 42],
  ["a boolean", true],
  ["an object", { text: "x" }],
  ["an array", ["x"]],
  ["huge unicode", HUGE_UNICODE],
];

export function malformedBodies(
  valid: Record<string, unknown>,
  options: { wrapper: string; textFields: string[] },
): BadBody[] {
  const { wrapper, textFields } = options;
  const inner = valid[wrapper] as Record<string, unknown>;
  const withInner = (changes: Record<string, unknown>) => ({ ...valid, [wrapper]: { ...inner, ...changes } });
  const cases: BadBody[] = [
    { label: "not JSON", raw: "{not json" },
    { label: "a JSON array", raw: "[]" },
    { label: "a JSON string", raw: '"hello"' },
    { label: "wrapper missing", json: { ...valid, [wrapper]: undefined } },
    { label: "wrapper null", json: { ...valid, [wrapper]: null } },
    { label: "wrapper a string", json: { ...valid, [wrapper]: SQL_FRAGMENT } },
    { label: "wrapper an array", json: { ...valid, [wrapper]: [inner] } },
    { label: "wrapper a number", json: { ...valid, [wrapper]: 1 } },
  ];
  for (const field of Object.keys(inner)) {
    const values = textFields.includes(field) ? TEXT_FIELD_VALUES : TYPED_FIELD_VALUES;
    for (const [what, value] of values)
      cases.push({ label: `${field} ${what}`, json: withInner({ [field]: value }) });
  }
  // Hostile text that alone would be stored verbatim, extra keys and echoed read-only fields, all
  // with one bad field: the request must be refused as a whole, nothing half-written.
  const hostileText = Object.fromEntries(
    textFields.map((field) => [field, `${SCRIPT} ${SQL_FRAGMENT} ünïcödé 𝔘`]),
  );
  const typed = Object.keys(inner).filter((field) => !textFields.includes(field));
  for (const field of typed) {
    cases.push({
      label: `hostile text, extra keys and a bad ${field}`,
      json: {
        ...withInner({
          ...hostileText,
          id: "00000000-0000-4000-8000-000000000000",
          admin: true,
          [field]: { $ne: 1 },
        }),
        __proto__extra: SQL_FRAGMENT,
      },
    });
  }
  return cases;
}

/** Sends every case; each must get a 4xx, and no table may change. */
export async function expectRejectedUnchanged(
  t: TestApp,
  method: "POST" | "PUT",
  path: string,
  token: string,
  cases: BadBody[],
): Promise<void> {
  const before = await t.digest();
  for (const bad of cases) {
    const res =
      bad.raw !== undefined
        ? await t.request(method, path, {
            token,
            body: bad.raw,
            headers: { "content-type": "application/json" },
          })
        : await t.request(method, path, { token, json: bad.json });
    expect(res.status, `${method} ${path}: ${bad.label}`).toBeGreaterThanOrEqual(400);
    expect(res.status, `${method} ${path}: ${bad.label}`).toBeLessThan(500);
    // Errors are JSON in the documented shapes, never an echo of the input as HTML.
    expect(res.headers.get("content-type"), bad.label).toMatch(/^application\/json/);
  }
  expect(await t.digest(), `${method} ${path} changed the database`).toBe(before);
}
