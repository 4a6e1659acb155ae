/** docs/api.md §6.7 live classes: filter_id by form, starts_at, today_classes, CRUD, the course-change rule, §4. */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { API_ERRORS, liveClassSchema, todayClassesResponseSchema } from "@cla/domain";
import { schema } from "../../db/index.ts";
import { insertAttendance, insertCourse, insertLiveClass } from "../../test/academy-rows.ts";
import { expectRejectedUnchanged, malformedBodies } from "../../test/bad-bodies.ts";
import { insertStaff, routeSuite } from "../../test/harness.ts";

const s = routeSuite();
const path = "/api/v1/cla_live_classes";
const NOW = new Date("2025-03-10T12:00:00.000Z"); // today = 2025-03-10 in UTC (the default zone)
const db = () => s.t.database.db;
const get = (url: string, token?: string) => s.t.request("GET", url, token ? { token } : {});
const ids = (body: { id: string }[]) => body.map((c) => c.id);

async function academy() {
  s.t.setNow(NOW);
  const a = await insertCourse(db(), { cohortId: s.w.cohortA, name: "Foundations" });
  const a2 = await insertCourse(db(), { cohortId: s.w.cohortA, name: "Vision" });
  const b = await insertCourse(db(), { cohortId: s.w.cohortB, name: "Stewardship" });
  const byFacilitator = await insertLiveClass(db(), a, {
    name: "Week 2",
    date: "2025-03-12",
    time: "09:30",
    createdBy: s.w.facilitator.id,
  });
  const early = await insertLiveClass(db(), a2, { name: "week 1", date: "2025-03-03", time: "18:00" });
  const sameTimeB = await insertLiveClass(db(), a, { name: "Beta", date: "2025-03-12", time: "18:00" });
  const sameTimeA = await insertLiveClass(db(), a2, { name: "alpha", date: "2025-03-12", time: "18:00" });
  const other = await insertLiveClass(db(), b, { name: "Budgets", date: "2025-03-10", time: "17:00" });
  return { a, a2, b, byFacilitator, early, sameTimeA, sameTimeB, other };
}

const classBody = (courseId: string, overrides: Record<string, unknown> = {}) => ({
  cla_live_class: {
    name: "Receiving vision",
    date: "2025-03-14",
    time: "18:30",
    duration: "90",
    zoom_link: "https://zoom.us/j/123456789?pwd=abc",
    cla_course_id: courseId,
    ...overrides,
  },
});

