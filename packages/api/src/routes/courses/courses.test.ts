/** docs/api.md §6.3 Courses, §7.1 locked, §7.3 counts, and the authorization rows of §4. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { addDays, API_ERRORS, courseSchema, todayIn } from "@cla/domain";
import { schema } from "../../db/index.ts";
import { courseBody as validCourse } from "../../test/academy-rows.ts";
import { insertStaff, insertWorld, startTestApp, type TestApp, type World } from "../../test/harness.ts";

let t: TestApp;
let w: World;
let today: string;

beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
beforeEach(async () => {
  await t.reset();
  w = await insertWorld(t);
  today = todayIn("UTC", new Date());
});
afterAll(() => t.close());

const post = (token: string, course: Record<string, unknown>) =>
  t.request("POST", "/api/v1/cla_courses", { token, json: { cla_course: course } });

/** A valid course of cohort A (academy-rows.ts), with `overrides`. */
function courseBody(overrides: Record<string, unknown> = {}) {
  return validCourse(w.cohortA, today, overrides);
}

async function create(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await post(w.facilitator.token, courseBody(overrides));
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe("GET /cla_courses", () => {
  it("facilitators get every course in the course order; students only their cohort's", async () => {
    const b = await create({ name: "Beta", cla_cohort_id: w.cohortB, start_date: addDays(today, -10) });
    const a2 = await create({ name: "alpha", start_date: addDays(today, -10) });
    const early = await create({ name: "Zeta", start_date: addDays(today, -20) });
    const facilitator = await t.request("GET", "/api/v1/cla_courses", { token: w.facilitator.token });
    expect(facilitator.status).toBe(200);
    // start_date, then name with the collator (case-insensitive), then id
    expect(facilitator.body.map((c: { id: string }) => c.id)).toEqual([early, a2, b]);
    for (const course of facilitator.body) courseSchema.parse(course);
    const student = await t.request("GET", "/api/v1/cla_courses", { token: w.studentA.token });
    expect(student.body.map((c: { id: string }) => c.id)).toEqual([early, a2]);
    const other = await t.request("GET", "/api/v1/cla_courses", { token: w.studentB.token });
    expect(other.body.map((c: { id: string }) => c.id)).toEqual([b]);
    expect((await t.request("GET", "/api/v1/cla_courses")).status).toBe(401);
  });

  it("filters by cohort (cla_cohort_id or its alias cohort_id) and by creator, combined with AND", async () => {
    const other = await insertStaff(t, "facilitator", "Second Facilitator", "f2@example.org");
    const a = await create({ name: "A1" });
    const b = await create({ name: "B1", cla_cohort_id: w.cohortB });
    const mine = await post(other.token, courseBody({ name: "A2" }));
    const get = (query: string, token = w.facilitator.token) =>
      t.request("GET", `/api/v1/cla_courses${query}`, { token });
    const ids = async (query: string, token?: string) =>
      (await get(query, token)).body.map((c: { id: string }) => c.id);
    expect(await ids(`?cla_cohort_id=${w.cohortB}`)).toEqual([b]);
    expect(await ids(`?cohort_id=${w.cohortB}`)).toEqual([b]);
    expect(await ids(`?cla_cohort_id=${w.cohortA}&cohort_id=0${w.cohortA}`)).toEqual([a, mine.body.id]);
    expect(await ids(`?cla_user_id=${other.id}`)).toEqual([mine.body.id]);
    expect(await ids(`?cla_user_id=${w.facilitator.id}&cla_cohort_id=${w.cohortB}`)).toEqual([b]);
    expect(await ids(`?cla_cohort_id=&cla_user_id=`)).toHaveLength(3);
    expect(await ids(`?cohort_id=${w.cohortA}`, w.studentA.token)).toHaveLength(2);
  });

  it("404 for an unknown or malformed cohort or user; 422 for conflicting aliases or repeats", async () => {
    const get = (query: string) =>
      t.request("GET", `/api/v1/cla_courses${query}`, { token: w.facilitator.token });
    for (const query of ["?cla_cohort_id=999", "?cla_cohort_id=abc", "?cohort_id=0"]) {
      expect((await get(query)).body).toEqual({ error: "Cohort not found" });
    }
    expect((await get("?cla_user_id=CLA000000000000")).body).toEqual({ error: "User not found" });
    expect((await get("?cla_user_id=nope")).status).toBe(404);
    const conflict = await get(`?cla_cohort_id=${w.cohortA}&cohort_id=${w.cohortB}`);
    expect(conflict.status).toBe(422);
    expect(conflict.body).toEqual({ errors: { cohort_id: ["is invalid"] } });
    const repeated = await get(`?cla_cohort_id=${w.cohortA}&cla_cohort_id=${w.cohortA}`);
    expect(repeated.body).toEqual({ errors: { cla_cohort_id: ["is invalid"] } });
  });

  it("a student naming another cohort or using cla_user_id gets 403, never an empty list", async () => {
    const res = await t.request("GET", `/api/v1/cla_courses?cla_cohort_id=${w.cohortB}`, {
      token: w.studentA.token,
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: "You do not have access to this data." });
    const byUser = await t.request("GET", `/api/v1/cla_courses?cla_user_id=${w.facilitator.id}`, {
      token: w.studentA.token,
    });
    expect(byUser.status).toBe(403);
  });

  it("locked is true only for students and only before start_date; counts follow §7.3", async () => {
    const future = await create({
      name: "Future",
      start_date: addDays(today, 1),
      end_date: addDays(today, 9),
    });
    const open = await create({ name: "Open", start_date: today, end_date: addDays(today, 9) });
    const student = await t.request("GET", "/api/v1/cla_courses", { token: w.studentA.token });
    const byId = (list: { id: string; locked: boolean }[], id: string) => list.find((c) => c.id === id)!;
    expect(byId(student.body, future).locked).toBe(true);
    expect(byId(student.body, open).locked).toBe(false);
    const facilitator = await t.request("GET", `/api/v1/cla_courses/${future}`, {
      token: w.facilitator.token,
    });
    expect(facilitator.body.locked).toBe(false);
    // the advisory lock still serves the course to its students
    const single = await t.request("GET", `/api/v1/cla_courses/${future}`, { token: w.studentA.token });
    expect(single.body.locked).toBe(true);

    const db = t.database.db;
    await db.insert(schema.topics).values([
      { cla_course_id: open, name: "T1", description: "d" },
      { cla_course_id: open, name: "T2", description: "d" },
    ]);
    const item = { cla_course_id: open, cla_cohort_id: w.cohortA, description: "d", due_date: today };
    await db.insert(schema.assignments).values([
      { ...item, name: "A1" },
      { ...item, name: "A2" },
    ]);
    await db.insert(schema.contributions).values({ ...item, name: "K1" });
    await db.insert(schema.cbts).values({ ...item, name: "C1" });
    const live = {
      cla_course_id: open,
      cla_cohort_id: w.cohortA,
      time: "10:00",
      duration: 60,
      zoom_link: "https://zoom.us/j/1",
    };
    await db.insert(schema.live_classes).values([
      { ...live, name: "past", date: addDays(today, -1) },
      { ...live, name: "today", date: today },
      { ...live, name: "next", date: addDays(today, 5) },
    ]);
    const res = await t.request("GET", `/api/v1/cla_courses/${open}`, { token: w.studentA.token });
    expect(res.body).toMatchObject({ topics_count: 2, assignments_count: 2, pending_live_classes_count: 2 });
  });

  it("facilitator_name is the creator's; null once the creator is deleted", async () => {
    const id = await create();
    expect(
      (await t.request("GET", `/api/v1/cla_courses/${id}`, { token: w.studentA.token })).body,
    ).toMatchObject({
      cla_user_id: w.facilitator.id,
      facilitator_name: "Grace Facilitator",
    });
    await t.database.db.delete(schema.users).where(eq(schema.users.id, w.facilitator.id));
    const res = await t.request("GET", `/api/v1/cla_courses/${id}`, { token: w.studentA.token });
    expect(res.body).toMatchObject({ cla_user_id: null, facilitator_name: null });
  });
});

describe("GET /cla_courses/{id}", () => {
  it("200 bare Course for the cohort's students (any id case) and facilitators; 403 other cohort; 401 anonymous", async () => {
    const id = await create();
    const res = await t.request("GET", `/api/v1/cla_courses/${id.toUpperCase()}`, {
      token: w.studentA.token,
    });
    expect(res.status).toBe(200);
    expect(courseSchema.parse(res.body).id).toBe(id);
    expect((await t.request("GET", `/api/v1/cla_courses/${id}`, { token: w.facilitator.token })).status).toBe(
      200,
    );
    const other = await t.request("GET", `/api/v1/cla_courses/${id}`, { token: w.studentB.token });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ error: API_ERRORS.noAccess });
    expect((await t.request("GET", `/api/v1/cla_courses/${id}`)).status).toBe(401);
  });

  it("404 Course not found for unknown and malformed ids", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "abc", "1"]) {
      const res = await t.request("GET", `/api/v1/cla_courses/${id}`, { token: w.facilitator.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Course not found" });
    }
  });
});

