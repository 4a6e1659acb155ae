/**
 * docs/api.md §6.11 certificates: completion checked when asked (the last end date, in the academy's time
 * zone), issued once per student and cohort (30 concurrent first calls: one row), the issued names
 * kept, the public lookup (any case, hyphens optional, 404 for anything unknown, rate-limited per IP,
 * no-store), a constant statement count, and the authorization rows.
 *
 * The file runs with ACADEMY_TIME_ZONE=America/New_York, so "today" differs from the UTC date for four
 * or five hours each night, and with TRUST_PROXY=true, so lookups can come from several client IPs.
 */
import { describe, expect, it } from "vitest";
import {
  API_ERRORS,
  certificateNotAvailableResponseSchema,
  certificateResponseSchema,
  publicCertificateResponseSchema,
} from "@cla/domain";
import { eq } from "drizzle-orm";
import { schema } from "../../db/index.ts";
import { countStatements } from "../../db/statement-counter.ts";
import { insertCourse } from "../../test/academy-rows.ts";
import { insertCohort, insertStudent, routeSuite } from "../../test/harness.ts";

const s = routeSuite({ env: { ACADEMY_TIME_ZONE: "America/New_York", TRUST_PROXY: "true" } });
const db = () => s.t.database.db;

const mine = (token?: string) => s.t.request("GET", "/api/v1/certificate", token ? { token } : {});
const forUser = (id: string, token?: string) =>
  s.t.request("GET", `/api/v1/certificate?cla_user_id=${encodeURIComponent(id)}`, token ? { token } : {});
const lookup = (code: string, headers: Record<string, string> = {}, token?: string) =>
  s.t.request("GET", `/api/v1/certificates/${encodeURIComponent(code)}`, { headers, token });

const CODE = /^CLA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
/** 2025-07-01 10:00 in New York: every course below ended by 2025-06-30. */
const AFTER = new Date("2025-07-01T14:00:00.000Z");

/** Cohort A's two courses (inserted out of course order), the last ending 2025-06-30. */
async function endedCourses() {
  const second = await insertCourse(db(), {
    cohortId: s.w.cohortA,
    name: "Vision",
    start_date: "2025-04-01",
    end_date: "2025-06-30",
  });
  const first = await insertCourse(db(), {
    cohortId: s.w.cohortA,
    name: "Foundations",
    start_date: "2025-01-06",
    end_date: "2025-03-28",
  });
  return { first, second };
}

