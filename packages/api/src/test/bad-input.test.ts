/**
 * The bad-input sweep (issue 3): for every write endpoint of §6.1–6.4, at least 20 malformed bodies
 * (wrong types, nulls, huge strings, unicode, SQL and script fragments, extra keys, broken JSON) get
 * a 4xx, never a 5xx, and leave the database unchanged (a digest of every row of every table).
 * The one documented change: a failed sign_in is recorded for its rate limit (§3.1, §3.5).
 */
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../http/body.ts";
import { routeSuite, type TestApp } from "./harness.ts";

const s = routeSuite();

type FieldKind = "text" | "longText" | "integer" | "uuid" | "date" | "url" | "email" | "password" | "phone";

interface Case {
  label: string;
  /** Sent as JSON unless `raw` is given. */
  json?: unknown;
  raw?: string;
  contentType?: string;
}

/** Values that are wrong for a field of this kind, whatever the rest of the body. */
function wrongValues(kind: FieldKind): unknown[] {
  const common = [{ $gt: "" }, ["x"], true];
  switch (kind) {
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
      return [...common, "no-at-sign", "two@@example.org", "a b@example.org", `${"x".repeat(250)}@e.co`];
    case "password":
      return [...common, "12345", "x".repeat(129), 123456];
    case "phone":
      return [...common, "☎".repeat(33), 5551234];
    case "text":
      return [...common, "名".repeat(201), "😀".repeat(201), 42];
    case "longText":
      return [...common, "名".repeat(20_001), "😀".repeat(20_001), 42];
  }
}

/**
 * At least 20 malformed bodies for an endpoint whose body is `{wrapper: {fields}}` (or top-level
 * fields when wrapper is null). `valid` is a complete valid object; each JSON case breaks at least
 * one thing so the request must be rejected.
 */
function malformedBodies(
  wrapper: string | null,
  valid: Record<string, unknown>,
  kinds: Record<string, FieldKind>,
): Case[] {
  const wrap = (inner: unknown) => (wrapper === null ? inner : { [wrapper]: inner });
  const cases: Case[] = [
    { label: "malformed JSON", raw: `{"${wrapper ?? "email"}": {` },
    { label: "a JSON array", raw: "[]" },
    { label: "JSON null", raw: "null" },
    { label: "a JSON string", raw: '"hello"' },
    { label: "a JSON number", raw: "12" },
    { label: "JSON true", raw: "true" },
    { label: "another content type", raw: JSON.stringify(wrap(valid)), contentType: "text/plain" },
    { label: "invalid UTF-8", raw: "\u00ff" /* replaced below by raw bytes */ },
    {
      label: "a body over 256 KiB",
      json: wrap({ ...valid, [Object.keys(kinds)[0]!]: "x".repeat(MAX_BODY_BYTES) }),
    },
    { label: "every field null", json: wrap(Object.fromEntries(Object.keys(kinds).map((k) => [k, null]))) },
    {
      label: "SQL in every field",
      json: wrap(
        Object.fromEntries(
          Object.keys(kinds).map((k) => [k, kinds[k]!.endsWith("ext") ? "" : "'; DROP TABLE users; --"]),
        ),
      ),
    },
    {
      label: "script tags in every field",
      json: wrap(
        Object.fromEntries(
          Object.keys(kinds).map((k) => [k, kinds[k]!.endsWith("ext") ? 7 : "<script>alert(1)</script>"]),
        ),
      ),
    },
    {
      label: "extra keys only",
      json: wrap({ admin: true, role: "facilitator", __proto__: { polluted: true }, id: "x" }),
    },
    {
      label: "prototype pollution with a broken field",
      raw: JSON.stringify(wrap({ ...valid, [Object.keys(kinds)[0]!]: null })).replace(
        /^\{/,
        '{"__proto__":{"isAdmin":true},',
      ),
    },
  ];
  if (wrapper !== null) {
    cases.push(
      { label: "no wrapper", json: valid },
      { label: "wrapper null", json: { [wrapper]: null } },
      { label: "wrapper an array", json: { [wrapper]: [valid] } },
      { label: "wrapper a string", json: { [wrapper]: JSON.stringify(valid) } },
      { label: "wrapper misspelled", json: { [`${wrapper}s`]: valid } },
    );
  }
  for (const [field, kind] of Object.entries(kinds)) {
    for (const value of wrongValues(kind)) {
      cases.push({
        label: `${field} = ${JSON.stringify(value).slice(0, 40)}`,
        json: wrap({ ...valid, [field]: value }),
      });
    }
  }
  return cases;
}

async function send(t: TestApp, method: string, path: string, c: Case, token?: string) {
  const headers: Record<string, string> = { "content-type": c.contentType ?? "application/json" };
  let body: string | Uint8Array = c.raw ?? JSON.stringify(c.json);
  if (c.label === "invalid UTF-8") body = new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]);
  return t.request(method, path, { body, headers, token });
}

