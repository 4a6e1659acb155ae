/**
 * docs/api.md §6.9 dashboards and the computed values of §7.2–7.3: the worked example of §7.2 (the shared
 * fixture), rounding halves away from zero on exact decimals, agreement with the domain's reference
 * implementation on generated data, "scores whose item belongs to C now", and the rows of §4.
 */
import { describe, expect, it } from "vitest";
import {
  API_ERRORS,
  coursePoints,
  courseStatsTotal,
  deskStatsSchema,
  studentDashboardStatsSchema,
  studentListItemSchema,
  type AssessmentKind,
  type CourseStats,
} from "@cla/domain";
import { workedExample } from "@cla/domain/fixtures";
import {
  insertAttendance,
  insertCourse,
  insertItem,
  insertLiveClass,
  insertScore,
  type CourseRef,
} from "../../test/academy-rows.ts";
import { insertCohort, insertStaff, insertStudent, routeSuite, type TestUser } from "../../test/harness.ts";

const s = routeSuite();
const db = () => s.t.database.db;
const url = "/api/v1/cla_dashboards";
const get = (path: string, token?: string) => s.t.request("GET", `${url}${path}`, token ? { token } : {});

/** Items of `kind` in `course` with the student's scores (null = not scored). */
async function scored(
  kind: AssessmentKind,
  course: CourseRef,
  student: TestUser,
  scores: readonly (number | null)[],
) {
  for (const score of scores) {
    const itemId = await insertItem(db(), kind, course);
    if (score !== null) await insertScore(db(), kind, { itemId, studentId: student.id, course, score });
  }
}

async function marked(course: CourseRef, student: TestUser, marks: readonly boolean[]) {
  for (const present of marks) {
    const liveClassId = await insertLiveClass(db(), course);
    await insertAttendance(db(), { liveClassId, studentId: student.id, course, present });
  }
}

/** Builds the worked example of docs/api.md §7.2 for `student` in a new course of their cohort. */
async function workedExampleCourse(student: TestUser, name = "Foundations"): Promise<CourseRef> {
  const course = await insertCourse(db(), { cohortId: student.cohortId!, name });
  const { scenario } = workedExample;
  await scored("assignment", course, student, scenario.assignmentScores);
  await marked(course, student, scenario.attendanceMarks);
  await insertLiveClass(db(), course); // an unmarked class does not count
  await scored("contribution", course, student, scenario.contributionScores);
  await scored("cbt", course, student, scenario.cbtScores);
  return course;
}

/** A course's points for a student with nothing scored and no attendance, as `flat` gives them. */
const NO_POINTS = {
  submission_percentage: 0,
  submission_points: 0,
  attendance_percentage: 0,
  attendance_points: 0,
  contributions_points: 0,
  cbt_points: 0,
};

const flat = (stats: CourseStats) => ({
  ...stats.user_submission_percentage,
  ...stats.user_attendance_percentage,
  ...stats.user_contribution_stats,
  ...stats.user_cbt_stats,
});

