/**
 * docs/api.md §6.7 the register: GET and POST cla_attendances/register (many marks of one class in one
 * transaction, each written exactly once, concurrent saves included) and POST cla_live_classes/{id}/join
 * (who joined, shown and pre-selected by the register). On PostgreSQL (test:pg) the parallel saves race
 * between pool connections; PGlite's single connection serialises them.
 */
import { describe, expect, it } from "vitest";
import {
  API_ERRORS,
  FIELD_MESSAGES,
  liveClassJoinResponseSchema,
  registerResponseSchema,
  registerSaveResponseSchema,
  WRAPPERS,
} from "@cla/domain";
import { insertAttendance, insertCourse, insertLiveClass } from "../../test/academy-rows.ts";
import { expectRejectedUnchanged, expectWriteGuards, malformedBodies } from "../../test/bad-bodies.ts";
import { insertStaff, insertStudent, routeSuite, type TestUser } from "../../test/harness.ts";

const s = routeSuite();
const db = () => s.t.database.db;
// The academy's time zone is UTC in the tests: today is 2025-03-10, the class of today runs 18:00–19:00.
const NOW = new Date("2025-03-10T18:03:00.000Z");
const registerPath = "/api/v1/cla_attendances/register";

async function academy() {
  s.t.setNow(NOW);
  const course = await insertCourse(db(), { cohortId: s.w.cohortA });
  const today = await insertLiveClass(db(), course, { date: "2025-03-10", time: "18:00" });
  const tomorrow = await insertLiveClass(db(), course, { date: "2025-03-11", time: "18:00" });
  return { course, today, tomorrow };
}

/** `count` more students of cohort A, named so people order is their number order. */
async function students(count: number): Promise<TestUser[]> {
  const made: TestUser[] = [];
  for (let i = 0; i < count; i++) {
    const n = String(i).padStart(3, "0");
    made.push(await insertStudent(s.t, `Student ${n}`, `student${n}@example.org`, s.w.cohortA));
  }
  return made;
}

const save = (inner: Record<string, unknown>, token = s.w.facilitator.token) =>
  s.t.request("POST", registerPath, { token, json: { [WRAPPERS.attendanceRegister]: inner } });

const join = (classId: string, token = s.w.studentA.token) =>
  s.t.request("POST", `/api/v1/cla_live_classes/${classId}/join`, { token });