describe("POST /cla_courses", () => {
  it("201 Course; the creator is the caller; read-only and unknown keys are ignored", async () => {
    const res = await post(w.facilitator.token, {
      ...courseBody({ name: "  Foundations  ", cla_cohort_id: String(w.cohortA) }),
      lecture_notes_url: "https://example.org/notes.pdf",
      lecture_video_url: "",
      additional_reading_url: null,
      cla_user_id: w.studentA.id,
      id: "00000000-0000-4000-8000-000000000000",
      locked: true,
      topics_count: 99,
      unknown: "x",
    });
    expect(res.status).toBe(201);
    const course = courseSchema.parse(res.body);
    expect(course).toMatchObject({
      name: "Foundations",
      cla_cohort_id: w.cohortA,
      cla_user_id: w.facilitator.id,
      facilitator_name: "Grace Facilitator",
      lecture_notes_url: "https://example.org/notes.pdf",
      lecture_video_url: null,
      additional_reading_url: null,
      locked: false,
      topics_count: 0,
      assignments_count: 0,
      pending_live_classes_count: 0,
    });
    expect(course.id).not.toBe("00000000-0000-4000-8000-000000000000");
    expect(course.created_at).toBe(course.updated_at);
  });

  it("422 with every field error, reference checks included", async () => {
    const res = await post(w.facilitator.token, {
      name: "",
      description: "x".repeat(20_001),
      cla_cohort_id: 999,
      start_date: "2025-02-30",
      end_date: "2025-01-01",
      lecture_notes_url: "javascript:alert(1)",
      lecture_video_url: "ftp://example.org/x",
      additional_reading_url: "data:text/html,hi",
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: {
        name: ["is required"],
        description: ["must be at most 20000 characters"],
        cla_cohort_id: ["does not exist"],
        start_date: ["must be a valid date (YYYY-MM-DD)"],
        lecture_notes_url: ["must be an http or https URL"],
        lecture_video_url: ["must be an http or https URL"],
        additional_reading_url: ["must be an http or https URL"],
      },
    });
    const dates = await post(
      w.facilitator.token,
      courseBody({ start_date: "2025-03-10", end_date: "2025-03-09" }),
    );
    expect(dates.body).toEqual({ errors: { end_date: ["must be on or after start_date"] } });
    const missing = await post(w.facilitator.token, {});
    expect(Object.keys(missing.body.errors).sort()).toEqual(
      ["cla_cohort_id", "description", "end_date", "name", "start_date"].sort(),
    );
    expect(await t.count("courses")).toBe(0);
  });

  it("409 for a name already used in the cohort, case-insensitively; other cohorts are fine", async () => {
    await create({ name: "Foundations" });
    const dup = await post(w.facilitator.token, courseBody({ name: "FOUNDATIONS" }));
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: "A course with this name already exists in this cohort." });
    expect(
      (await post(w.facilitator.token, courseBody({ name: "Foundations", cla_cohort_id: w.cohortB }))).status,
    ).toBe(201);
    // "Duplicate" in the portal is a plain POST with the name "Copy of …"
    expect((await post(w.facilitator.token, courseBody({ name: "Copy of Foundations" }))).status).toBe(201);
    expect(await t.count("courses")).toBe(3);
  });

  it("403 for students, 401 anonymous", async () => {
    const res = await post(w.studentA.token, courseBody());
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: API_ERRORS.noPermission });
    expect(
      (await t.request("POST", "/api/v1/cla_courses", { json: { cla_course: courseBody() } })).status,
    ).toBe(401);
  });
});