describe("GET /cla_dashboards/student_dashboard_stats", () => {
  it("the worked example of docs/api.md §7.2, to the student and to a facilitator", async () => {
    const course = await workedExampleCourse(s.w.studentA);
    const mine = await get("/student_dashboard_stats", s.w.studentA.token);
    expect(mine.status).toBe(200);
    expect(studentDashboardStatsSchema.parse(mine.body)).toEqual({
      courses_completed: 1,
      course_stats: [
        { course_id: course.id, course_name: "Foundations", course_stats: workedExample.courseStats },
      ],
    });
    const { total, ...points } = workedExample.expected;
    expect(flat(mine.body.course_stats[0].course_stats)).toEqual(points);
    expect(courseStatsTotal(mine.body.course_stats[0].course_stats)).toBe(total);
    const asFacilitator = await get(
      `/student_dashboard_stats?cla_user_id=${s.w.studentA.id}`,
      s.w.facilitator.token,
    );
    expect(asFacilitator.body).toEqual(mine.body);
    const self = await get(
      `/student_dashboard_stats?cla_user_id=${s.w.studentA.id.toLowerCase()}`,
      s.w.studentA.token,
    );
    expect(self.body).toEqual(mine.body);
  });

  it("rounds once, half away from zero, on exact decimals", async () => {
    const course = await insertCourse(db(), { cohortId: s.w.cohortA });
    // sA = 0.04 over 8 assignments: percentage 0.005 → 0.01 (a float or banker's rounding gives 0),
    // points 0.00125 → 0.
    await scored("assignment", course, s.w.studentA, [0.01, 0.01, 0.01, 0.01, null, null, null, null]);
    // 1 of 3 present: 33.333… → 33.33, points exactly 10
    await marked(course, s.w.studentA, [true, false, false]);
    // one contribution scored 0.02: 25 × 0.02 / 100 = 0.005 → 0.01
    await scored("contribution", course, s.w.studentA, [0.02, null]);
    // 3 CBTs, 100 + 100 + 0.01: 20 × 200.01 / 300 = 13.334 → 13.33
    await scored("cbt", course, s.w.studentA, [100, 100, 0.01]);
    const res = await get("/student_dashboard_stats", s.w.studentA.token);
    expect(flat(res.body.course_stats[0].course_stats)).toEqual({
      submission_percentage: 0.01,
      submission_points: 0,
      attendance_percentage: 33.33,
      attendance_points: 10,
      contributions_points: 0.01,
      cbt_points: 13.33,
    });
  });

  it("agrees with the domain's reference implementation on generated data", async () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const scoreOrNull = () => (random() < 0.25 ? null : Math.round(random() * 10_000) / 100);
    const expected = new Map<string, ReturnType<typeof coursePoints>>();
    for (let n = 0; n < 6; n++) {
      const course = await insertCourse(db(), {
        cohortId: s.w.cohortA,
        name: `Course ${n}`,
        start_date: `2025-0${n + 1}-01`,
        end_date: "2025-12-31",
      });
      const a = Array.from({ length: 1 + Math.floor(random() * 5) }, scoreOrNull);
      const marks = Array.from({ length: Math.floor(random() * 7) }, () => random() < 0.6);
      const k = Array.from({ length: Math.floor(random() * 4) }, scoreOrNull);
      const t = Array.from({ length: Math.floor(random() * 3) }, scoreOrNull);
      await scored("assignment", course, s.w.studentA, a);
      await marked(course, s.w.studentA, marks);
      await scored("contribution", course, s.w.studentA, k);
      await scored("cbt", course, s.w.studentA, t);
      const only = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null);
      expected.set(
        course.id,
        coursePoints({
          assignmentCount: a.length,
          assignmentScores: only(a),
          marks: marks.length,
          present: marks.filter(Boolean).length,
          contributionScores: only(k),
          cbtCount: t.length,
          cbtScores: only(t),
        }),
      );
    }
    const res = await get("/student_dashboard_stats", s.w.studentA.token);
    expect(res.body.course_stats).toHaveLength(6);
    for (const entry of res.body.course_stats) {
      const { total: _total, ...points } = expected.get(entry.course_id)!;
      expect(flat(entry.course_stats)).toEqual(points);
    }
  });

  it("one entry per course of the cohort (locked and empty ones too) in course order; scores follow their item", async () => {
    s.t.setNow(new Date("2025-06-01T12:00:00.000Z"));
    const later = await insertCourse(db(), {
      cohortId: s.w.cohortA,
      name: "Zeal",
      start_date: "2025-09-01",
      end_date: "2025-10-01",
    });
    const ended = await insertCourse(db(), {
      cohortId: s.w.cohortA,
      name: "beta",
      start_date: "2025-01-06",
      end_date: "2025-05-31",
    });
    const open = await insertCourse(db(), {
      cohortId: s.w.cohortA,
      name: "Alpha",
      start_date: "2025-01-06",
      end_date: "2025-06-01",
    });
    const elsewhere = await insertCourse(db(), { cohortId: s.w.cohortB, name: "Other cohort" });
    // A score of Ada's in another cohort's course (as if she had moved) counts nowhere here.
    const foreign = await insertItem(db(), "cbt", elsewhere);
    await insertScore(db(), "cbt", {
      itemId: foreign,
      studentId: s.w.studentA.id,
      course: elsewhere,
      score: 100,
    });
    const itemId = await insertItem(db(), "assignment", open);
    await insertScore(db(), "assignment", { itemId, studentId: s.w.studentA.id, course: open, score: 80 });
    const res = await get("/student_dashboard_stats", s.w.studentA.token);
    expect(res.body.courses_completed).toBe(1); // only `ended`: end_date before today
    expect(res.body.course_stats.map((e: { course_id: string }) => e.course_id)).toEqual([
      open.id,
      ended.id,
      later.id,
    ]);
    expect(res.body.course_stats[0].course_stats.user_submission_percentage.submission_percentage).toBe(80);
    expect(flat(res.body.course_stats[2].course_stats)).toEqual(NO_POINTS);
    // Moving the assignment to another course moves its score's weight with it.
    const moved = await s.t.request("PUT", `/api/v1/cla_assignments/${itemId}`, {
      token: s.w.facilitator.token,
      json: { cla_assignment: { cla_course_id: later.id } },
    });
    expect(moved.status).toBe(200);
    const after = await get("/student_dashboard_stats", s.w.studentA.token);
    expect(after.body.course_stats[0].course_stats.user_submission_percentage.submission_percentage).toBe(0);
    expect(after.body.course_stats[2].course_stats.user_submission_percentage).toEqual({
      submission_percentage: 80,
      submission_points: 20,
    });
  });

  it("errors: scope, 404, is required and must be a student for facilitators, 401", async () => {
    expect(
      await get(`/student_dashboard_stats?cla_user_id=${s.w.studentB.id}`, s.w.studentA.token),
    ).toMatchObject({
      status: 403,
      body: { error: API_ERRORS.noAccess },
    });
    expect(
      await get(`/student_dashboard_stats?cla_user_id=${s.w.facilitator.id}`, s.w.studentA.token),
    ).toMatchObject({
      status: 403,
    });
    for (const id of ["CLA000000000000", "nobody"]) {
      expect(await get(`/student_dashboard_stats?cla_user_id=${id}`, s.w.studentA.token)).toMatchObject({
        status: 404,
        body: { error: "User not found" },
      });
    }
    expect(await get("/student_dashboard_stats", s.w.facilitator.token)).toMatchObject({
      status: 422,
      body: { errors: { cla_user_id: ["is required"] } },
    });
    expect(
      await get(`/student_dashboard_stats?cla_user_id=${s.w.facilitator.id}`, s.w.facilitator.token),
    ).toMatchObject({
      status: 422,
      body: { errors: { cla_user_id: ["must be a student"] } },
    });
    expect(
      (await get(`/student_dashboard_stats?cla_user_id=1&cla_user_id=2`, s.w.facilitator.token)).status,
    ).toBe(422);
    expect((await get("/student_dashboard_stats")).status).toBe(401);
    // a student whose cohort has no course
    expect((await get("/student_dashboard_stats", s.w.studentB.token)).body).toEqual({
      courses_completed: 0,
      course_stats: [],
    });
  });
});