describe("POST /cla_attendances/register", () => {
  it("writes every mark in one save, server-set facilitator, cohort and course, in the order sent", async () => {
    const x = await academy();
    const [bo, cy] = await students(2);
    const res = await save({
      cla_live_class_id: x.today,
      marks: [
        { cla_user_id: cy!.id, present: false },
        { cla_user_id: s.w.studentA.id, present: true },
        { cla_user_id: bo!.id, present: true },
      ],
    });
    expect(res.status).toBe(200);
    const body = registerSaveResponseSchema.parse(res.body);
    expect(body.already_marked).toEqual([]);
    expect(body.marked.map((mark) => [mark.cla_user_id, mark.present])).toEqual([
      [cy!.id, false],
      [s.w.studentA.id, true],
      [bo!.id, true],
    ]);
    for (const mark of body.marked) {
      expect(mark).toMatchObject({
        cla_live_class_id: x.today,
        cla_facilitator_id: s.w.facilitator.id,
        cla_cohort_id: s.w.cohortA,
        cla_course_id: x.course.id,
      });
    }
    expect(await s.t.count("attendances")).toBe(3);
  });

  it("students marked before are answered with the standing mark, and the rest are still written", async () => {
    const x = await academy();
    const [bo] = await students(1);
    await insertAttendance(db(), {
      liveClassId: x.today,
      studentId: s.w.studentA.id,
      course: x.course,
      present: false,
    });
    const res = await save({
      cla_live_class_id: x.today,
      marks: [
        { cla_user_id: s.w.studentA.id, present: true },
        { cla_user_id: bo!.id, present: true },
      ],
    });
    expect(res.status).toBe(200);
    const body = registerSaveResponseSchema.parse(res.body);
    expect(body.marked.map((mark) => mark.cla_user_id)).toEqual([bo!.id]);
    // The earlier mark stands: final, not overwritten by this save's Present.
    expect(body.already_marked).toMatchObject([{ cla_user_id: s.w.studentA.id, present: false }]);
    expect(await s.t.count("attendances")).toBe(2);
    // A second save of the same register writes nothing.
    const again = await save({
      cla_live_class_id: x.today,
      marks: [{ cla_user_id: bo!.id, present: false }],
    });
    expect(registerSaveResponseSchema.parse(again.body)).toMatchObject({
      marked: [],
      already_marked: [{ cla_user_id: bo!.id, present: true }],
    });
    expect(await s.t.count("attendances")).toBe(2);
  });

  it("parallel saves of a class of 100 by two facilitators: each mark written exactly once", async () => {
    const x = await academy();
    const cohort = await students(99);
    const other = await insertStaff(s.t, "facilitator", "Second Facilitator", "f2@example.org");
    const marks = [s.w.studentA, ...cohort].map((student) => ({ cla_user_id: student.id, present: true }));
    const tokens = [s.w.facilitator.token, other.token];
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        save({ cla_live_class_id: x.today, marks: i % 2 ? [...marks].reverse() : marks }, tokens[i % 2]),
      ),
    );
    const bodies = responses.map((res) => {
      expect(res.status).toBe(200);
      return registerSaveResponseSchema.parse(res.body);
    });
    const written = bodies.flatMap((body) => body.marked.map((mark) => mark.cla_user_id));
    expect(written).toHaveLength(100);
    expect(new Set(written).size).toBe(100);
    for (const body of bodies) expect(body.marked.length + body.already_marked.length).toBe(100);
    expect(await s.t.count("attendances")).toBe(100);
  });

  it("422: every field error together, by mark and field; nothing is written", async () => {
    const x = await academy();
    const outsider = await insertStudent(s.t, "Other Cohort", "other@example.org", s.w.cohortB);
    expect(
      await save({
        cla_live_class_id: x.tomorrow,
        marks: [
          { cla_user_id: s.w.studentA.id, present: true },
          { cla_user_id: s.w.studentA.id, present: false },
          { cla_user_id: outsider.id, present: true },
          { cla_user_id: s.w.facilitator.id, present: true },
          { cla_user_id: "CLA000000000000", present: true },
        ],
      }),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          cla_live_class_id: [FIELD_MESSAGES.notTakenPlaceYet],
          "marks.1.cla_user_id": [FIELD_MESSAGES.duplicateInRegister],
          "marks.2.cla_user_id": [FIELD_MESSAGES.mustBeStudentOfCohort],
          "marks.3.cla_user_id": [FIELD_MESSAGES.mustBeStudentOfCohort],
          "marks.4.cla_user_id": [FIELD_MESSAGES.doesNotExist],
        },
      },
    });
    expect(
      await save({ cla_live_class_id: x.today, marks: [{ cla_user_id: s.w.studentA.id, present: "yes" }] }),
    ).toMatchObject({ status: 422, body: { errors: { "marks.0.present": [FIELD_MESSAGES.boolean] } } });
    for (const marks of [undefined, null, []]) {
      expect(await save({ cla_live_class_id: x.today, marks })).toMatchObject({
        status: 422,
        body: { errors: { marks: [FIELD_MESSAGES.required] } },
      });
    }
    const tooMany = Array.from({ length: 1001 }, () => ({ cla_user_id: s.w.studentA.id, present: true }));
    expect(await save({ cla_live_class_id: x.today, marks: tooMany })).toMatchObject({
      status: 422,
      body: { errors: { marks: [FIELD_MESSAGES.tooManyMarks] } },
    });
    expect(await save({})).toMatchObject({
      status: 422,
      body: { errors: { cla_live_class_id: [FIELD_MESSAGES.required], marks: [FIELD_MESSAGES.required] } },
    });
    expect(await s.t.count("attendances")).toBe(0);
  });

  it("authorization: 401, 403 for students, 400 without the wrapper", async () => {
    const x = await academy();
    const inner = { cla_live_class_id: x.today, marks: [{ cla_user_id: s.w.studentA.id, present: true }] };
    const tokens = { student: s.w.studentA.token, facilitator: s.w.facilitator.token };
    await expectWriteGuards(s.t, registerPath, tokens, WRAPPERS.attendanceRegister, inner);
  });

  it("bad-input sweep: every malformed body is a 4xx and changes nothing", async () => {
    const x = await academy();
    const cases = malformedBodies(
      {
        [WRAPPERS.attendanceRegister]: {
          cla_live_class_id: x.today,
          marks: [{ cla_user_id: s.w.studentA.id, present: true }],
        },
      },
      { wrapper: WRAPPERS.attendanceRegister, textFields: [] },
    );
    expect(cases.length).toBeGreaterThanOrEqual(20);
    await expectRejectedUnchanged(s.t, "POST", registerPath, s.w.facilitator.token, cases);
  });
});

