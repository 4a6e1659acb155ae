import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FIELD_MESSAGES as M, isFieldMessage } from "./errors";
import { BASE_ERROR_KEY, fieldErrorMap, fieldErrors, parseFields } from "./field-errors";
import { SCORE_KINDS } from "./kinds";
import * as payloads from "./payloads";

describe("isFieldMessage", () => {
  it.each([
    ...Object.values(M).filter((m) => typeof m === "string"),
    "must be at most 200 characters",
    "must be at most 20000 characters",
  ])("accepts %j", (message) => {
    expect(isFieldMessage(message)).toBe(true);
  });

  it.each([
    "Invalid input",
    "Invalid input: expected string, received undefined",
    "Required",
    "must be at most 0 characters",
    "must be at most -1 characters",
    "must be at most 20 000 characters",
    "Is required",
    "is required ",
  ])("rejects %j", (message) => {
    expect(isFieldMessage(message)).toBe(false);
  });
});

describe("fieldErrors", () => {
  it("keys by the top-level field, keeps every field, de-duplicates messages", () => {
    const issues = [
      { code: "custom", path: ["due_date"], message: M.date, input: "x" },
      { code: "custom", path: ["due_date"], message: M.date, input: "x" },
      { code: "custom", path: ["due_date"], message: M.required, input: "" },
      { code: "custom", path: ["course_stats", 0, "name"], message: M.invalid, input: 1 },
      { code: "custom", path: [], message: M.invalid, input: 1 },
    ] as unknown as z.core.$ZodIssue[];
    expect(fieldErrors({ issues })).toEqual({
      due_date: [M.date, M.required],
      course_stats: [M.invalid],
      [BASE_ERROR_KEY]: [M.invalid],
    });
  });

  it("replaces any text that is not one of docs/api.md §3.3's by `is invalid`", () => {
    const schema = z.object({ a: z.string(), b: z.number().min(5), c: z.email() });
    const result = schema.safeParse({ a: 1, b: 1, c: "nope" });
    expect(result.success).toBe(false);
    if (result.success) return;
    // zod's own English texts are there before the map…
    expect(result.error.issues.some((issue) => issue.message.startsWith("Invalid"))).toBe(true);
    // …and never after it
    expect(fieldErrors(result.error)).toEqual({ a: [M.invalid], b: [M.invalid], c: [M.invalid] });
  });

  it("parseFields words foreign schemas through fieldErrorMap (missing → is required)", () => {
    const schema = z.object({ a: z.string(), b: z.string(), c: z.number() });
    expect(parseFields(schema, { b: null, c: "1" })).toEqual({
      success: false,
      errors: { a: [M.required], b: [M.required], c: [M.invalid] },
    });
    expect(fieldErrorMap({ code: "custom", input: "  ", path: [] } as never)).toBe(M.required);
  });
});

/**
 * Every request schema, fed hostile values in every field, must word every issue itself with a
 * text of docs/api.md §3.3 — checked on zod's raw issues, before fieldErrors could hide a leak.
 */
const requestSchemas: [string, z.ZodObject][] = [
  // every exported object schema of payloads.ts, found by type so a new one cannot be forgotten
  ...Object.entries(payloads as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodObject] => entry[1] instanceof z.ZodObject,
  ),
  ["signUpUserAsOf", payloads.signUpUserAsOf("2025-03-10")],
  ["editProfileUserAsOf", payloads.editProfileUserAsOf("2025-03-10")],
  ...Object.values(SCORE_KINDS).map((kind): [string, z.ZodObject] => [
    `${kind.kind} withoutScoresQuery`,
    kind.withoutScoresQuery,
  ]),
];

const hostileValues: unknown[] = [
  undefined,
  null,
  "",
  "   ",
  "abc",
  "0",
  0,
  -1,
  3.5,
  1e300,
  true,
  false,
  [],
  ["1", "2"],
  {},
  { nested: "x" },
  "2025-02-30",
  "24:00",
  "javascript:alert(1)",
  "🙏".repeat(20001),
  "a".repeat(300),
  "CLA7K2PQ9XW4HM3",
  "2657506c-4672-4ce1-9c80-eb3d1a6e311b",
  "2025-03-11",
  "85.123",
];

describe.each(requestSchemas)("%s never lets a zod default text through", (_name, schema) => {
  const keys = Object.keys(schema.shape);

  it.each(hostileValues.map((value) => [value]))("every field set to %j", (value) => {
    const input = Object.fromEntries(keys.map((key) => [key, value]));
    const result = schema.safeParse(input);
    if (result.success) return;
    for (const issue of result.error.issues) {
      expect(isFieldMessage(issue.message), `${String(issue.path[0])}: ${issue.message}`).toBe(true);
      expect(keys).toContain(issue.path[0]);
    }
  });

  it("each field alone set to each hostile value", () => {
    for (const key of keys) {
      for (const value of hostileValues) {
        const result = schema.safeParse({ [key]: value });
        if (result.success) continue;
        for (const issue of result.error.issues) {
          expect(isFieldMessage(issue.message), `${key}=${JSON.stringify(value)}: ${issue.message}`).toBe(
            true,
          );
        }
      }
    }
  });
});

it("the fuzz list holds every request schema", () => {
  expect(requestSchemas.length).toBeGreaterThanOrEqual(33);
});
