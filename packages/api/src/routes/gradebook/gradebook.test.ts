/**
 * docs/api.md §6.18 the gradebook, on both engines: each cell the score, the mark or the hand-in status by the
 * student's own due date (extended included), the points by packages/domain's rules, and one request in a fixed
 * number of statements whatever the size of the course.
 */
import { describe, expect, it } from "vitest";
import { coursePoints, gradebookSchema, needsGrading } from "@cla/domain";
import { countStatements } from "../../db/statement-counter.ts";
import { insertCourse, insertItem, insertLiveClass, insertScore } from "../../test/academy-rows.ts";
import { insertStudent, routeSuite } from "../../test/harness.ts";

const s = routeSuite();
const get = (courseId: string) =>
  s.t.request("GET", `/api/v1/cla_gradebook?cla_course_id=${courseId}`, { token: s.w.facilitator.token });

describe("GET /cla_gradebook", () => {
  it("answers students × items and classes with scores, statuses, marks, extensions and the points", async () => {
    const { t, w } = s;
    const db = t.database.db;
    const zara = await insertStudent(t, "Zara Umeh", "zara@example.org", w.cohortA);
    const course = await insertCourse(db, { cohortId: w.cohortA, name: "Servant Leadership" });
    const essay = await insertItem(db, "assignment", course, { name: "Essay", due_date: "2025-02-14" });
    await insertItem(db, "assignment", course, { name: "Report", due_date: "2025-03-14" });
    const forum = await insertItem(db, "contribution", course, { name: "Forum", due_date: "2025-02-10" });
    const test = await insertItem(db, "cbt", course, { name: "Quiz", due_date: "2025-02-12" });
    const lesson = await insertLiveClass(db, course, { date: "2025-02-03" });
    t.setNow(new Date("2025-02-14T12:00:00.000Z"));
    await t.request("PUT", `/api/v1/cla_assignments/${essay}/work`, {
      token: w.studentA.token,
      json: { cla_work: { text: "On time" } },
    });
    const extended = await t.request("POST", `/api/v1/cla_assignments/${essay}/extensions`, {
      token: w.facilitator.token,
      json: { cla_extension: { cla_user_ids: [zara.id], due_date: "2025-02-20", reason: "Ill" } },
    });
    expect(extended.status).toBe(201);
    await insertScore(db, "contribution", { itemId: forum, studentId: w.studentA.id, score: 80, course });
    await insertScore(db, "cbt", { itemId: test, studentId: zara.id, score: 50, course });
    await t.request("POST", "/api/v1/cla_attendances", {
      token: w.facilitator.token,
      json: { cla_attendance: { cla_live_class_id: lesson, cla_user_id: w.studentA.id, present: true } },
    });
    t.setNow(new Date("2025-02-16T12:00:00.000Z"));

    const res = await get(course.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const book = gradebookSchema.parse(res.body);
    expect(book.columns.map((c) => [c.kind, c.name])).toEqual([
      ["assignment", "Essay"],
      ["assignment", "Report"],
      ["contribution", "Forum"],
      ["cbt", "Quiz"],
      ["class", expect.any(String)],
    ]);
    expect(book.rows.map((r) => r.student.name)).toEqual(["Ada Obi", "Zara Umeh"]);
    const [ada, z] = book.rows;
    expect(ada!.cells.map((c) => [c.score, c.status, c.present, c.extended_to])).toEqual([
      [null, "handed_in", null, null],
      [null, "not_yet_due", null, null],
      [80, "missing", null, null],
      [null, "missing", null, null],
      [null, null, true, null],
    ]);
    expect(z!.cells.map((c) => [c.score, c.status, c.present, c.extended_to])).toEqual([
      [null, "extended", null, "2025-02-20"],
      [null, "not_yet_due", null, null],
      [null, "missing", null, null],
      [50, "missing", null, null],
      [null, null, null, null],
    ]);
    expect(ada!.cells.filter(needsGrading)).toHaveLength(1);
    const adaPoints = coursePoints({
      assignmentCount: 2,
      assignmentScores: [],
      contributionScores: [80],
      cbtCount: 1,
      cbtScores: [],
      marks: 1,
      present: 1,
    });
    expect(ada!.points).toEqual({
      submission_points: adaPoints.submission_points,
      attendance_points: adaPoints.attendance_points,
      contributions_points: adaPoints.contributions_points,
      cbt_points: adaPoints.cbt_points,
      total: adaPoints.total,
    });
    expect(z!.points).toMatchObject({ cbt_points: 10, total: 10 });
  });

  it("is one request of a fixed number of statements, whatever the number of students and items", async () => {
    const { t, w } = s;
    const db = t.database.db;
    const course = await insertCourse(db, { cohortId: w.cohortA });
    const counter = countStatements(t.database);
    const measure = async () => {
      counter.reset();
      expect((await get(course.id)).status).toBe(200);
      return counter.count;
    };
    try {
      const empty = await measure();
      for (let i = 0; i < 6; i++) {
        await insertStudent(t, `Student ${i}`, `student${i}@example.org`, w.cohortA);
        await insertItem(db, i % 2 === 0 ? "assignment" : "cbt", course, { name: `Item ${i}` });
        await insertLiveClass(db, course, { date: "2025-02-03" });
      }
      expect(await measure()).toBe(empty);
      // The session, the course, and the students, the columns and the facts.
      expect(empty).toBeLessThanOrEqual(5);
    } finally {
      counter.stop();
    }
  });

  it("refuses a missing or unknown course", async () => {
    expect((await s.t.request("GET", "/api/v1/cla_gradebook", { token: s.w.facilitator.token })).status).toBe(
      422,
    );
    expect((await get("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
