/** docs/api.md §6.7 attendance: missing_attendance and POST cla_attendances (exactly once, not in the future), §4. */
import { describe, expect, it } from "vitest";
import { API_ERRORS, attendanceSchema, missingAttendanceResponseSchema } from "@cla/domain";
import { insertAttendance, insertCourse, insertLiveClass } from "../../test/academy-rows.ts";
import { expectRejectedUnchanged, expectWriteGuards, malformedBodies } from "../../test/bad-bodies.ts";
import { insertStaff, insertStudent, routeSuite } from "../../test/harness.ts";

const s = routeSuite();
const db = () => s.t.database.db;
const NOW = new Date("2025-03-10T23:30:00.000Z"); // today = 2025-03-10 (UTC)

async function academy() {
  s.t.setNow(NOW);
  const course = await insertCourse(db(), { cohortId: s.w.cohortA });
  const past = await insertLiveClass(db(), course, { date: "2025-03-03" });
  const today = await insertLiveClass(db(), course, { date: "2025-03-10", time: "23:59" });
  const tomorrow = await insertLiveClass(db(), course, { date: "2025-03-11", time: "00:00" });
  return { course, past, today, tomorrow };
}

describe("GET /cla_attendances/missing_attendance", () => {
  const url = "/api/v1/cla_attendances/missing_attendance";
  const get = (query: string, token = s.w.facilitator.token) =>
    s.t.request("GET", `${url}${query}`, { token });

  it("the students of the class's cohort without a mark, id and name only, in people order", async () => {
    const x = await academy();
    const cy = await insertStudent(s.t, "cy Ade", "cy@example.org", s.w.cohortA);
    const bo = await insertStudent(s.t, "Bo Ike", "bo@example.org", s.w.cohortA);
    // a facilitator with the cohort set is not a student
    await insertStaff(s.t, "facilitator", "Aaron Facilitator", "af@example.org", s.w.cohortA);
    await insertAttendance(db(), { liveClassId: x.past, studentId: bo.id, course: x.course, present: false });
    const res = await get(`?cla_live_class_id=${x.past}`);
    expect(res.status).toBe(200);
    expect(missingAttendanceResponseSchema.parse(res.body)).toEqual({
      missing_users: [
        { id: s.w.studentA.id, name: "Ada Obi" },
        { id: cy.id, name: "cy Ade" },
      ],
    });
    expect(
      (await get(`?cla_live_class_id=${x.past.toUpperCase()}&cla_cohort_id=${s.w.cohortA}`)).body,
    ).toEqual(res.body);
  });

  it("errors: 422 is required / must match the live class's cohort, 404 class or cohort, 403, 401", async () => {
    const x = await academy();
    expect(await get("")).toMatchObject({
      status: 422,
      body: { errors: { cla_live_class_id: ["is required"] } },
    });
    for (const id of ["00000000-0000-4000-8000-000000000000", "x"]) {
      expect(await get(`?cla_live_class_id=${id}`)).toMatchObject({
        status: 404,
        body: { error: "Live class not found" },
      });
    }
    expect(await get(`?cla_live_class_id=${x.past}&cla_cohort_id=999`)).toMatchObject({
      status: 404,
      body: { error: "Cohort not found" },
    });
    expect(await get(`?cla_live_class_id=${x.past}&cla_cohort_id=${s.w.cohortB}`)).toMatchObject({
      status: 422,
      body: { errors: { cla_cohort_id: ["must match the live class's cohort"] } },
    });
    expect(await get(`?cla_live_class_id=${x.past}`, s.w.studentA.token)).toMatchObject({
      status: 403,
      body: { error: API_ERRORS.noPermission },
    });
    expect((await s.t.request("GET", `${url}?cla_live_class_id=${x.past}`)).status).toBe(401);
  });
});

