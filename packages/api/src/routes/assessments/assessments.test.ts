/** docs/api.md §6.5 assignments, contributions and CBTs (one implementation, tested for each kind), with §4. */
import { describe, expect, it } from "vitest";
import { eq, getTableName } from "drizzle-orm";
import {
  API_ERRORS,
  ASSESSMENT_KIND_NAMES,
  ASSESSMENT_KINDS,
  assessmentSchema,
  type AssessmentKind,
} from "@cla/domain";
import { insertCourse, insertItem, insertScore, type CourseRef } from "../../test/academy-rows.ts";
import { expectRejectedUnchanged, malformedBodies } from "../../test/bad-bodies.ts";
import { routeSuite } from "../../test/harness.ts";
import { KIND_TABLES } from "./kinds.ts";

const s = routeSuite();

describe.each(ASSESSMENT_KIND_NAMES)("%s", (kind: AssessmentKind) => {
  const info = ASSESSMENT_KINDS[kind];
  const path = `/api/v1${info.path}`;
  const { items, scores } = KIND_TABLES[kind];
  const notFound = { error: API_ERRORS.thingNotFound(info.thing) };

  const db = () => s.t.database.db;
  const get = (url: string, token?: string) => s.t.request("GET", url, token ? { token } : {});
  const ids = (body: { id: string }[]) => body.map((item) => item.id);

  async function courses() {
    const a = await insertCourse(db(), { cohortId: s.w.cohortA, name: "Foundations" });
    const a2 = await insertCourse(db(), { cohortId: s.w.cohortA, name: "Vision" });
    const b = await insertCourse(db(), { cohortId: s.w.cohortB, name: "Stewardship" });
    return { a, a2, b };
  }

  function body(course: CourseRef, overrides: Record<string, unknown> = {}) {
    return {
      [info.wrapper]: {
        name: "Servant leadership essay",
        description: "Write 800 words on Mark 10:42-45.",
        due_date: "2025-03-21",
        cla_course_id: course.id,
        ...overrides,
      },
    };
  }

  describe(`GET ${info.path}`, () => {
    it("facilitator: [] without filters; by cohort, by course, both combined with AND; newest first", async () => {
      const { a, a2, b } = await courses();
      // A minute apart: "newest first" must not depend on the clock's resolution (coarse on PGlite).
      const first = await insertItem(db(), kind, a, { createdAt: "2025-03-10T09:01:00.000Z" });
      const second = await insertItem(db(), kind, a2, { createdAt: "2025-03-10T09:02:00.000Z" });
      const other = await insertItem(db(), kind, b, { createdAt: "2025-03-10T09:03:00.000Z" });
      const token = s.w.facilitator.token;
      expect((await get(path, token)).body).toEqual([]);
      const cohort = await get(`${path}?cla_cohort_id=${s.w.cohortA}`, token);
      expect(cohort.status).toBe(200);
      expect(ids(cohort.body)).toEqual([second, first]);
      for (const item of cohort.body) assessmentSchema.parse(item);
      expect(ids((await get(`${path}?cla_course_id=${b.id}`, token)).body)).toEqual([other]);
      expect(
        ids((await get(`${path}?cla_cohort_id=${s.w.cohortA}&cla_course_id=${a.id}`, token)).body),
      ).toEqual([first]);
      expect((await get(`${path}?cla_cohort_id=${s.w.cohortA}&cla_course_id=${b.id}`, token)).body).toEqual(
        [],
      );
      // empty parameters count as absent
      expect((await get(`${path}?cla_cohort_id=&cla_course_id=`, token)).body).toEqual([]);
    });

    it("course_name and student_score: a student sees their own score only; facilitators always null", async () => {
      const { a } = await courses();
      const scored = await insertItem(db(), kind, a, { name: "Scored" });
      const unscored = await insertItem(db(), kind, a, { name: "Unscored" });
      await insertScore(db(), kind, { itemId: scored, studentId: s.w.studentA.id, course: a, score: 85.5 });
      const other = await s.t.request("GET", path, { token: s.w.studentA.token });
      expect(other.status).toBe(200);
      const byId = new Map(other.body.map((item: { id: string }) => [item.id, item]));
      expect(byId.get(scored)).toMatchObject({ course_name: "Foundations", student_score: 85.5 });
      expect(byId.get(unscored)).toMatchObject({ course_name: "Foundations", student_score: null });
      const facilitator = await get(`${path}?cla_course_id=${a.id}`, s.w.facilitator.token);
      expect(facilitator.body.map((item: { student_score: unknown }) => item.student_score)).toEqual([
        null,
        null,
      ]);
    });

    it("a student without filters gets their own cohort's items; other cohorts are out of scope", async () => {
      const { a, b } = await courses();
      const mine = await insertItem(db(), kind, a);
      await insertItem(db(), kind, b);
      const token = s.w.studentA.token;
      expect(ids((await get(path, token)).body)).toEqual([mine]);
      expect(ids((await get(`${path}?cla_cohort_id=${s.w.cohortA}`, token)).body)).toEqual([mine]);
      expect(ids((await get(`${path}?cla_course_id=${a.id}`, token)).body)).toEqual([mine]);
      const scope = { error: API_ERRORS.noAccess };
      expect(await get(`${path}?cla_cohort_id=${s.w.cohortB}`, token)).toMatchObject({
        status: 403,
        body: scope,
      });
      expect(await get(`${path}?cla_course_id=${b.id}`, token)).toMatchObject({ status: 403, body: scope });
      expect(await get(`${path}?cla_cohort_id=${s.w.cohortA}&cla_course_id=${b.id}`, token)).toMatchObject({
        status: 403,
      });
    });

    it("404 for unknown or malformed filters, 422 for a repeated one, 401 anonymous", async () => {
      const token = s.w.facilitator.token;
      for (const query of ["cla_cohort_id=999", "cla_cohort_id=abc"]) {
        expect(await get(`${path}?${query}`, token)).toMatchObject({
          status: 404,
          body: { error: "Cohort not found" },
        });
      }
      for (const query of ["cla_course_id=00000000-0000-4000-8000-000000000000", "cla_course_id=nope"]) {
        expect(await get(`${path}?${query}`, token)).toMatchObject({
          status: 404,
          body: { error: "Course not found" },
        });
      }
      const repeated = await get(`${path}?cla_cohort_id=1&cla_cohort_id=2`, token);
      expect(repeated).toMatchObject({ status: 422, body: { errors: { cla_cohort_id: ["is invalid"] } } });
      expect(await get(path)).toMatchObject({ status: 401, body: { error: API_ERRORS.sessionExpired } });
    });
  });

  describe(`GET ${info.path}/{id}`, () => {
    it("the item with course_name; the student's own score; scope and 404", async () => {
      const { a, b } = await courses();
      const id = await insertItem(db(), kind, a, { name: "Essay", due_date: "2025-03-21" });
      const other = await insertItem(db(), kind, b);
      await insertScore(db(), kind, { itemId: id, studentId: s.w.studentA.id, course: a, score: 70 });
      const res = await get(`${path}/${id}`, s.w.studentA.token);
      expect(res.status).toBe(200);
      expect(assessmentSchema.parse(res.body)).toMatchObject({
        id,
        name: "Essay",
        due_date: "2025-03-21",
        cla_course_id: a.id,
        course_name: "Foundations",
        cla_cohort_id: s.w.cohortA,
        cla_user_id: null,
        student_score: 70,
      });
      expect((await get(`${path}/${id.toUpperCase()}`, s.w.facilitator.token)).body.student_score).toBeNull();
      expect(await get(`${path}/${other}`, s.w.studentA.token)).toMatchObject({
        status: 403,
        body: { error: API_ERRORS.noAccess },
      });
      expect((await get(`${path}/${other}`, s.w.studentB.token)).status).toBe(200);
      expect(await get(`${path}/00000000-0000-4000-8000-000000000000`, s.w.facilitator.token)).toMatchObject({
        status: 404,
        body: notFound,
      });
      expect(await get(`${path}/not-a-uuid`, s.w.facilitator.token)).toMatchObject({
        status: 404,
        body: notFound,
      });
      expect((await get(`${path}/${id}`)).status).toBe(401);
    });
  });

  describe(`POST ${info.path}`, () => {
    it("201 with the cohort derived from the course and the creator server-set; echoed fields ignored", async () => {
      const { a } = await courses();
      const res = await s.t.request("POST", path, {
        token: s.w.facilitator.token,
        json: body(a, {
          cla_cohort_id: String(s.w.cohortA),
          cla_user_id: s.w.studentA.id,
          id: "00000000-0000-4000-8000-000000000000",
          student_score: 100,
          course_name: "Forged",
          unknown: "ignored",
        }),
      });
      expect(res.status).toBe(201);
      expect(assessmentSchema.parse(res.body)).toMatchObject({
        name: "Servant leadership essay",
        description: "Write 800 words on Mark 10:42-45.",
        due_date: "2025-03-21",
        cla_course_id: a.id,
        course_name: "Foundations",
        cla_cohort_id: s.w.cohortA,
        cla_user_id: s.w.facilitator.id,
        student_score: null,
      });
      expect(res.body.id).not.toBe("00000000-0000-4000-8000-000000000000");
      expect(res.body.created_at).toBe(res.body.updated_at);
    });

    it("hostile text is stored verbatim (trimmed) and returned as a plain JSON string", async () => {
      const { a } = await courses();
      const name = `<script>alert("x")</script> ${"'; DROP TABLE users; --"}`;
      const description = `<a href="javascript:alert(1)">click</a>\n<img src=x onerror=alert(2)> ünïcödé 𝔘`;
      const res = await s.t.request("POST", path, {
        token: s.w.facilitator.token,
        json: body(a, { name: `  ${name}\n`, description: `\t${description}  ` }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.body).toMatchObject({ name, description });
      const [row] = await db().select().from(items).where(eq(items.id, res.body.id));
      expect(row).toMatchObject({ name, description });
      expect((await get(`${path}/${res.body.id}`, s.w.studentA.token)).body).toMatchObject({
        name,
        description,
      });
    });

    it("422 with every field error together; reference checks; the cohort must match the course's", async () => {
      const { a } = await courses();
      const post = (json: unknown) => s.t.request("POST", path, { token: s.w.facilitator.token, json });
      const missing = await post({
        [info.wrapper]: { description: "d", due_date: "2025-02-30", cla_course_id: a.id },
      });
      expect(missing).toMatchObject({
        status: 422,
        body: { errors: { name: ["is required"], due_date: ["must be a valid date (YYYY-MM-DD)"] } },
      });
      const unknownCourse = await post(
        body({ id: "00000000-0000-4000-8000-000000000000", cla_cohort_id: 1 }),
      );
      expect(unknownCourse).toMatchObject({
        status: 422,
        body: { errors: { cla_course_id: ["does not exist"] } },
      });
      const badCourse = await post(body({ id: "abc", cla_cohort_id: 1 }, { name: "" }));
      expect(badCourse.body).toEqual({ errors: { name: ["is required"], cla_course_id: ["is invalid"] } });
      const mismatch = await post(body(a, { cla_cohort_id: s.w.cohortB }));
      expect(mismatch).toMatchObject({
        status: 422,
        body: { errors: { cla_cohort_id: ["must match the course's cohort"] } },
      });
      // "" and null in the optional cohort mean "not sent": derived.
      expect((await post(body(a, { cla_cohort_id: "" }))).status).toBe(201);
      expect((await post(body(a, { cla_cohort_id: null }))).status).toBe(201);
    });

    it("authorization: 401 anonymous, 403 for students (before the wrapper check), 400 without the wrapper", async () => {
      const { a } = await courses();
      expect(await s.t.request("POST", path, { json: body(a) })).toMatchObject({ status: 401 });
      for (const token of [s.w.studentA.token, s.w.studentB.token]) {
        expect(await s.t.request("POST", path, { token, json: {} })).toMatchObject({
          status: 403,
          body: { error: API_ERRORS.noPermission },
        });
      }
      expect(
        await s.t.request("POST", path, { token: s.w.facilitator.token, json: { item: {} } }),
      ).toMatchObject({
        status: 400,
        body: { error: `Request body must contain a "${info.wrapper}" object.` },
      });
    });

    it("bad-input sweep: every malformed body is a 4xx and changes nothing", async () => {
      const { a } = await courses();
      const cases = malformedBodies(body(a, { cla_cohort_id: s.w.cohortA }), {
        wrapper: info.wrapper,
        textFields: ["name", "description"],
      });
      expect(cases.length).toBeGreaterThanOrEqual(20);
      await expectRejectedUnchanged(s.t, "POST", path, s.w.facilitator.token, cases);
    });
  });

  describe(`PUT ${info.path}/{id}`, () => {
    it("partial update; a move within the cohort takes the scores along", async () => {
      const { a, a2 } = await courses();
      const id = await insertItem(db(), kind, a, { name: "Old", due_date: "2025-02-01" });
      await insertScore(db(), kind, { itemId: id, studentId: s.w.studentA.id, course: a, score: 90 });
      const res = await s.t.request("PUT", `${path}/${id}`, {
        token: s.w.facilitator.token,
        json: {
          [info.wrapper]: { name: " New ", cla_course_id: a2.id.toUpperCase(), cla_cohort_id: s.w.cohortA },
        },
      });
      expect(res.status).toBe(200);
      expect(assessmentSchema.parse(res.body)).toMatchObject({
        id,
        name: "New",
        due_date: "2025-02-01",
        cla_course_id: a2.id,
        course_name: "Vision",
        student_score: null,
      });
      expect(res.body.updated_at > res.body.created_at).toBe(true);
      const stored = await db()
        .select({ course: scores.course })
        .from(scores.table)
        .where(eq(scores.item, id));
      expect(stored).toEqual([{ course: a2.id }]);
    });

    it("422: another cohort's course, a mismatched cohort, null for a required field; 404; 403", async () => {
      const { a, b } = await courses();
      const id = await insertItem(db(), kind, a);
      const put = (inner: Record<string, unknown>, token = s.w.facilitator.token, target = id) =>
        s.t.request("PUT", `${path}/${target}`, { token, json: { [info.wrapper]: inner } });
      expect(await put({ cla_course_id: b.id })).toMatchObject({
        status: 422,
        body: { errors: { cla_course_id: ["must belong to the same cohort"] } },
      });
      expect(await put({ cla_cohort_id: s.w.cohortB })).toMatchObject({
        status: 422,
        body: { errors: { cla_cohort_id: ["must match the course's cohort"] } },
      });
      expect(await put({ name: null, description: "  ", due_date: "tomorrow" })).toMatchObject({
        status: 422,
        body: {
          errors: {
            name: ["is required"],
            description: ["is required"],
            due_date: ["must be a valid date (YYYY-MM-DD)"],
          },
        },
      });
      expect(
        await put({ name: "x" }, s.w.facilitator.token, "00000000-0000-4000-8000-000000000000"),
      ).toMatchObject({
        status: 404,
        body: notFound,
      });
      expect(await put({ name: "x" }, s.w.studentA.token)).toMatchObject({
        status: 403,
        body: { error: API_ERRORS.noPermission },
      });
      expect((await s.t.request("PUT", `${path}/${id}`, { json: { [info.wrapper]: {} } })).status).toBe(401);
      // the wrapper (step 7) is checked before the record (step 8)
      expect(
        await s.t.request("PUT", `${path}/nope`, { token: s.w.facilitator.token, json: {} }),
      ).toMatchObject({
        status: 400,
      });
    });

    it("bad-input sweep: every malformed body is a 4xx and changes nothing", async () => {
      const { a } = await courses();
      const id = await insertItem(db(), kind, a);
      const cases = malformedBodies(body(a, { cla_cohort_id: s.w.cohortA }), {
        wrapper: info.wrapper,
        textFields: ["name", "description"],
        partial: true,
      });
      expect(cases.length).toBeGreaterThanOrEqual(20);
      await expectRejectedUnchanged(s.t, "PUT", `${path}/${id}`, s.w.facilitator.token, cases);
    });
  });

  describe(`DELETE ${info.path}/{id}`, () => {
    it("deletes the item and its scores; 404 afterwards; students 403", async () => {
      const { a } = await courses();
      const id = await insertItem(db(), kind, a);
      await insertScore(db(), kind, { itemId: id, studentId: s.w.studentA.id, course: a, score: 50 });
      const url = `${path}/${id}`;
      expect(await s.t.request("DELETE", url, { token: s.w.studentA.token })).toMatchObject({ status: 403 });
      expect((await s.t.request("DELETE", url)).status).toBe(401);
      expect(await s.t.request("DELETE", url, { token: s.w.facilitator.token })).toMatchObject({
        status: 200,
        body: { message: info.deleteMessage },
      });
      expect(await s.t.count(getTableName(scores.table))).toBe(0);
      expect(await s.t.request("DELETE", url, { token: s.w.facilitator.token })).toMatchObject({
        status: 404,
        body: notFound,
      });
    });
  });
});