describe("PUT /cla_courses/{id}", () => {
  const put = (id: string, course: Record<string, unknown>, token = w.facilitator.token) =>
    t.request("PUT", `/api/v1/cla_courses/${id}`, { token, json: { cla_course: course } });

  it("updates only the keys sent and bumps updated_at", async () => {
    const id = await create({ lecture_notes_url: "https://example.org/a" });
    const before = (await t.request("GET", `/api/v1/cla_courses/${id}`, { token: w.facilitator.token })).body;
    const res = await put(id, {
      description: "New description",
      lecture_notes_url: null,
      cla_cohort_id: w.cohortA,
    });
    expect(res.status).toBe(200);
    const after = courseSchema.parse(res.body);
    expect(after).toMatchObject({
      name: before.name,
      description: "New description",
      lecture_notes_url: null,
    });
    expect(after.created_at).toBe(before.created_at);
    expect(Date.parse(after.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
    expect((await put(id, {})).status).toBe(200);
  });

  it("422: the cohort cannot change, null for a required field, and the stored date is compared", async () => {
    const id = await create({ start_date: "2025-03-01", end_date: "2025-03-31" });
    expect((await put(id, { cla_cohort_id: w.cohortB })).body).toEqual({
      errors: { cla_cohort_id: ["cannot be changed"] },
    });
    expect((await put(id, { name: null, description: "" })).body).toEqual({
      errors: { name: ["is required"], description: ["is required"] },
    });
    expect((await put(id, { start_date: "2025-04-01" })).body).toEqual({
      errors: { end_date: ["must be on or after start_date"] },
    });
    expect((await put(id, { end_date: "2025-02-28" })).body).toEqual({
      errors: { end_date: ["must be on or after start_date"] },
    });
    expect((await put(id, { start_date: "2025-03-31" })).status).toBe(200);
  });

  it("409 when renamed to another course's name in the cohort", async () => {
    await create({ name: "Taken" });
    const id = await create({ name: "Mine" });
    const res = await put(id, { name: "taken" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: API_ERRORS.courseNameTaken });
    expect((await put(id, { name: "MINE" })).status).toBe(200);
  });

  it("404 for unknown ids, 403 for students, 400 without the wrapper", async () => {
    const id = await create();
    expect((await put("00000000-0000-4000-8000-000000000000", {})).body).toEqual({
      error: "Course not found",
    });
    expect((await put(id, {}, w.studentA.token)).status).toBe(403);
    const noWrapper = await t.request("PUT", `/api/v1/cla_courses/${id}`, {
      token: w.facilitator.token,
      json: { name: "x" },
    });
    expect(noWrapper.body).toEqual({ error: 'Request body must contain a "cla_course" object.' });
  });
});

describe("DELETE /cla_courses/{id}", () => {
  it("deletes the course with its topics, assessments, scores, live classes and attendance", async () => {
    const id = await create();
    const keep = await create({ name: "Keep" });
    const db = t.database.db;
    await db.insert(schema.topics).values({ cla_course_id: id, name: "T", description: "d" });
    const item = {
      cla_course_id: id,
      cla_cohort_id: w.cohortA,
      name: "I",
      description: "d",
      due_date: today,
    };
    const [assignment] = await db.insert(schema.assignments).values(item).returning();
    const [contribution] = await db.insert(schema.contributions).values(item).returning();
    const [cbt] = await db.insert(schema.cbts).values(item).returning();
    const score = {
      cla_cohort_id: w.cohortA,
      cla_course_id: id,
      score: "80",
      cla_facilitator_id: w.facilitator.id,
    };
    await db
      .insert(schema.submissions)
      .values({ ...score, cla_assignment_id: assignment!.id, cla_student_id: w.studentA.id });
    await db
      .insert(schema.contribution_scores)
      .values({ ...score, cla_contribution_id: contribution!.id, cla_user_id: w.studentA.id });
    await db.insert(schema.cbt_scores).values({ ...score, cla_cbt_id: cbt!.id, cla_user_id: w.studentA.id });
    const [live] = await db
      .insert(schema.live_classes)
      .values({
        cla_course_id: id,
        cla_cohort_id: w.cohortA,
        name: "L",
        date: today,
        time: "10:00",
        duration: 60,
        zoom_link: "https://z.example",
      })
      .returning();
    await db.insert(schema.attendances).values({
      cla_live_class_id: live!.id,
      cla_user_id: w.studentA.id,
      cla_cohort_id: w.cohortA,
      cla_course_id: id,
      present: true,
    });

    expect((await t.request("DELETE", `/api/v1/cla_courses/${id}`, { token: w.studentA.token })).status).toBe(
      403,
    );
    const res = await t.request("DELETE", `/api/v1/cla_courses/${id}`, { token: w.facilitator.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Course deleted successfully" });
    for (const table of [
      "topics",
      "assignments",
      "contributions",
      "cbts",
      "submissions",
      "contribution_scores",
      "cbt_scores",
      "live_classes",
      "attendances",
    ]) {
      expect(await t.count(table), table).toBe(0);
    }
    expect(await t.count("courses")).toBe(1);
    expect(
      (await t.request("GET", `/api/v1/cla_courses/${keep}`, { token: w.facilitator.token })).status,
    ).toBe(200);
    const again = await t.request("DELETE", `/api/v1/cla_courses/${id}`, { token: w.facilitator.token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: "Course not found" });
    expect(await t.count("users")).toBe(4);
  });
});