describe("GET /cla_live_classes", () => {
  it("without filter_id: a facilitator gets every class, a student their cohort's; order date, time, name, id", async () => {
    const x = await academy();
    const all = await get(path, s.w.facilitator.token);
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual([x.early, x.other, x.byFacilitator, x.sameTimeA, x.sameTimeB]);
    for (const liveClass of all.body) liveClassSchema.parse(liveClass);
    expect(ids((await get(path, s.w.studentA.token)).body)).toEqual([
      x.early,
      x.byFacilitator,
      x.sameTimeA,
      x.sameTimeB,
    ]);
    expect(ids((await get(path, s.w.studentB.token)).body)).toEqual([x.other]);
    expect((await get(path)).status).toBe(401);
  });

  it("the LiveClass object: HH:MM time, starts_at (UTC zone here), course_name, cla_cohort_end_date", async () => {
    const x = await academy();
    const res = await get(`${path}/${x.byFacilitator}`, s.w.studentA.token);
    expect(res.status).toBe(200);
    expect(liveClassSchema.parse(res.body)).toMatchObject({
      id: x.byFacilitator,
      name: "Week 2",
      date: "2025-03-12",
      time: "09:30",
      duration: 60,
      starts_at: "2025-03-12T09:30:00.000Z",
      zoom_link: "https://zoom.us/j/1234567890",
      cla_course_id: x.a.id,
      course_name: "Foundations",
      cla_cohort_id: s.w.cohortA,
      cla_cohort_end_date: "2099-12-18",
      cla_user_id: s.w.facilitator.id,
    });
  });

  it("filter_id by form: cohort number, course UUID, user CLA id", async () => {
    const x = await academy();
    const token = s.w.facilitator.token;
    const list = async (filter: string, who = token) =>
      ids((await get(`${path}?filter_id=${filter}`, who)).body);
    expect(await list(String(s.w.cohortB))).toEqual([x.other]);
    expect(await list(` ${s.w.cohortA} `)).toHaveLength(4);
    expect(await list(x.a2.id.toUpperCase())).toEqual([x.early, x.sameTimeA]);
    // a facilitator's created classes; a student's cohort classes (chosen)
    expect(await list(s.w.facilitator.id)).toEqual([x.byFacilitator]);
    expect(await list(s.w.studentB.id)).toEqual([x.other]);
    expect(await list(s.w.studentA.id.toLowerCase(), s.w.studentA.token)).toHaveLength(4);
    expect(await list(String(s.w.cohortA), s.w.studentA.token)).toHaveLength(4);
    expect(await list(x.a.id, s.w.studentA.token)).toEqual([x.byFacilitator, x.sameTimeB]);
    expect(await list("")).toHaveLength(5);
  });

  it("errors: 404 by form, 422 for anything else or a repeat, 403 beyond a student's reach", async () => {
    const x = await academy();
    const token = s.w.facilitator.token;
    const res = (filter: string, who = token) => get(`${path}?filter_id=${encodeURIComponent(filter)}`, who);
    for (const cohort of ["999", "0", "00"]) {
      expect(await res(cohort)).toMatchObject({ status: 404, body: { error: "Cohort not found" } });
    }
    expect(await res("00000000-0000-4000-8000-000000000000")).toMatchObject({
      status: 404,
      body: { error: "Course not found" },
    });
    expect(await res("CLA000000000000")).toMatchObject({ status: 404, body: { error: "User not found" } });
    for (const bad of ["abc", "-1", "1.5", "CLA123", "javascript:alert(1)", "'; DROP TABLE users; --"]) {
      expect(await res(bad), bad).toMatchObject({
        status: 422,
        body: { errors: { filter_id: ["must be a cohort id, user id or course id"] } },
      });
    }
    expect(await get(`${path}?filter_id=1&filter_id=2`, token)).toMatchObject({
      status: 422,
      body: { errors: { filter_id: ["is invalid"] } },
    });
    const scope = { status: 403, body: { error: API_ERRORS.noAccess } };
    expect(await res(String(s.w.cohortB), s.w.studentA.token)).toMatchObject(scope);
    expect(await res(x.b.id, s.w.studentA.token)).toMatchObject(scope);
    expect(await res(s.w.facilitator.id, s.w.studentA.token)).toMatchObject(scope);
    expect(await res(s.w.studentB.id, s.w.studentA.token)).toMatchObject(scope);
    // 404 (step 8) before scope (step 9)
    expect(await res("CLA000000000000", s.w.studentA.token)).toMatchObject({ status: 404 });
  });
});

describe("GET /cla_live_classes/today_classes", () => {
  it("every cohort's classes dated today, enveloped; `message` only when there are none", async () => {
    const x = await academy();
    const today = await insertLiveClass(db(), x.a, {
      name: "Strategy workshop",
      date: "2025-03-10",
      time: "18:00",
    });
    const res = await get(`${path}/today_classes`, s.w.facilitator.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["live_classes"]);
    expect(ids(todayClassesResponseSchema.parse(res.body).live_classes)).toEqual([x.other, today]);
    s.t.setNow(new Date("2025-03-11T12:00:00.000Z"));
    expect((await get(`${path}/today_classes/`, s.w.facilitator.token)).body).toEqual({
      live_classes: [],
      message: "No live classes scheduled for today.",
    });
    expect(await get(`${path}/today_classes`, s.w.studentA.token)).toMatchObject({
      status: 403,
      body: { error: API_ERRORS.noPermission },
    });
    expect((await get(`${path}/today_classes`)).status).toBe(401);
    // the static segment is not a class id, and has no other method
    for (const method of ["PUT", "DELETE", "POST"]) {
      expect(
        await s.t.request(method, `${path}/today_classes`, { token: s.w.facilitator.token, json: {} }),
      ).toMatchObject({
        status: 404,
        body: { error: "Not found" },
      });
    }
  });
});

