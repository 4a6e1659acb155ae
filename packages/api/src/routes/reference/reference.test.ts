/** docs/api.md §6.2 Reference data. */
import { describe, expect, it } from "vitest";
import { cohortsResponseSchema, rolesResponseSchema, studentsOfCohortResponseSchema } from "@cla/domain";
import { insertCohort, insertStaff, insertStudent, routeSuite } from "../../test/harness.ts";

const s = routeSuite();

describe("GET /cla_cohorts", () => {
  it("the same list for everyone: start_date desc, nulls last, then id", async () => {
    const { t, w } = s;
    const undated = await insertCohort(t, { name: "Undated" });
    const newest = await insertCohort(t, { name: "Newest", start_date: "2026-01-05", end_date: null });
    const undated2 = await insertCohort(t, { name: "Undated 2" });
    const expected = [newest, w.cohortA, w.cohortB, undated, undated2];
    for (const token of [undefined, w.studentA.token, w.facilitator.token]) {
      const res = await t.request("GET", "/api/v1/cla_cohorts", { token });
      expect(res.status).toBe(200);
      const body = cohortsResponseSchema.parse(res.body);
      expect(body.cohorts.map((c) => c.id)).toEqual(expected);
    }
    const res = await t.request("GET", "/api/v1/cla_cohorts");
    expect(res.body.cohorts[1]).toEqual({
      id: w.cohortA,
      name: "Cohort A",
      start_date: "2025-01-06",
      end_date: "2099-12-18",
      open_for_signup: true,
      status: "running",
      student_count: null,
    });
    // Staff see each cohort's active students.
    const staff = await t.request("GET", "/api/v1/cla_cohorts", { token: w.admin.token });
    expect(staff.body.cohorts.find((c: { id: number }) => c.id === w.cohortA).student_count).toBe(1);
    expect(staff.body.cohorts.find((c: { id: number }) => c.id === w.cohortB).status).toBe("ended");
    expect(res.body.cohorts[0].end_date).toBeNull();
  });
});

describe("GET /cla_roles", () => {
  it("self-sign-up roles for anonymous callers and students, all roles for facilitators", async () => {
    const { t, w } = s;
    const student = [{ id: 1, name: "student", self_signup: true }];
    expect(rolesResponseSchema.parse((await t.request("GET", "/api/v1/cla_roles")).body).roles).toEqual(
      student,
    );
    expect((await t.request("GET", "/api/v1/cla_roles", { token: w.studentA.token })).body.roles).toEqual(
      student,
    );
    expect((await t.request("GET", "/api/v1/cla_roles", { token: w.facilitator.token })).body.roles).toEqual([
      ...student,
      { id: 2, name: "facilitator", self_signup: false },
      { id: 3, name: "admin", self_signup: false },
    ]);
  });
});

describe("GET /cla_cohorts/students_of_cohort", () => {
  it("the cohort's students only (no facilitators), by name then id, with id = user_id", async () => {
    const { t, w } = s;
    const zed = await insertStudent(t, "zed", "zed@example.org", w.cohortA);
    const emma = await insertStudent(t, "Émma", "emma@example.org", w.cohortA);
    await insertStaff(t, "facilitator", "Aaron", "f@example.org", w.cohortA);
    const res = await t.request("GET", `/api/v1/cla_cohorts/students_of_cohort?cla_cohort_id=${w.cohortA}`, {
      token: w.facilitator.token,
    });
    expect(res.status).toBe(200);
    const { students } = studentsOfCohortResponseSchema.parse(res.body);
    // the collator ignores case and accents: Ada < Émma < zed
    expect(students.map((st) => st.id)).toEqual([w.studentA.id, emma.id, zed.id]);
    expect(students[0]).toEqual({
      id: w.studentA.id,
      user_id: w.studentA.id,
      name: "Ada Obi",
      email: "ada@example.org",
    });
  });

  it("authorization rows: 401 anonymous, 403 students; errors 422 and 404", async () => {
    const { t, w } = s;
    const path = `/api/v1/cla_cohorts/students_of_cohort?cla_cohort_id=${w.cohortA}`;
    expect((await t.request("GET", path)).status).toBe(401);
    for (const token of [w.studentA.token, w.studentB.token]) {
      const res = await t.request("GET", path, { token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: "You do not have permission to do this." });
    }
    const get = (query: string) =>
      t.request("GET", `/api/v1/cla_cohorts/students_of_cohort${query}`, { token: w.facilitator.token });
    expect((await get("")).body).toEqual({ errors: { cla_cohort_id: ["is required"] } });
    expect((await get("?cla_cohort_id=")).body).toEqual({ errors: { cla_cohort_id: ["is required"] } });
    for (const query of ["?cla_cohort_id=999", "?cla_cohort_id=abc", "?cla_cohort_id=-1"]) {
      const res = await get(query);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Cohort not found" });
    }
    expect((await get(`?cla_cohort_id=${w.cohortB}`)).body.students).toHaveLength(1);
  });
});