/** The errors of a facilitator's endpoint that takes `cla_cohort_id` (docs/api.md): 422, 404, 403 for students, 401. */
async function expectCohortQueryErrors(path: string) {
  expect(await get(path, s.w.facilitator.token)).toMatchObject({
    status: 422,
    body: { errors: { cla_cohort_id: ["is required"] } },
  });
  for (const id of ["999", "x"]) {
    expect(await get(`${path}?cla_cohort_id=${id}`, s.w.facilitator.token)).toMatchObject({
      status: 404,
      body: { error: "Cohort not found" },
    });
  }
  expect(await get(`${path}?cla_cohort_id=${s.w.cohortA}`, s.w.studentA.token)).toMatchObject({
    status: 403,
    body: { error: API_ERRORS.noPermission },
  });
  expect((await get(`${path}?cla_cohort_id=${s.w.cohortA}`)).status).toBe(401);
}

describe("GET /cla_dashboards/desk_stats", () => {
  it("counts of the cohort: courses, assignments only, live classes, students only", async () => {
    const course = await insertCourse(db(), { cohortId: s.w.cohortA });
    const other = await insertCourse(db(), { cohortId: s.w.cohortB });
    await insertItem(db(), "assignment", course);
    await insertItem(db(), "assignment", course);
    await insertItem(db(), "contribution", course);
    await insertItem(db(), "cbt", course);
    await insertItem(db(), "assignment", other);
    await insertLiveClass(db(), course);
    await insertStaff(s.t, "facilitator", "F", "f@example.org", s.w.cohortA);
    const res = await get(`/desk_stats?cla_cohort_id=${s.w.cohortA}`, s.w.facilitator.token);
    expect(res.status).toBe(200);
    expect(deskStatsSchema.parse(res.body)).toEqual({
      total_courses: 1,
      total_assignments: 2,
      total_live_classes: 1,
      total_users: 1,
      assignments_to_score: 0,
      contributions_to_score: 0,
    });
  });

  it("errors: 422 is required, 404, 403 students, 401", () => expectCohortQueryErrors("/desk_stats"));
});