describe("GET /cla_live_classes/{id}", () => {
  it("scope and 404", async () => {
    const x = await academy();
    expect(await get(`${path}/${x.other}`, s.w.studentA.token)).toMatchObject({
      status: 403,
      body: { error: API_ERRORS.noAccess },
    });
    expect((await get(`${path}/${x.other}`, s.w.studentB.token)).status).toBe(200);
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      expect(await get(`${path}/${id}`, s.w.facilitator.token)).toMatchObject({
        status: 404,
        body: { error: "Live class not found" },
      });
    }
    expect((await get(`${path}/${x.other}`)).status).toBe(401);
  });
});

describe("POST /cla_live_classes", () => {
  it("201; cohort derived, creator server-set, past dates allowed, hostile text verbatim", async () => {
    const x = await academy();
    const name = `  <script>alert(1)</script> Q&A "live" ünïcödé  `;
    const res = await s.t.request("POST", path, {
      token: s.w.facilitator.token,
      json: classBody(x.a.id, {
        name,
        date: "2024-01-01",
        cla_cohort_id: s.w.cohortA,
        cla_user_id: s.w.studentA.id,
        starts_at: "x",
      }),
    });
    expect(res.status).toBe(201);
    expect(liveClassSchema.parse(res.body)).toMatchObject({
      name: name.trim(),
      date: "2024-01-01",
      time: "18:30",
      duration: 90,
      starts_at: "2024-01-01T18:30:00.000Z",
      zoom_link: "https://zoom.us/j/123456789?pwd=abc",
      cla_course_id: x.a.id,
      course_name: "Foundations",
      cla_cohort_id: s.w.cohortA,
      cla_user_id: s.w.facilitator.id,
    });
  });

  it("javascript:, data: and other schemes are refused as zoom links; every field error together", async () => {
    const x = await academy();
    const post = (json: unknown) => s.t.request("POST", path, { token: s.w.facilitator.token, json });
    for (const zoom of [
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      "data:text/html,<script>x</script>",
      "ftp://zoom.us/j/1",
      "zoom.us/j/1",
      "https://",
    ]) {
      expect(await post(classBody(x.a.id, { zoom_link: zoom })), zoom).toMatchObject({
        status: 422,
        body: { errors: { zoom_link: ["must be an http or https URL"] } },
      });
    }
    expect(
      await post(
        classBody("00000000-0000-4000-8000-000000000000", { time: "24:00", duration: 0, date: "2025-02-29" }),
      ),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          cla_course_id: ["does not exist"],
          time: ["must be a valid time (HH:MM)"],
          duration: ["must be a whole number from 1 to 1440"],
          date: ["must be a valid date (YYYY-MM-DD)"],
        },
      },
    });
    expect(await post(classBody(x.a.id, { cla_cohort_id: s.w.cohortB }))).toMatchObject({
      status: 422,
      body: { errors: { cla_cohort_id: ["must match the course's cohort"] } },
    });
    expect(await post({ cla_live_class: {} })).toMatchObject({
      status: 422,
      body: {
        errors: {
          name: ["is required"],
          date: ["is required"],
          time: ["is required"],
          duration: ["is required"],
          zoom_link: ["is required"],
          cla_course_id: ["is required"],
        },
      },
    });
    expect(await post({})).toMatchObject({
      status: 400,
      body: { error: 'Request body must contain a "cla_live_class" object.' },
    });
    expect(await s.t.count("live_classes")).toBe(5);
  });

  it("authorization: 401 anonymous, 403 students", async () => {
    const x = await academy();
    expect((await s.t.request("POST", path, { json: classBody(x.a.id) })).status).toBe(401);
    expect(
      await s.t.request("POST", path, { token: s.w.studentA.token, json: classBody(x.a.id) }),
    ).toMatchObject({
      status: 403,
      body: { error: API_ERRORS.noPermission },
    });
  });

  it("bad-input sweep: every malformed body is a 4xx and changes nothing", async () => {
    const x = await academy();
    const cases = malformedBodies(classBody(x.a.id, { cla_cohort_id: s.w.cohortA }), {
      wrapper: "cla_live_class",
      textFields: ["name"],
    });
    expect(cases.length).toBeGreaterThanOrEqual(20);
    await expectRejectedUnchanged(s.t, "POST", path, s.w.facilitator.token, cases);
  });
});