describe("GET /certificate", () => {
  it("issues the certificate on the first call after completion; later calls return the same one", async () => {
    const { first, second } = await endedCourses();
    s.t.setNow(AFTER);
    const res = await mine(s.w.studentA.token);
    expect(res.status).toBe(200);
    const { certificate } = certificateResponseSchema.parse(res.body);
    expect(certificate.code).toMatch(CODE);
    expect(certificate).toEqual({
      code: certificate.code,
      name: "Ada Obi",
      cla_cohort_id: s.w.cohortA,
      cla_cohort_name: "Cohort A",
      // course order (start_date, name, id), names and ids at issue
      courses: [
        { id: first.id, name: "Foundations" },
        { id: second.id, name: "Vision" },
      ],
      completed_on: "2025-06-30",
      issued_at: AFTER.toISOString(),
      verify_url: `http://portal.test/verify/${certificate.code}`,
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await s.t.count("certificates")).toBe(1);

    // Later, the same row: to the student (with or without naming themselves) and to a facilitator.
    s.t.setNow(new Date("2025-09-01T12:00:00.000Z"));
    expect((await mine(s.w.studentA.token)).body).toEqual(res.body);
    expect((await forUser(s.w.studentA.id.toLowerCase(), s.w.studentA.token)).body).toEqual(res.body);
    const asFacilitator = await forUser(s.w.studentA.id, s.w.facilitator.token);
    expect(asFacilitator.status).toBe(200);
    expect(asFacilitator.body).toEqual(res.body);
    expect(await s.t.count("certificates")).toBe(1);
  });

  it("a facilitator's first call issues it too, with the student's name", async () => {
    await endedCourses();
    s.t.setNow(AFTER);
    const res = await forUser(s.w.studentA.id, s.w.facilitator.token);
    expect(res.status).toBe(200);
    expect(res.body.certificate.name).toBe("Ada Obi");
    expect((await mine(s.w.studentA.token)).body).toEqual(res.body);
  });

  it("completion boundary: the last end date itself is not enough, in the academy's time zone", async () => {
    await endedCourses();
    // 2025-06-30 23:59:59.999 in New York, already 2025-07-01 in UTC: not completed yet.
    s.t.setNow(new Date("2025-07-01T03:59:59.999Z"));
    const before = await mine(s.w.studentA.token);
    expect(before.status).toBe(409);
    expect(certificateNotAvailableResponseSchema.parse(before.body)).toEqual({
      error: API_ERRORS.certificateNotAvailable,
      available_on: "2025-07-01",
    });
    expect(await s.t.count("certificates")).toBe(0);
    // Midnight in New York: every course ended before today.
    s.t.setNow(new Date("2025-07-01T04:00:00.000Z"));
    const after = await mine(s.w.studentA.token);
    expect(after.status).toBe(200);
    expect(after.body.certificate.completed_on).toBe("2025-06-30");
    expect(after.body.certificate.issued_at).toBe("2025-07-01T04:00:00.000Z");
  });

  it("409 with available_on while a course has not ended; nothing is stored", async () => {
    await endedCourses();
    await insertCourse(db(), {
      cohortId: s.w.cohortA,
      name: "Capstone",
      start_date: "2025-07-01",
      end_date: "2025-08-15",
    });
    s.t.setNow(AFTER);
    for (const res of [
      await mine(s.w.studentA.token),
      await forUser(s.w.studentA.id, s.w.facilitator.token),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: API_ERRORS.certificateNotAvailable, available_on: "2025-08-16" });
    }
    expect(await s.t.count("certificates")).toBe(0);
  });

  it("a cohort without courses: 409 with available_on null", async () => {
    s.t.setNow(AFTER);
    // Ben's cohort B has no course.
    for (const res of [
      await mine(s.w.studentB.token),
      await forUser(s.w.studentB.id, s.w.facilitator.token),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: API_ERRORS.certificateNotAvailable, available_on: null });
    }
    expect(await s.t.count("certificates")).toBe(0);
  });

  it("keeps the names at issue: a later name change, course rename or new course changes nothing", async () => {
    const { first } = await endedCourses();
    s.t.setNow(AFTER);
    const issued = await mine(s.w.studentA.token);
    expect(issued.status).toBe(200);

    const renamed = await s.t.request("PUT", "/api/v1/edit_profile", {
      token: s.w.studentA.token,
      json: { user: { name: "Ada Obi-Nwosu" } },
    });
    expect(renamed.body.name).toBe("Ada Obi-Nwosu");
    await db().update(schema.courses).set({ name: "Foundations II" }).where(eq(schema.courses.id, first.id));
    await db()
      .update(schema.cohorts)
      .set({ name: "Cohort A (2025)" })
      .where(eq(schema.cohorts.id, s.w.cohortA));
    await insertCourse(db(), {
      cohortId: s.w.cohortA,
      name: "Added later",
      start_date: "2025-09-01",
      end_date: "2025-10-01",
    });

    const again = await mine(s.w.studentA.token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(issued.body);
    expect(again.body.certificate.name).toBe("Ada Obi");
    const verified = await lookup(issued.body.certificate.code);
    expect(verified.body.certificate.name).toBe("Ada Obi");
    expect(verified.body.certificate.cla_cohort_name).toBe("Cohort A");
    expect(verified.body.certificate.courses).toEqual([{ name: "Foundations" }, { name: "Vision" }]);
  });

  it("a student moved to another cohort gets that cohort's certificate; the first one still verifies", async () => {
    await endedCourses();
    s.t.setNow(AFTER);
    const firstCertificate = (await mine(s.w.studentA.token)).body.certificate;
    await db()
      .update(schema.users)
      .set({ cla_cohort_id: s.w.cohortB })
      .where(eq(schema.users.id, s.w.studentA.id));
    await insertCourse(db(), { cohortId: s.w.cohortB, name: "B course", end_date: "2025-05-01" });
    const second = await mine(s.w.studentA.token);
    expect(second.status).toBe(200);
    expect(second.body.certificate.cla_cohort_id).toBe(s.w.cohortB);
    expect(second.body.certificate.code).not.toBe(firstCertificate.code);
    expect((await lookup(firstCertificate.code)).status).toBe(200);
    expect(await s.t.count("certificates")).toBe(2);
  });

  it("30 concurrent first calls issue exactly one certificate", async () => {
    await endedCourses();
    s.t.setNow(AFTER);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0 ? forUser(s.w.studentA.id, s.w.facilitator.token) : mine(s.w.studentA.token),
      ),
    );
    expect(responses.map((res) => res.status)).toEqual(Array<number>(30).fill(200));
    const codes = new Set(responses.map((res) => res.body.certificate.code));
    expect(codes.size).toBe(1);
    for (const res of responses) expect(res.body).toEqual(responses[0]!.body);
    expect(await s.t.count("certificates")).toBe(1);
  });

  it("a constant number of statements, whatever the number of courses", async () => {
    const many = await insertCohort(s.t, { name: "Many courses" });
    const students = [
      await insertStudent(s.t, "Few", "few@example.org", s.w.cohortA),
      await insertStudent(s.t, "Many", "many@example.org", many),
    ];
    await insertCourse(db(), { cohortId: s.w.cohortA, end_date: "2025-06-30" });
    for (let n = 0; n < 25; n++) await insertCourse(db(), { cohortId: many, end_date: "2025-06-30" });
    s.t.setNow(AFTER);
    const counter = countStatements(s.t.database);
    const counts: Record<string, number[]> = { issue: [], read: [], facilitator: [], lookup: [] };
    try {
      for (const student of students) {
        for (const [label, call] of [
          ["issue", () => mine(student.token)],
          ["read", () => mine(student.token)],
          ["facilitator", () => forUser(student.id, s.w.facilitator.token)],
        ] as const) {
          counter.reset();
          expect((await call()).status).toBe(200);
          counts[label]!.push(counter.count);
        }
        const code = (await mine(student.token)).body.certificate.code;
        counter.reset();
        expect((await lookup(code)).status).toBe(200);
        counts.lookup!.push(counter.count);
      }
    } finally {
      counter.stop();
    }
    for (const [label, [few, many]] of Object.entries(counts)) expect(many, label).toBe(few);
    // first call: session; certificate; cohort; courses; the transaction's actor for the activity log
    // (decision 168) and the INSERT (whose BEGIN and COMMIT the counter sees on PostgreSQL only)
    expect(counts.issue![0]).toBe(s.t.database.engine === "postgres" ? 8 : 6);
    // later: session; certificate (a facilitator's call also reads the named user)
    expect(counts.read![0]).toBe(2);
    expect(counts.facilitator![0]).toBe(3);
    // the rate limit's key lock, count and event in one transaction (docs/decisions/175; its BEGIN and
    // COMMIT seen on PostgreSQL only); the certificate
    expect(counts.lookup![0]).toBe(s.t.database.engine === "postgres" ? 6 : 4);
  });

  it("authorization and errors: 401, scope, 404, is required, must be a student, repeated parameter", async () => {
    await endedCourses();
    s.t.setNow(AFTER);
    expect(await mine()).toMatchObject({ status: 401, body: { error: API_ERRORS.sessionExpired } });
    expect((await forUser(s.w.studentA.id)).status).toBe(401);
    // a student: only themselves
    for (const other of [s.w.studentB.id, s.w.facilitator.id]) {
      expect(await forUser(other, s.w.studentA.token)).toMatchObject({
        status: 403,
        body: { error: API_ERRORS.noAccess },
      });
    }
    for (const id of ["CLA000000000000", "nobody", "1"]) {
      expect(await forUser(id, s.w.studentA.token)).toMatchObject({
        status: 404,
        body: { error: "User not found" },
      });
      expect((await forUser(id, s.w.facilitator.token)).status).toBe(404);
    }
    // a facilitator: must name a student
    expect(await mine(s.w.facilitator.token)).toMatchObject({
      status: 422,
      body: { errors: { cla_user_id: ["is required"] } },
    });
    expect(await forUser(s.w.facilitator.id, s.w.facilitator.token)).toMatchObject({
      status: 422,
      body: { errors: { cla_user_id: ["must be a student"] } },
    });
    const repeated = await s.t.request(
      "GET",
      `/api/v1/certificate?cla_user_id=${s.w.studentA.id}&cla_user_id=${s.w.studentA.id}`,
      { token: s.w.facilitator.token },
    );
    expect(repeated).toMatchObject({ status: 422, body: { errors: { cla_user_id: ["is invalid"] } } });
    expect(await s.t.count("certificates")).toBe(0);
    // an empty parameter counts as absent (§1.2)
    expect(
      (await s.t.request("GET", "/api/v1/certificate?cla_user_id=", { token: s.w.studentA.token })).status,
    ).toBe(200);
  });

  it("deleting the student deletes their certificate (CASCADE)", async () => {
    await endedCourses();
    s.t.setNow(AFTER);
    const code = (await mine(s.w.studentA.token)).body.certificate.code;
    await db().delete(schema.users).where(eq(schema.users.id, s.w.studentA.id));
    expect(await s.t.count("certificates")).toBe(0);
    expect((await lookup(code)).status).toBe(404);
  });
});