async function sweep(options: {
  method: string;
  path: string;
  token?: string;
  cases: Case[];
  /** Tables a rejected request may legitimately change (sign_in failures only). */
  exceptTables?: string[];
}) {
  const { t } = s;
  expect(options.cases.length).toBeGreaterThanOrEqual(20);
  const strip = (digest: string) =>
    digest
      .split("\n")
      .filter((line) => !(options.exceptTables ?? []).some((table) => line.startsWith(`${table}:`)))
      .join("\n");
  const before = strip(await t.digest());
  for (const c of options.cases) {
    const res = await send(t, options.method, options.path, c, options.token);
    expect(
      res.status,
      `${options.method} ${options.path}: ${c.label} → ${JSON.stringify(res.body).slice(0, 200)}`,
    ).toBeGreaterThanOrEqual(400);
    expect(res.status, c.label).toBeLessThan(500);
  }
  expect(strip(await t.digest())).toBe(before);
}

describe("bad-input sweep", () => {
  it("POST /sign_in (failures may only add rate-limit events)", async () => {
    await sweep({
      method: "POST",
      path: "/api/v1/sign_in",
      cases: malformedBodies(
        "user",
        { email: "ada@example.org", password: "wrong-password" },
        { email: "email", password: "password" },
      ),
      exceptTables: ["rate_limit_events"],
    });
  });

  it("POST /sign_up", async () => {
    const { w } = s;
    await sweep({
      method: "POST",
      path: "/api/v1/sign_up",
      cases: malformedBodies(
        "user",
        {
          name: "New Person",
          email: "new@example.org",
          password: "secret-pass",
          cla_role_id: 1,
          cla_cohort_id: w.cohortA,
          birthday: "2000-01-01",
          phone_number: "+1 555",
        },
        {
          name: "text",
          email: "email",
          password: "password",
          cla_role_id: "integer",
          cla_cohort_id: "integer",
          birthday: "date",
          phone_number: "phone",
        },
      ),
    });
  });

  it("POST /sign_out", async () => {
    const { w } = s;
    await sweep({
      method: "POST",
      path: "/api/v1/sign_out",
      token: w.studentA.token,
      cases: [
        { label: "malformed JSON", raw: "{" },
        { label: "array", raw: "[]" },
        { label: "null", raw: "null" },
        { label: "string", raw: '"x"' },
        { label: "number", raw: "1" },
        { label: "true", raw: "true" },
        { label: "text/plain", raw: "{}", contentType: "text/plain" },
        { label: "form", raw: "a=1", contentType: "application/x-www-form-urlencoded" },
        { label: "invalid UTF-8", raw: "" },
        { label: "over 256 KiB", raw: JSON.stringify({ x: "y".repeat(MAX_BODY_BYTES) }) },
        { label: "trailing garbage", raw: "{}x" },
        { label: "two objects", raw: "{}{}" },
        { label: "single quotes", raw: "{'a':1}" },
        { label: "comment", raw: "{} // bye" },
        { label: "NaN", raw: '{"a":NaN}' },
        { label: "unterminated string", raw: '{"a":"' },
        { label: "SQL", raw: "'; DELETE FROM sessions; --" },
        { label: "script", raw: "<script>alert(1)</script>" },
        { label: "unicode garbage", raw: "😀😀😀" },
        { label: "xml", raw: "<a/>", contentType: "application/xml" },
      ],
    });
  });

  it("PUT /edit_profile", async () => {
    const { w } = s;
    await sweep({
      method: "PUT",
      path: "/api/v1/edit_profile",
      token: w.studentA.token,
      cases: malformedBodies(
        "user",
        {
          name: "Ada Obi",
          email: "ada@example.org",
          phone_number: "+234",
          birthday: "1998-04-12",
          cla_role_id: 1,
          cla_cohort_id: w.cohortA,
        },
        {
          name: "text",
          email: "email",
          phone_number: "phone",
          birthday: "date",
          cla_role_id: "integer",
          cla_cohort_id: "integer",
        },
      ).filter((c) => c.label !== "extra keys only"), // a partial update with no known key is valid
    });
  });

  it("POST /forgot_password", async () => {
    await sweep({
      method: "POST",
      path: "/api/v1/forgot_password",
      cases: malformedBodies(null, { email: "ada@example.org" }, { email: "email" }),
    });
  });

  it("POST /reset_password", async () => {
    await sweep({
      method: "POST",
      path: "/api/v1/reset_password",
      cases: malformedBodies(
        null,
        { token: "A".repeat(43), password: "new-password" },
        { token: "uuid", password: "password" },
      ),
    });
  });

  it("POST /cla_courses", async () => {
    const { w } = s;
    await sweep({
      method: "POST",
      path: "/api/v1/cla_courses",
      token: w.facilitator.token,
      cases: malformedBodies(
        "cla_course",
        {
          name: "Course",
          description: "d",
          cla_cohort_id: w.cohortA,
          start_date: "2025-01-01",
          end_date: "2025-02-01",
          lecture_notes_url: "https://e.org",
        },
        {
          name: "text",
          description: "longText",
          cla_cohort_id: "integer",
          start_date: "date",
          end_date: "date",
          lecture_notes_url: "url",
        },
      ),
    });
  });

  it("PUT /cla_courses/{id}", async () => {
    const { t, w } = s;
    const created = await t.request("POST", "/api/v1/cla_courses", {
      token: w.facilitator.token,
      json: {
        cla_course: {
          name: "Course",
          description: "d",
          cla_cohort_id: w.cohortA,
          start_date: "2025-01-01",
          end_date: "2025-02-01",
        },
      },
    });
    await sweep({
      method: "PUT",
      path: `/api/v1/cla_courses/${created.body.id}`,
      token: w.facilitator.token,
      cases: malformedBodies(
        "cla_course",
        {
          name: "Renamed",
          description: "d2",
          start_date: "2025-01-02",
          end_date: "2025-02-02",
          additional_reading_url: "https://e.org",
        },
        {
          name: "text",
          description: "longText",
          start_date: "date",
          end_date: "date",
          additional_reading_url: "url",
          cla_cohort_id: "integer",
        },
      ).filter((c) => c.label !== "extra keys only"),
    });
  });

  it("POST /cla_topics and PUT /cla_topics/{id}", async () => {
    const { t, w } = s;
    const course = await t.request("POST", "/api/v1/cla_courses", {
      token: w.facilitator.token,
      json: {
        cla_course: {
          name: "Course",
          description: "d",
          cla_cohort_id: w.cohortA,
          start_date: "2025-01-01",
          end_date: "2025-02-01",
        },
      },
    });
    const valid = { name: "Topic", description: "d", cla_course_id: course.body.id };
    const kinds = { name: "text", description: "longText", cla_course_id: "uuid" } as const;
    await sweep({
      method: "POST",
      path: "/api/v1/cla_topics",
      token: w.facilitator.token,
      cases: malformedBodies("topic", valid, kinds),
    });
    const topic = await t.request("POST", "/api/v1/cla_topics", {
      token: w.facilitator.token,
      json: { topic: valid },
    });
    await sweep({
      method: "PUT",
      path: `/api/v1/cla_topics/${topic.body.id}`,
      token: w.facilitator.token,
      cases: malformedBodies("topic", valid, kinds).filter((c) => c.label !== "extra keys only"),
    });
  });
});
