/**
 * The foundation every endpoint stands on: routing and 404s, body limits and parsing, the order of
 * checks, headers, CORS, the error handler, health and the OpenAPI document.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm";
import {
  API_ERRORS,
  errorResponseSchema,
  healthResponseSchema,
  healthUnavailableResponseSchema,
  validationErrorResponseSchema,
} from "@cla/domain";
import { startTestApp, insertWorld, type TestApp, type World } from "../test/harness.ts";
import { MAX_BODY_BYTES } from "./body.ts";
import { apiRoutes } from "../routes/index.ts";
import { honoPath } from "./route.ts";

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await startTestApp({
    env: {
      CORS_ORIGINS: "https://portal.example.org, http://localhost:4321",
      ACADEMY_TIME_ZONE: "Africa/Lagos",
    },
  });
}, 180_000);
beforeEach(async () => {
  await t.reset();
  w = await insertWorld(t);
});
afterAll(() => t.close());

const course = (overrides: Record<string, unknown> = {}) => ({
  cla_course: {
    name: "Foundations",
    description: "Servant leadership.",
    cla_cohort_id: w.cohortA,
    start_date: "2025-02-01",
    end_date: "2025-03-01",
    ...overrides,
  },
});

describe("routing", () => {
  it("answers unknown API paths and unlisted methods 404 Not found (no 405)", async () => {
    for (const [method, path] of [
      ["GET", "/api/v1/nope"],
      ["GET", "/api/v1"],
      ["GET", "/api/v1/"],
      ["PATCH", "/api/v1/cla_courses"],
      ["DELETE", "/api/v1/cla_courses"],
      ["POST", "/api/v1/me"],
      ["GET", "/api/v1/sign_in"],
    ] as const) {
      const res = await t.request(method, path, { token: w.facilitator.token });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ error: API_ERRORS.notFound });
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("malformed percent-encoding is a 4xx, never a 500", async () => {
    for (const path of [
      "/api/v1/cla_courses/%ZZ",
      "/api/v1/cla_courses?cla_cohort_id=%ZZ",
      "/api/v1/cla_topics?cla_course_id=%E0%A4%A",
    ]) {
      const res = await t.request("GET", path, { token: w.facilitator.token });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it("ignores one trailing slash", async () => {
    const res = await t.request("GET", "/api/v1/cla_cohorts/");
    expect(res.status).toBe(200);
    const me = await t.request("GET", "/api/v1/me/", { token: w.studentA.token });
    expect(me.status).toBe(200);
  });

  it("route 404 wins over the body size 413", async () => {
    const res = await t.request("POST", "/api/v1/nope", { body: "x".repeat(MAX_BODY_BYTES + 1) });
    expect(res.status).toBe(404);
  });

  it("non-API paths without a built site are a plain 404", async () => {
    const res = await t.request("GET", "/about");
    expect(res.status).toBe(404);
    expect(res.body).toBe("Not found");
  });
});

describe("request bodies", () => {
  it("413 for a body over 256 KiB, before parsing and authentication", async () => {
    const big = JSON.stringify({ cla_course: { name: "x".repeat(MAX_BODY_BYTES) } });
    const res = await t.request("POST", "/api/v1/cla_courses", {
      body: big,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: API_ERRORS.bodyTooLarge });
  });

  it("413 for a streamed body without Content-Length that grows past the limit", async () => {
    const chunk = new TextEncoder().encode("a".repeat(65_536));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BODY_BYTES) controller.close();
        else {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await t.app.request("/api/v1/sign_in", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json" },
      // @ts-expect-error Node's fetch needs duplex for a stream body
      duplex: "half",
    });
    expect(response.status).toBe(413);
  });

  describe("a file's body is not read before the caller is known to be allowed (docs/decisions/175)", () => {
    /** A 10 MiB multipart body that counts the bytes anyone reads of it (none are read ahead). */
    function watchedUpload() {
      const chunk = new Uint8Array(1_048_576);
      const watch = { bytesRead: 0 };
      const stream = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (watch.bytesRead >= 10 * chunk.byteLength) return controller.close();
            watch.bytesRead += chunk.byteLength;
            controller.enqueue(chunk);
          },
        },
        { highWaterMark: 0 },
      );
      return { stream, watch };
    }
    const send = (path: string, stream: ReadableStream, type: string, token?: string) =>
      t.app.request(`/api/v1${path}`, {
        method: "POST",
        body: stream,
        headers: { "content-type": type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        // @ts-expect-error Node's fetch needs duplex for a stream body
        duplex: "half",
      });

    it("20 concurrent anonymous 10 MiB uploads: each 401, not a byte of any body read", async () => {
      const uploads = Array.from({ length: 20 }, watchedUpload);
      const responses = await Promise.all(
        uploads.map(({ stream }) => send("/cla_work_files", stream, "multipart/form-data; boundary=x")),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(401));
      expect(uploads.map(({ watch }) => watch.bytesRead)).toEqual(Array(20).fill(0));
    });

    it.each([
      ["a facilitator's upload (students only)", "/cla_work_files", "multipart/form-data; boundary=x"],
      ["a student's enrolment file (admins only)", "/cla_enrolments", "text/csv"],
      ["a student's enrolment preview", "/cla_enrolments/preview", "text/csv"],
    ])("403 for %s, its body unread", async (_label, path, type) => {
      const { stream, watch } = watchedUpload();
      const token = path === "/cla_work_files" ? w.facilitator.token : w.studentA.token;
      expect((await send(path, stream, type, token)).status).toBe(403);
      expect(watch.bytesRead).toBe(0);
    });
  });

  it("accepts exactly 256 KiB", async () => {
    const padding = MAX_BODY_BYTES - JSON.stringify({ user: { email: "", password: "" }, p: "" }).length;
    const body = JSON.stringify({ user: { email: "", password: "" }, p: "x".repeat(padding) });
    expect(new TextEncoder().encode(body).byteLength).toBe(MAX_BODY_BYTES);
    const res = await t.request("POST", "/api/v1/sign_in", {
      body,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(422);
  });

  it.each([
    ["malformed JSON", "{", "application/json"],
    ["an array", "[]", "application/json"],
    ["null", "null", "application/json"],
    ["a string", '"x"', "application/json"],
    ["a number", "1", "application/json"],
    ["an empty body", "", "application/json"],
    ["another content type", JSON.stringify({ cla_course: { name: "x" } }), "text/plain"],
    ["form encoding", "a=b", "application/x-www-form-urlencoded"],
    ["invalid UTF-8", new Uint8Array([0x7b, 0xff, 0x7d]), "application/json"],
  ] as const)("400 for %s, before authentication", async (_label, body, type) => {
    const res = await t.request("POST", "/api/v1/cla_courses", { body, headers: { "content-type": type } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: API_ERRORS.invalidJson });
  });

  it("accepts a charset parameter", async () => {
    const res = await t.request("POST", "/api/v1/cla_courses", {
      body: JSON.stringify(course()),
      token: w.facilitator.token,
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(res.status).toBe(201);
  });

  it("missing wrapper → 400 naming the key, after authentication and role", async () => {
    const anonymous = await t.request("POST", "/api/v1/cla_courses", { json: {} });
    expect(anonymous.status).toBe(401);
    const student = await t.request("POST", "/api/v1/cla_courses", { json: {}, token: w.studentA.token });
    expect(student.status).toBe(403);
    expect(student.body).toEqual({ error: API_ERRORS.noPermission });
    for (const body of [{}, { cla_course: null }, { cla_course: [] }, { cla_course: "x" }, { course: {} }]) {
      const res = await t.request("POST", "/api/v1/cla_courses", { json: body, token: w.facilitator.token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Request body must contain a "cla_course" object.' });
    }
  });

  it("a body on DELETE is ignored, even malformed", async () => {
    const res = await t.request("DELETE", "/api/v1/cla_courses/00000000-0000-4000-8000-000000000000", {
      body: "{",
      token: w.facilitator.token,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Course not found" });
  });
});

describe("authentication", () => {
  it.each([
    ["no header", undefined],
    ["a malformed token", "Bearer abc"],
    ["an unknown token", `Bearer ${"A".repeat(43)}`],
    ["another scheme", "Basic dXNlcjpwYXNz"],
    ["a bare token", "x".repeat(43)],
  ])("401 with %s", async (_label, header) => {
    const res = await t.request("GET", "/api/v1/me", { headers: header ? { authorization: header } : {} });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: API_ERRORS.sessionExpired });
    // error answers carry the API headers too
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("accepts the scheme in any case", async () => {
    const res = await t.request("GET", "/api/v1/me", {
      headers: { authorization: `bEaReR ${w.studentA.token}` },
    });
    expect(res.status).toBe(200);
  });

  it("an expired session is 401; expiry is 7 days after issue", async () => {
    const signIn = await t.request("POST", "/api/v1/sign_in", {
      json: { user: { email: "ada@example.org", password: "correct-horse-6" } },
    });
    expect(signIn.status).toBe(200);
    const token = signIn.body.token as string;
    const issued = Date.parse(signIn.body.expires_at) - 7 * 86_400_000;
    expect(Math.abs(issued - Date.now())).toBeLessThan(60_000);
    t.setNow(new Date(Date.parse(signIn.body.expires_at) - 1000));
    expect((await t.request("GET", "/api/v1/me", { token })).status).toBe(200);
    t.setNow(new Date(Date.parse(signIn.body.expires_at) + 1));
    expect((await t.request("GET", "/api/v1/me", { token })).status).toBe(401);
  });

  it("an invalid token on an open endpoint is ignored (anonymous)", async () => {
    const res = await t.request("GET", "/api/v1/cla_roles", { token: "A".repeat(43) });
    expect(res.status).toBe(200);
    expect(res.body.roles).toEqual([{ id: 1, name: "student", self_signup: true }]);
  });

  it("role and cohort are read from the database on every request", async () => {
    await t.database.db.execute(
      // Promote the student behind the token's back: the next request sees the new role.
      (await import("drizzle-orm")).sql`UPDATE users SET cla_role_id = 2 WHERE id = ${w.studentA.id}`,
    );
    const res = await t.request("GET", "/api/v1/cla_roles", { token: w.studentA.token });
    expect(res.body.roles).toHaveLength(3);
  });
});

describe("order of checks (docs/api.md §3.4)", () => {
  it("400 body parsing before 401 authentication", async () => {
    const res = await t.request("PUT", "/api/v1/edit_profile", {
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
  });

  it("403 role before 400 wrapper, 400 wrapper before 404 record", async () => {
    const unknown = "/api/v1/cla_courses/00000000-0000-4000-8000-000000000000";
    expect((await t.request("PUT", unknown, { json: {}, token: w.studentA.token })).status).toBe(403);
    expect((await t.request("PUT", unknown, { json: {}, token: w.facilitator.token })).status).toBe(400);
    const res = await t.request("PUT", unknown, { json: { cla_course: {} }, token: w.facilitator.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Course not found" });
  });

  it("422 field validation before 409 uniqueness", async () => {
    const first = await t.request("POST", "/api/v1/cla_courses", {
      json: course(),
      token: w.facilitator.token,
    });
    expect(first.status).toBe(201);
    const res = await t.request("POST", "/api/v1/cla_courses", {
      json: course({ start_date: "2025-02-30" }),
      token: w.facilitator.token,
    });
    expect(res.status).toBe(422);
    expect(validationErrorResponseSchema.parse(res.body)).toEqual({
      errors: { start_date: ["must be a valid date (YYYY-MM-DD)"] },
    });
  });
});

describe("headers", () => {
  it("API answers carry no-store, nosniff and JSON with its charset (docs/api.md §11)", async () => {
    const res = await t.request("GET", "/api/v1/cla_cohorts");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    for (const answer of [
      await t.request("GET", "/api/v1/nowhere"),
      await t.request("GET", "/api/v1/me"),
      await t.request("POST", "/api/v1/cla_courses", {
        token: w.facilitator.token,
        json: { cla_course: {} },
      }),
      await t.request("GET", "/api/v1/health"),
      await t.request("GET", "/api/v1/openapi.json"),
    ]) {
      expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
      // The academy's zone with every answer, errors included (docs/api.md §1.4).
      expect(answer.headers.get("x-academy-time-zone")).toBe("Africa/Lagos");
    }
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("CORS: exact origins only, no credentials, Retry-After, Content-Disposition and the zone exposed", async () => {
    const allowed = await t.request("GET", "/api/v1/cla_cohorts", {
      headers: { origin: "https://portal.example.org" },
    });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://portal.example.org");
    expect(allowed.headers.get("access-control-expose-headers")).toBe(
      "Retry-After, Content-Disposition, X-Academy-Time-Zone",
    );
    expect(allowed.headers.get("access-control-allow-credentials")).toBeNull();
    const other = await t.request("GET", "/api/v1/cla_cohorts", {
      headers: { origin: "https://evil.example" },
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("a preflight is 204 before routing, authentication and rate limits", async () => {
    for (const path of ["/api/v1/cla_courses", "/api/v1/unknown/path", "/api/v1/sign_in"]) {
      const res = await t.request("OPTIONS", path, {
        headers: {
          origin: "http://localhost:4321",
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization, content-type",
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:4321");
      expect(res.headers.get("access-control-allow-methods")).toBe("GET, POST, PUT, DELETE, OPTIONS");
      expect(res.headers.get("access-control-allow-headers")).toBe("Authorization, Content-Type, Accept");
    }
  });
});

describe("errors", () => {
  it("an unexpected error is a bare 500 without detail, logged without SQL parameters", async () => {
    const original = t.deps.database.db.select.bind(t.deps.database.db);
    const db = t.deps.database.db as unknown as { select: unknown };
    db.select = () => {
      const cause = Object.assign(new Error('invalid input syntax for type uuid: "hunter2"'), {
        code: "22P02",
      });
      throw new DrizzleQueryError("select secret from vault where password = $1", ["hunter2"], cause);
    };
    try {
      const res = await t.request("GET", "/api/v1/cla_cohorts");
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: "Something went wrong. Please try again." });
      errorResponseSchema.parse(res.body);
      const logged = t.logLines.join("\n");
      expect(logged).toMatch(
        /ERROR unhandled error request=[0-9a-f-]{36} method=GET path=\/api\/v1\/cla_cohorts error="database error" code=22P02 query="select secret from vault where password = \$1"/,
      );
      expect(logged).not.toContain("hunter2");
    } finally {
      db.select = original;
    }
  });
});

describe("service", () => {
  it("GET /health is 200 when the database answers", async () => {
    const res = await t.request("GET", "/api/v1/health");
    expect(res.status).toBe(200);
    expect(healthResponseSchema.parse(res.body)).toEqual({ status: "ok", database: "ok" });
  });

  it("GET /health is 503 with its documented body when the database does not", async () => {
    const ping = t.deps.database.ping;
    t.deps.database.ping = () => Promise.reject(new Error("down"));
    try {
      const res = await t.request("GET", "/api/v1/health");
      expect(res.status).toBe(503);
      expect(healthUnavailableResponseSchema.parse(res.body)).toBeTruthy();
    } finally {
      t.deps.database.ping = ping;
    }
  });

  it("GET /openapi.json is OpenAPI 3.1.0 covering every operation of §6", async () => {
    const res = await t.request("GET", "/api/v1/openapi.json");
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info).toMatchObject({ title: "CLA Portal API", version: "1.0.0" });
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    // docs/api.md §6: 7 account, 3 reference, 5 courses, 5 topics, 15 assessments, 6 scores,
    // 7 live classes, 4 attendance, 5 announcements, 3 dashboards, 5 service, 2 certificates, 3 calendar feed,
    // 12 work, 7 CBT tests, 9 administration, 4 notifications, 8 extensions, 1 gradebook.
    expect(operations).toHaveLength(111);
    for (const expected of [
      "POST /sign_in",
      "PUT /edit_profile",
      "GET /cla_cohorts/students_of_cohort",
      "DELETE /cla_topics/{id}",
      "POST /cla_cbts_scores",
      "GET /cla_submissions/students_without_scores",
      "GET /cla_live_classes/today_classes",
      "GET /cla_attendances/missing_attendance",
      "PUT /cla_announcements/{id}",
      "GET /cla_dashboards/student_list",
      "GET /health",
      "GET /metrics",
      "GET /openapi.json",
      "GET /docs",
      "GET /docs/{asset}",
      "GET /certificate",
      "GET /certificates/{code}",
      "GET /calendar/{secret}.ics",
      "PUT /cla_assignments/{id}/work",
      "GET /cla_contributions/{id}/works",
      "GET /cla_assignments/work_status",
      "GET /cla_contributions/work_counts",
      "POST /cla_work_files",
      "GET /cla_work_files/{id}",
      "PUT /cla_cbts/{id}/questions",
      "PUT /cla_cbts/{id}/attempt/answers",
      "GET /cla_cbts/{id}/results",
      "POST /cla_cohorts",
      "PUT /cla_users/{id}",
      "POST /cla_enrolments",
      "GET /cla_activity",
    ]) {
      expect(operations).toContain(expected);
    }
    const enrol = doc.paths["/cla_enrolments"].post;
    expect(Object.keys(enrol.requestBody.content)).toEqual(["text/csv"]);
    expect(Object.keys(enrol.responses)).toEqual(
      expect.arrayContaining(["200", "400", "401", "403", "409", "413", "422", "500"]),
    );
    const upload = doc.paths["/cla_work_files"].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(["multipart/form-data"]);
    expect(Object.keys(upload.responses)).toEqual(
      expect.arrayContaining(["201", "400", "401", "403", "413", "415", "422", "500"]),
    );
    const signIn = doc.paths["/sign_in"].post;
    expect(signIn.requestBody.content["application/json"].schema.properties.user).toBeTruthy();
    expect(Object.keys(signIn.responses)).toEqual(
      expect.arrayContaining(["200", "400", "401", "413", "422", "429", "500"]),
    );
    expect(doc.paths["/me"].get.security).toEqual([{ bearerAuth: [] }]);
    const metrics = doc.paths["/metrics"].get;
    expect(metrics.security).toEqual([{ metricsToken: [] }]);
    expect(doc.components.securitySchemes.metricsToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(Object.keys(metrics.responses)).toEqual(["200", "401", "403", "404", "500"]);
    expect(Object.keys(metrics.responses["200"].content)).toEqual(["text/plain"]);
    expect(doc.paths["/cla_courses"].post.responses["403"]).toBeTruthy();
    expect(doc.paths["/health"].get.responses["503"].content["application/json"].schema.required).toContain(
      "database",
    );
    const lookup = doc.paths["/certificates/{code}"].get;
    expect(lookup.parameters).toEqual([
      { name: "code", in: "path", required: true, schema: { type: "string" } },
    ]);
    expect(Object.keys(lookup.responses)).toEqual(expect.arrayContaining(["200", "404", "429"]));
    expect(lookup.responses["429"].headers["Retry-After"]).toBeTruthy();
    const certificate = doc.paths["/certificate"].get;
    expect(certificate.security).toEqual([{ bearerAuth: [] }]);
    expect(certificate.responses["409"].content["application/json"].schema.required).toEqual([
      "error",
      "available_on",
    ]);
    expect(
      certificate.responses["200"].content["application/json"].schema.properties.certificate.required,
    ).toContain("verify_url");
    expect(apiRoutes()).toHaveLength(111);
  });

  it("every route the app serves has an OpenAPI operation, and every operation a served route", async () => {
    const doc = (await t.request("GET", "/api/v1/openapi.json")).body;
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${honoPath(path)}`),
    );
    const served = t.app.routes
      .filter((r) => ["GET", "POST", "PUT", "DELETE"].includes(r.method) && r.path.startsWith("/api/v1/"))
      .map((r) => `${r.method} ${r.path.slice("/api/v1".length)}`);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...new Set(served)].sort()).toEqual([...documented].sort());
    // Hono lists each route's name for the metrics, its endpoint() and its handler: every served route has
    // all three, so none skips the front.
    for (const key of new Set(served))
      expect(
        served.filter((k) => k === key),
        key,
      ).toHaveLength(3);
  });
});