describe("GET /certificates/{code}", () => {
  async function issued(): Promise<string> {
    await endedCourses();
    s.t.setNow(AFTER);
    return (await mine(s.w.studentA.token)).body.certificate.code;
  }

  it("anyone sees the public certificate: no email, no user, cohort or course ids; no-store", async () => {
    const code = await issued();
    const res = await lookup(code);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(publicCertificateResponseSchema.parse(res.body)).toEqual({
      certificate: {
        code,
        name: "Ada Obi",
        cla_cohort_name: "Cohort A",
        courses: [{ name: "Foundations" }, { name: "Vision" }],
        completed_on: "2025-06-30",
        issued_at: AFTER.toISOString(),
        verify_url: `http://portal.test/verify/${code}`,
      },
    });
    const text = JSON.stringify(res.body);
    for (const secret of [s.w.studentA.id, "ada@example.org", `"cla_cohort_id"`])
      expect(text).not.toContain(secret);
    // signed in, or with a stale token (ignored on an open endpoint): the same answer
    expect((await lookup(code, {}, s.w.facilitator.token)).body).toEqual(res.body);
    expect((await lookup(code, {}, "not-a-valid-token")).body).toEqual(res.body);
  });

  it("case-insensitive, hyphens optional", async () => {
    const code = await issued();
    const compact = code.replace(/-/g, "");
    for (const variant of [code.toLowerCase(), compact, compact.toLowerCase(), `${code}/`]) {
      const res = await s.t.request("GET", `/api/v1/certificates/${variant}`);
      expect(res.status, variant).toBe(200);
      expect(res.body.certificate.code).toBe(code);
    }
  });

  it("404 Certificate not found for anything unknown or malformed, never 422", async () => {
    const code = await issued();
    const unknown = code.endsWith("0") ? `${code.slice(0, -1)}1` : `${code.slice(0, -1)}0`;
    for (const value of [
      unknown,
      "CLA-0000-0000-0000",
      "CLA-ABCD",
      "x",
      "CLA-ILOU-ILOU-ILOU",
      `${code}-0`,
      "' OR '1'='1",
      "%00",
      "A".repeat(5000),
      "🎓",
    ]) {
      const res = await lookup(value, { "x-forwarded-for": "203.0.113.9" });
      expect(res.status, value.slice(0, 40)).toBe(404);
      expect(res.body).toEqual({ error: "Certificate not found" });
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("30 lookups per client IP in 15 minutes; the next is 429 with Retry-After and is not counted", async () => {
    const code = await issued();
    const start = AFTER.getTime();
    for (let i = 0; i < 30; i++) {
      s.t.setNow(new Date(start + i * 1000));
      // unknown codes count like known ones
      const res = await lookup(i % 2 ? code : "CLA-0000-0000-0000", { "x-forwarded-for": "198.51.100.7" });
      expect(res.status).toBe(i % 2 ? 200 : 404);
    }
    s.t.setNow(new Date(start + 60_000));
    const blocked = await lookup(code, { "x-forwarded-for": "198.51.100.7, 10.0.0.1" });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: API_ERRORS.tooManyAttempts });
    // the oldest lookup (at start) leaves the window 15 minutes after it: 14 minutes from now
    expect(blocked.headers.get("retry-after")).toBe(String(14 * 60));
    expect(await s.t.count("rate_limit_events")).toBe(30);
    // another client IP is not affected
    expect((await lookup(code, { "x-forwarded-for": "192.0.2.1" })).status).toBe(200);
    // once the oldest lookup leaves the window, one more is allowed
    s.t.setNow(new Date(start + 15 * 60_000 + 1));
    expect((await lookup(code, { "x-forwarded-for": "198.51.100.7" })).status).toBe(200);
    expect((await lookup(code, { "x-forwarded-for": "198.51.100.7" })).status).toBe(429);
  });
});
