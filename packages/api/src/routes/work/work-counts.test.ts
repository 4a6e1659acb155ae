/**
 * GET …/work_counts on both engines (decision 180): for a facilitator's list screens and desk, each item of the
 * list's filters with how many students handed in work and how many of those are not scored yet ("to score"), in
 * the list's order, from one call; the list's filters; facilitators only; the desk's figures agree with them.
 */
import { describe, expect, it } from "vitest";
import {
  API_ERRORS,
  ASSESSMENT_KINDS,
  WORK_KIND_NAMES,
  workCountsResponseSchema,
  type WorkKind,
} from "@cla/domain";
import { insertCourse, insertItem, insertScore } from "../../test/academy-rows.ts";
import { insertStudent, routeSuite } from "../../test/harness.ts";

const s = routeSuite();

describe.each(WORK_KIND_NAMES)("GET work_counts of a %s", (kind: WorkKind) => {
  const path = `/api/v1${ASSESSMENT_KINDS[kind].path}`;
  const counts = (query = "", token: string | null = s.w.facilitator.token) =>
    s.t.request("GET", `${path}/work_counts${query}`, { token: token ?? undefined });
  const handIn = (itemId: string, token: string) =>
    s.t.request("PUT", `${path}/${itemId}/work`, { token, json: { cla_work: { text: "My answer" } } });

  it("gives every item of the cohort in the list's order with its hand-ins and those not scored yet", async () => {
    const { t, w } = s;
    const db = t.database.db;
    const course = await insertCourse(db, { cohortId: w.cohortA });
    const first = (await insertItem(db, kind, course, { createdAt: "2025-01-10T09:00:00.000Z" }))!;
    const second = (await insertItem(db, kind, course, { createdAt: "2025-01-11T09:00:00.000Z" }))!;
    const classmate = await insertStudent(t, "Chidi Okafor", "chidi@example.org", w.cohortA);
    expect((await handIn(first, w.studentA.token)).status).toBe(200);
    expect((await handIn(first, classmate.token)).status).toBe(200);
    expect((await handIn(second, classmate.token)).status).toBe(200);
    // A score on handed-in work leaves it no longer to score; a score without work (given by hand) counts nothing.
    await insertScore(db, kind, { itemId: first, studentId: w.studentA.id, course, score: 80 });
    await insertScore(db, kind, { itemId: second, studentId: w.studentA.id, course, score: 50 });

    const res = await counts(`?cla_cohort_id=${w.cohortA}`);
    expect(res.status).toBe(200);
    expect(workCountsResponseSchema.parse(res.body).work_counts).toEqual([
      { item_id: second, handed_in: 1, to_score: 1 },
      { item_id: first, handed_in: 2, to_score: 1 },
    ]);
    const list = await t.request("GET", `${path}?cla_cohort_id=${w.cohortA}`, { token: w.facilitator.token });
    expect(res.body.work_counts.map((entry: { item_id: string }) => entry.item_id)).toEqual(
      list.body.map((item: { id: string }) => item.id),
    );
    // Another cohort's items are not counted; a course narrows as the list does.
    const other = await insertCourse(db, { cohortId: w.cohortB });
    const elsewhere = (await insertItem(db, kind, other))!;
    const outsider = await insertStudent(t, "Dana Obi", "dana@example.org", w.cohortB);
    expect((await handIn(elsewhere, outsider.token)).status).toBe(200);
    expect((await counts(`?cla_course_id=${course.id}`)).body.work_counts).toHaveLength(2);
    // The desk's figure of the kind is the list's sum (decision 180): the two to score of cohort A, not B's one.
    const desk = await t.request("GET", `/api/v1/cla_dashboards/desk_stats?cla_cohort_id=${w.cohortA}`, {
      token: w.facilitator.token,
    });
    expect(desk.body[`${kind}s_to_score`]).toBe(2);
  });

  it("gives [] without a filter, as the list does for a facilitator", async () => {
    expect(await counts("")).toMatchObject({ status: 200, body: { work_counts: [] } });
  });

  it("takes the list's filters: unknown 404, repeated 422", async () => {
    const { w } = s;
    expect(await counts("?cla_cohort_id=999")).toMatchObject({
      status: 404,
      body: { error: "Cohort not found" },
    });
    expect(await counts("?cla_course_id=nope")).toMatchObject({
      status: 404,
      body: { error: "Course not found" },
    });
    expect((await counts(`?cla_cohort_id=${w.cohortA}&cla_cohort_id=${w.cohortA}`)).status).toBe(422);
  });

  it("is for facilitators: a student gets 403, nobody signed in 401", async () => {
    expect(await counts(`?cla_cohort_id=${s.w.cohortA}`, s.w.studentA.token)).toMatchObject({
      status: 403,
      body: { error: API_ERRORS.noPermission },
    });
    expect(await counts("", null)).toMatchObject({ status: 401, body: { error: API_ERRORS.sessionExpired } });
  });
});