describe("GET /cla_dashboards/student_list", () => {
  it("every student of the cohort in people order, each with every course in course order", async () => {
    const course = await workedExampleCourse(s.w.studentA, "Foundations");
    const early = await insertCourse(db(), {
      cohortId: s.w.cohortA,
      name: "Prelude",
      start_date: "2024-12-01",
    });
    const cy = await insertStudent(s.t, "ada Zee", "cy@example.org", s.w.cohortA);
    await insertStaff(s.t, "facilitator", "Aaron F", "f@example.org", s.w.cohortA);
    const res = await get(`/student_list?cla_cohort_id=${s.w.cohortA}`, s.w.facilitator.token);
    expect(res.status).toBe(200);
    for (const item of res.body) studentListItemSchema.parse(item);
    // "Ada Obi" < "ada Zee" with the base-sensitivity collator
    expect(res.body.map((i: { student: { user_id: string } }) => i.student.user_id)).toEqual([
      s.w.studentA.id,
      cy.id,
    ]);
    expect(res.body[0].student).toEqual({
      user_id: s.w.studentA.id,
      name: "Ada Obi",
      email: "ada@example.org",
    });
    expect(res.body[0].courses.map((c: { course_id: string }) => c.course_id)).toEqual([early.id, course.id]);
    expect(res.body[0].courses[1]).toEqual({
      course_id: course.id,
      course_name: "Foundations",
      course_stats: workedExample.courseStats,
    });
    // Cy has no scores: zero everywhere, but nA > 0 still divides
    expect(flat(res.body[1].courses[1].course_stats)).toEqual(NO_POINTS);
  });

  it("students of a cohort without courses have an empty course list; a cohort without students is []", async () => {
    const list = await get(`/student_list?cla_cohort_id=${s.w.cohortB}`, s.w.facilitator.token);
    expect(list.body).toEqual([
      { student: { user_id: s.w.studentB.id, name: "Ben Eze", email: "ben@example.org" }, courses: [] },
    ]);
    const empty = await insertCohort(s.t, { name: "Empty" });
    expect((await get(`/student_list?cla_cohort_id=${empty}`, s.w.facilitator.token)).body).toEqual([]);
  });

  it("errors: 422 is required, 404, 403 students, 401", () => expectCohortQueryErrors("/student_list"));
});