describe("GET /cla_attendances/register", () => {
  const get = (query: string, token = s.w.facilitator.token) =>
    s.t.request("GET", `${registerPath}${query}`, { token });

  it("the students without a mark in people order, with the time each first joined", async () => {
    const x = await academy();
    const [bo, cy] = await students(2);
    await insertAttendance(db(), {
      liveClassId: x.today,
      studentId: bo!.id,
      course: x.course,
      present: true,
    });
    expect((await join(x.today, cy!.token)).status).toBe(200);
    const res = await get(`?cla_live_class_id=${x.today}`);
    expect(res.status).toBe(200);
    expect(registerResponseSchema.parse(res.body)).toEqual({
      students: [
        { id: s.w.studentA.id, name: "Ada Obi", joined_at: null },
        { id: cy!.id, name: "Student 001", joined_at: "2025-03-10T18:03:00.000Z" },
      ],
    });
  });

  it("errors as missing_attendance: 422, 404, 403 for students", async () => {
    const x = await academy();
    expect(await get("")).toMatchObject({
      status: 422,
      body: { errors: { cla_live_class_id: ["is required"] } },
    });
    expect(await get("?cla_live_class_id=x")).toMatchObject({
      status: 404,
      body: { error: "Live class not found" },
    });
    expect(await get(`?cla_live_class_id=${x.today}&cla_cohort_id=${s.w.cohortB}`)).toMatchObject({
      status: 422,
      body: { errors: { cla_cohort_id: [FIELD_MESSAGES.mustMatchLiveClassCohort] } },
    });
    expect(await get(`?cla_live_class_id=${x.today}`, s.w.studentA.token)).toMatchObject({
      status: 403,
      body: { error: API_ERRORS.noPermission },
    });
  });
});

describe("POST /cla_live_classes/{id}/join", () => {
  it("notes the first join while the class runs (from 15 minutes before to its end), never a mark", async () => {
    const x = await academy();
    s.t.setNow(new Date("2025-03-10T17:44:59.000Z"));
    expect(await join(x.today)).toMatchObject({ status: 200, body: { joined_at: null } });
    s.t.setNow(new Date("2025-03-10T17:45:00.000Z"));
    expect(liveClassJoinResponseSchema.parse((await join(x.today)).body)).toEqual({
      joined_at: "2025-03-10T17:45:00.000Z",
    });
    // A later join keeps the first time.
    s.t.setNow(new Date("2025-03-10T18:30:00.000Z"));
    expect((await join(x.today)).body).toEqual({ joined_at: "2025-03-10T17:45:00.000Z" });
    s.t.setNow(new Date("2025-03-10T19:00:00.000Z"));
    const [late] = await students(1);
    expect((await join(x.today, late!.token)).body).toEqual({ joined_at: null });
    expect(await s.t.count("live_class_joins")).toBe(1);
    expect(await s.t.count("attendances")).toBe(0);
  });

  it("errors: 404, 403 for another cohort's student and for facilitators, 401", async () => {
    const x = await academy();
    expect(await join("00000000-0000-4000-8000-000000000000")).toMatchObject({
      status: 404,
      body: { error: "Live class not found" },
    });
    expect(await join(x.today, s.w.studentB.token)).toMatchObject({
      status: 403,
      body: { error: API_ERRORS.noAccess },
    });
    expect((await join(x.today, s.w.facilitator.token)).status).toBe(403);
    expect((await s.t.request("POST", `/api/v1/cla_live_classes/${x.today}/join`)).status).toBe(401);
    expect(await s.t.count("live_class_joins")).toBe(0);
  });
});
