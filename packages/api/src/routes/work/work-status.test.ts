/**
 * docs/api.md §6.13 GET …/work_status on both engines: the student's own hand-in status on every item of
 * the list's filters, in the list's order (not handed in, on time, late, scored), the list's filters and
 * scope, students only, and a fresh answer after a hand-in (docs/decisions/159).
 */
import { describe, expect, it } from "vitest";
import {
  API_ERRORS,
  ASSESSMENT_KINDS,
  FIELD_MESSAGES,
  WORK_KIND_NAMES,
  workStatusResponseSchema,
  type WorkKind,
} from "@cla/domain";
import { insertCourse, insertItem, insertScore } from "../../test/academy-rows.ts";
import { insertStudent, routeSuite } from "../../test/harness.ts";

const s = routeSuite();

describe.each(WORK_KIND_NAMES)("GET work_status of a %s", (kind: WorkKind) => {
  const path = `/api/v1${ASSESSMENT_KINDS[kind].path}`;
  /** As student A, or as `token` (null: nobody signed in). */
  const status = (query = "", token: string | null = s.w.studentA.token) =>
    s.t.request("GET", `${path}/work_status${query}`, { token: token ?? undefined });
  const handIn = (itemId: string, token = s.w.studentA.token) =>
    s.t.request("PUT", `${path}/${itemId}/work`, { token, json: { cla_work: { text: "My answer" } } });

  /** Three items of cohort A's course, due 2025-02-14, created oldest first (the list shows newest first). */
  async function items() {
    const db = s.t.database.db;
    const course = await insertCourse(db, { cohortId: s.w.cohortA });
    const [first, second, third] = [
      await insertItem(db, kind, course, { createdAt: "2025-01-10T09:00:00.000Z" }),
      await insertItem(db, kind, course, { createdAt: "2025-01-11T09:00:00.000Z" }),
      await insertItem(db, kind, course, { createdAt: "2025-01-12T09:00:00.000Z" }),
    ];
    return { course, first: first!, second: second!, third: third! };
  }

  it("gives every item of the student's cohort in the list's order: not handed in, on time, late, scored", async () => {
    const { t, w } = s;
    const { course, first, second, third } = await items();
    t.setNow(new Date("2025-02-14T20:00:00.000Z"));
    expect((await handIn(second)).status).toBe(200);
    t.setNow(new Date("2025-02-15T08:00:00.000Z"));
    expect((await handIn(first)).status).toBe(200);
    await insertScore(t.database.db, kind, { itemId: third, studentId: w.studentA.id, course, score: 0 });
    // A classmate's work and score are not the caller's.
    const classmate = await insertStudent(t, "Chidi Okafor", "chidi@example.org", w.cohortA);
    expect((await handIn(first, classmate.token)).status).toBe(200);
    await insertScore(t.database.db, kind, { itemId: second, studentId: classmate.id, course, score: 90 });

    const res = await status();
    expect(res.status).toBe(200);
    expect(workStatusResponseSchema.parse(res.body).work_status).toEqual([
      { item_id: third, submitted_at: null, late: false, scored: true },
      { item_id: second, submitted_at: "2025-02-14T20:00:00.000Z", late: false, scored: false },
      { item_id: first, submitted_at: "2025-02-15T08:00:00.000Z", late: true, scored: false },
    ]);
    const list = await t.request("GET", path, { token: w.studentA.token });
    expect(res.body.work_status.map((entry: { item_id: string }) => entry.item_id)).toEqual(
      list.body.map((item: { id: string }) => item.id),
    );
  });

  it("answers afresh after a hand-in", async () => {
    const { first } = await items();
    const before = await status();
    expect(
      before.body.work_status.every((entry: { submitted_at: null }) => entry.submitted_at === null),
    ).toBe(true);
    expect((await handIn(first)).status).toBe(200);
    const after = await status();
    const entry = after.body.work_status.find((one: { item_id: string }) => one.item_id === first);
    expect(entry.submitted_at).not.toBeNull();
  });

  it("takes the list's filters: a course narrows, another cohort's is 403, unknown or malformed 404, repeated 422", async () => {
    const { t, w } = s;
    const { first, second, third } = await items();
    const otherCourse = await insertCourse(t.database.db, { cohortId: w.cohortA });
    const elsewhere = await insertItem(t.database.db, kind, otherCourse);
    const ids = async (query: string) =>
      (await status(query)).body.work_status.map((entry: { item_id: string }) => entry.item_id);
    expect(await ids("")).toEqual([elsewhere, third, second, first]);
    expect(await ids(`?cla_cohort_id=${w.cohortA}`)).toEqual([elsewhere, third, second, first]);
    expect(await ids(`?cla_course_id=${otherCourse.id}`)).toEqual([elsewhere]);

    const bCourse = await insertCourse(t.database.db, { cohortId: w.cohortB });
    for (const query of [`?cla_cohort_id=${w.cohortB}`, `?cla_course_id=${bCourse.id}`]) {
      expect(await status(query)).toMatchObject({ status: 403, body: { error: API_ERRORS.noAccess } });
    }
    for (const [query, thing] of [
      ["?cla_cohort_id=999", "Cohort"],
      ["?cla_cohort_id=abc", "Cohort"],
      ["?cla_course_id=00000000-0000-4000-8000-000000000000", "Course"],
      ["?cla_course_id=nope", "Course"],
    ] as const) {
      expect(await status(query)).toMatchObject({ status: 404, body: { error: `${thing} not found` } });
    }
    expect(await status(`?cla_cohort_id=${w.cohortA}&cla_cohort_id=${w.cohortA}`)).toMatchObject({
      status: 422,
      body: { errors: { cla_cohort_id: [FIELD_MESSAGES.invalid] } },
    });
  });

  it("is for students: a facilitator gets 403, nobody signed in 401", async () => {
    await items();
    expect(await status("", s.w.facilitator.token)).toMatchObject({
      status: 403,
      body: { error: API_ERRORS.noPermission },
    });
    expect(await status("", null)).toMatchObject({
      status: 401,
      body: { error: API_ERRORS.sessionExpired },
    });
  });
});