describe("POST /cla_attendances", () => {
  const path = "/api/v1/cla_attendances";
  const post = (inner: Record<string, unknown>, token = s.w.facilitator.token) =>
    s.t.request("POST", path, { token, json: { cla_attendance: inner } });

  it("201 with server-set facilitator, cohort and course; classes of today count as taken place", async () => {
    const x = await academy();
    const res = await post({
      cla_live_class_id: x.today,
      cla_user_id: s.w.studentA.id,
      present: true,
      cla_facilitator_id: s.w.studentB.id,
      cla_cohort_id: s.w.cohortB,
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual([
      "id",
      "cla_live_class_id",
      "cla_user_id",
      "cla_facilitator_id",
      "cla_cohort_id",
      "cla_course_id",
      "present",
      "created_at",
    ]);
    expect(attendanceSchema.parse(res.body)).toMatchObject({
      cla_live_class_id: x.today,
      cla_user_id: s.w.studentA.id,
      cla_facilitator_id: s.w.facilitator.id,
      cla_cohort_id: s.w.cohortA,
      cla_course_id: x.course.id,
      present: true,
    });
    expect(
      (await post({ cla_live_class_id: x.past, cla_user_id: s.w.studentA.id, present: false })).body.present,
    ).toBe(false);
    // no mail for attendance
    expect(await s.t.count("email_outbox")).toBe(0);
  });

  it("exactly once: a second mark is 409 and changes nothing", async () => {
    const x = await academy();
    expect(
      (await post({ cla_live_class_id: x.past, cla_user_id: s.w.studentA.id, present: true })).status,
    ).toBe(201);
    expect(
      await post({ cla_live_class_id: x.past, cla_user_id: s.w.studentA.id, present: false }),
    ).toMatchObject({
      status: 409,
      body: { error: API_ERRORS.attendanceAlreadyMarked },
    });
    expect(await s.t.count("attendances")).toBe(1);
  });

  it("422: has not taken place yet, does not exist, must be a student of this cohort, booleans only", async () => {
    const x = await academy();
    expect(
      await post({ cla_live_class_id: x.tomorrow, cla_user_id: s.w.studentB.id, present: "true" }),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          cla_live_class_id: ["has not taken place yet"],
          cla_user_id: ["must be a student of this cohort"],
          present: ["must be true or false"],
        },
      },
    });
    expect(
      await post({
        cla_live_class_id: "00000000-0000-4000-8000-000000000000",
        cla_user_id: "CLA000000000000",
        present: 1,
      }),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          cla_live_class_id: ["does not exist"],
          cla_user_id: ["does not exist"],
          present: ["must be true or false"],
        },
      },
    });
    expect(
      await post({ cla_live_class_id: x.past, cla_user_id: s.w.facilitator.id, present: null }),
    ).toMatchObject({
      status: 422,
      body: { errors: { cla_user_id: ["must be a student of this cohort"], present: ["is required"] } },
    });
    expect(await post({})).toMatchObject({
      status: 422,
      body: {
        errors: {
          cla_live_class_id: ["is required"],
          cla_user_id: ["is required"],
          present: ["is required"],
        },
      },
    });
    expect(await s.t.count("attendances")).toBe(0);
  });

  it("authorization: 401, 403 for students, 400 without the wrapper", async () => {
    const x = await academy();
    const inner = { cla_live_class_id: x.past, cla_user_id: s.w.studentA.id, present: true };
    const tokens = { student: s.w.studentA.token, facilitator: s.w.facilitator.token };
    await expectWriteGuards(s.t, path, tokens, "cla_attendance", inner);
  });

  it("bad-input sweep: every malformed body is a 4xx and changes nothing", async () => {
    const x = await academy();
    const cases = malformedBodies(
      { cla_attendance: { cla_live_class_id: x.past, cla_user_id: s.w.studentA.id, present: true } },
      { wrapper: "cla_attendance", textFields: [] },
    );
    expect(cases.length).toBeGreaterThanOrEqual(20);
    await expectRejectedUnchanged(s.t, "POST", path, s.w.facilitator.token, cases);
  });
});