describe("PUT /cla_live_classes/{id}", () => {
  it("partial; a move to another course of the cohort takes the attendance along", async () => {
    const x = await academy();
    await insertAttendance(db(), {
      liveClassId: x.early,
      studentId: s.w.studentA.id,
      course: x.a2,
      present: true,
    });
    const res = await s.t.request("PUT", `${path}/${x.early}`, {
      token: s.w.facilitator.token,
      json: { cla_live_class: { time: "07:05", cla_course_id: x.a.id } },
    });
    expect(res.status).toBe(200);
    expect(liveClassSchema.parse(res.body)).toMatchObject({
      name: "week 1",
      date: "2025-03-03",
      time: "07:05",
      starts_at: "2025-03-03T07:05:00.000Z",
      cla_course_id: x.a.id,
      course_name: "Foundations",
    });
    const marks = await db()
      .select()
      .from(schema.attendances)
      .where(eq(schema.attendances.cla_live_class_id, x.early));
    expect(marks.map((m) => m.cla_course_id)).toEqual([x.a.id]);
  });

  it("422 another cohort's course or a javascript: link; 404; 403", async () => {
    const x = await academy();
    const put = (id: string, inner: Record<string, unknown>, token = s.w.facilitator.token) =>
      s.t.request("PUT", `${path}/${id}`, { token, json: { cla_live_class: inner } });
    expect(await put(x.early, { cla_course_id: x.b.id, zoom_link: "javascript:alert(1)" })).toMatchObject({
      status: 422,
      body: {
        errors: {
          cla_course_id: ["must belong to the same cohort"],
          zoom_link: ["must be an http or https URL"],
        },
      },
    });
    expect(await put(x.early, { duration: null })).toMatchObject({
      status: 422,
      body: { errors: { duration: ["is required"] } },
    });
    expect(await put("00000000-0000-4000-8000-000000000000", { name: "x" })).toMatchObject({
      status: 404,
      body: { error: "Live class not found" },
    });
    expect(await put(x.early, { name: "x" }, s.w.studentA.token)).toMatchObject({ status: 403 });
  });

  it("bad-input sweep: every malformed body is a 4xx and changes nothing", async () => {
    const x = await academy();
    const cases = malformedBodies(classBody(x.a.id), {
      wrapper: "cla_live_class",
      textFields: ["name"],
      partial: true,
    });
    await expectRejectedUnchanged(s.t, "PUT", `${path}/${x.early}`, s.w.facilitator.token, cases);
  });
});

describe("DELETE /cla_live_classes/{id}", () => {
  it("deletes the class with its attendance", async () => {
    const x = await academy();
    await insertAttendance(db(), {
      liveClassId: x.early,
      studentId: s.w.studentA.id,
      course: x.a2,
      present: false,
    });
    expect(await s.t.request("DELETE", `${path}/${x.early}`, { token: s.w.studentA.token })).toMatchObject({
      status: 403,
    });
    expect(await s.t.request("DELETE", `${path}/${x.early}`, { token: s.w.facilitator.token })).toMatchObject(
      {
        status: 200,
        body: { message: "Live class deleted successfully" },
      },
    );
    expect(await s.t.count("attendances")).toBe(0);
    expect((await s.t.request("DELETE", `${path}/${x.early}`, { token: s.w.facilitator.token })).status).toBe(
      404,
    );
  });
});

describe("filter_id naming a facilitator", () => {
  it("who created no class gives [], whatever their informative cohort", async () => {
    await academy();
    const other = await insertStaff(s.t, "facilitator", "New Facilitator", "nf@example.org", s.w.cohortA);
    expect((await get(`${path}?filter_id=${other.id}`, s.w.facilitator.token)).body).toEqual([]);
  });
});
