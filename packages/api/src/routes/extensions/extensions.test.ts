/**
 * docs/api.md §6.17 extensions, on both engines: a facilitator grants students of an item's cohort a later due
 * date with a reason, changes and revokes it, and each is in the activity log; the student's own due date is
 * the one every read and rule uses (lists and details, a hand-in's `late`, the work status, a CBT's start and
 * deadline, when a CBT's scores show); refused input is a 4xx.
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  API_ERRORS,
  API_MESSAGES,
  ASSESSMENT_KINDS,
  FIELD_MESSAGES,
  assessmentSchema,
  cbtAttemptResponseSchema,
  extensionSchema,
  extensionsResponseSchema,
  type AssessmentKind,
} from "@cla/domain";
import { schema } from "../../db/index.ts";
import { dueMomentFor } from "../../records/extensions.ts";
import { insertCbtTest, insertCourse, insertItem, SAMPLE_QUESTIONS } from "../../test/academy-rows.ts";
import { insertStudent, routeSuite } from "../../test/harness.ts";

const s = routeSuite();
const DUE = "2025-02-14";
const EXTENDED = "2025-02-20";

async function item(kind: AssessmentKind) {
  const course = await insertCourse(s.t.database.db, { cohortId: s.w.cohortA });
  const id =
    kind === "cbt"
      ? await insertCbtTest(s.t.database.db, course, {
          due_date: DUE,
          questions: SAMPLE_QUESTIONS.slice(0, 1),
        })
      : await insertItem(s.t.database.db, kind, course, { due_date: DUE });
  return { id, path: `/api/v1${ASSESSMENT_KINDS[kind].path}/${id}` };
}

const as = (token: string, method: string, path: string, json?: unknown) =>
  s.t.request(method, path, { token, json });
const facilitator = (method: string, path: string, json?: unknown) =>
  as(s.w.facilitator.token, method, path, json);

async function grant(path: string, ids: string[], due_date = EXTENDED, reason = "Ill with a doctor's note") {
  const res = await facilitator("POST", `${path}/extensions`, {
    cla_extension: { cla_user_ids: ids, due_date, reason },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return extensionsResponseSchema.parse(res.body).extensions;
}

const logged = () =>
  s.t.database.db
    .select()
    .from(schema.activity_log)
    .where(sql`${schema.activity_log.kind} LIKE 'extension.%'`)
    .orderBy(schema.activity_log.created_at);

describe.each(["assignment", "contribution", "cbt"] as const)("%s extensions", (kind) => {
  it("grants several students, lists, changes and revokes, each logged with who did it", async () => {
    const { w } = s;
    const second = await insertStudent(s.t, "Zara Umeh", "zara@example.org", w.cohortA);
    const { id, path } = await item(kind);
    const granted = await grant(path, [second.id, w.studentA.id.toLowerCase(), w.studentA.id]);
    // One per student, in the people order.
    expect(granted.map((e) => [e.student_name, e.due_date, e.item_kind, e.item_id])).toEqual([
      ["Ada Obi", EXTENDED, kind, id],
      ["Zara Umeh", EXTENDED, kind, id],
    ]);
    expect((await facilitator("GET", `${path}/extensions`)).body).toEqual({ extensions: granted });

    // Granted again: the one row gets the new date and reason.
    const again = await grant(path, [w.studentA.id], "2025-02-21", "Still ill");
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: granted[0]!.id, due_date: "2025-02-21", reason: "Still ill" });

    const changed = await facilitator("PUT", `/api/v1/cla_extensions/${granted[1]!.id}`, {
      cla_extension: { due_date: "2025-02-18" },
    });
    expect(changed.status).toBe(200);
    expect(extensionSchema.parse(changed.body)).toMatchObject({
      due_date: "2025-02-18",
      reason: "Ill with a doctor's note",
    });

    const revoked = await facilitator("DELETE", `/api/v1/cla_extensions/${granted[1]!.id}`);
    expect(revoked.body).toEqual({ message: API_MESSAGES.extensionRevoked });
    expect((await facilitator("DELETE", `/api/v1/cla_extensions/${granted[1]!.id}`)).body).toEqual({
      error: API_ERRORS.thingNotFound("Extension"),
    });

    const entries = await logged();
    expect(entries.map((e) => [e.kind, e.user_name, e.actor_id])).toEqual([
      ["extension.granted", "Zara Umeh", w.facilitator.id],
      ["extension.granted", "Ada Obi", w.facilitator.id],
      ["extension.changed", "Ada Obi", w.facilitator.id],
      ["extension.changed", "Zara Umeh", w.facilitator.id],
      ["extension.revoked", "Zara Umeh", w.facilitator.id],
    ]);
    expect(entries[2]).toMatchObject({
      subject_id: id,
      details: { item_kind: kind, due_date: "2025-02-21", reason: "Still ill" },
    });
  });

  it("shows the student their own due date, the item's as extended_from; others and facilitators the item's", async () => {
    const { w } = s;
    const classmate = await insertStudent(s.t, "Zara Umeh", "zara@example.org", w.cohortA);
    const { path } = await item(kind);
    await grant(path, [w.studentA.id]);
    const own = assessmentSchema.parse((await as(w.studentA.token, "GET", path)).body);
    expect([own.due_date, own.extended_from]).toEqual([EXTENDED, DUE]);
    const list = await as(w.studentA.token, "GET", `/api/v1${ASSESSMENT_KINDS[kind].path}`);
    expect(list.body.map((a: { due_date: string }) => a.due_date)).toEqual([EXTENDED]);
    for (const token of [classmate.token, w.facilitator.token]) {
      const other = assessmentSchema.parse((await as(token, "GET", path)).body);
      expect([other.due_date, other.extended_from]).toEqual([DUE, null]);
    }
  });

  it("refuses what is not an extension: 422 with every field's message, 404, 400", async () => {
    const { w } = s;
    const { path } = await item(kind);
    const post = (body: unknown) => facilitator("POST", `${path}/extensions`, body);
    expect((await post({ cla_extension: { cla_user_ids: [], due_date: DUE, reason: "" } })).body).toEqual({
      errors: {
        cla_user_ids: [FIELD_MESSAGES.required],
        due_date: [FIELD_MESSAGES.afterItemDueDate],
        reason: [FIELD_MESSAGES.required],
      },
    });
    expect(
      (await post({ cla_extension: { cla_user_ids: [w.studentB.id], due_date: "2025-02-31", reason: "x" } }))
        .body,
    ).toEqual({
      errors: { cla_user_ids: [FIELD_MESSAGES.mustBeStudentOfCohort], due_date: [FIELD_MESSAGES.date] },
    });
    expect(
      (await post({ cla_extension: { cla_user_ids: ["CLA000000000000"], due_date: EXTENDED, reason: "x" } }))
        .body,
    ).toEqual({ errors: { cla_user_ids: [FIELD_MESSAGES.doesNotExist] } });
    expect(
      (await post({ cla_extension: { cla_user_ids: "all", due_date: EXTENDED, reason: "x" } })).status,
    ).toBe(422);
    expect((await post({})).status).toBe(400);
    const missing = `/api/v1${ASSESSMENT_KINDS[kind].path}/00000000-0000-4000-8000-000000000000/extensions`;
    expect((await facilitator("GET", missing)).status).toBe(404);
    const [granted] = await grant(path, [w.studentA.id]);
    const put = await facilitator("PUT", `/api/v1/cla_extensions/${granted!.id}`, {
      cla_extension: { due_date: DUE, reason: null },
    });
    expect(put.body).toEqual({
      errors: { due_date: [FIELD_MESSAGES.afterItemDueDate], reason: [FIELD_MESSAGES.required] },
    });
    expect((await logged()).length).toBe(1);
  });
});

describe("the student's own due date in the rules", () => {
  it("judges a hand-in on time until the end of the extended day, in the student's and the facilitator's views", async () => {
    const { t, w } = s;
    const classmate = await insertStudent(t, "Zara Umeh", "zara@example.org", w.cohortA);
    const { path } = await item("assignment");
    await grant(path, [w.studentA.id]);
    t.setNow(new Date("2025-02-20T23:00:00.000Z"));
    for (const token of [w.studentA.token, classmate.token]) {
      expect((await as(token, "PUT", `${path}/work`, { cla_work: { text: "Answer" } })).status).toBe(200);
    }
    expect((await as(w.studentA.token, "GET", `${path}/work`)).body.work.late).toBe(false);
    expect((await as(classmate.token, "GET", `${path}/work`)).body.work.late).toBe(true);
    const works = (await facilitator("GET", `${path}/works`)).body.works;
    expect(
      works.map((e: { student: { name: string }; work: { late: boolean } }) => [e.student.name, e.work.late]),
    ).toEqual([
      ["Ada Obi", false],
      ["Zara Umeh", true],
    ]);
    const status = await as(
      w.studentA.token,
      "GET",
      `/api/v1/cla_assignments/work_status?cla_cohort_id=${w.cohortA}`,
    );
    expect(status.body.work_status[0].late).toBe(false);
  });

  it("lets an extended student start a CBT after the item's due day, until the end of their own, and keeps scores hidden until then", async () => {
    const { t, w } = s;
    const classmate = await insertStudent(t, "Zara Umeh", "zara@example.org", w.cohortA);
    const { path } = await item("cbt");
    await grant(path, [w.studentA.id]);
    t.setNow(new Date("2025-02-16T10:00:00.000Z"));
    expect((await as(classmate.token, "POST", `${path}/attempt`)).body).toEqual({
      error: API_ERRORS.cbtDuePassed,
    });
    const started = await as(w.studentA.token, "POST", `${path}/attempt`);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const attempt = cbtAttemptResponseSchema.parse(started.body);
    expect(attempt.test.due_date).toBe(EXTENDED);
    // No time limit: the deadline is the end of the extended due day (UTC in the tests).
    expect(attempt.attempt!.deadline).toBe("2025-02-21T00:00:00.000Z");
    // A classmate's score given by hand stays hidden while the extended student may still take the test.
    await facilitator("POST", "/api/v1/cla_cbts_scores", {
      cla_cbt_id: path.split("/").pop(),
      cla_cbts_score: { score: 70, cla_user_id: classmate.id },
    });
    expect((await as(classmate.token, "GET", path)).body.student_score).toBeNull();
    t.setNow(new Date("2025-02-21T00:00:01.000Z"));
    expect((await as(classmate.token, "GET", path)).body.student_score).toBe(70);
  });

  it("dueMomentFor: the end of the student's own due day", () => {
    expect(dueMomentFor({ due_date: DUE }, { id: "CLA1" }, "UTC").toISOString()).toBe(
      "2025-02-15T00:00:00.000Z",
    );
    expect(
      dueMomentFor({ due_date: DUE, extension_due_date: EXTENDED }, { id: "CLA1" }, "UTC").toISOString(),
    ).toBe("2025-02-21T00:00:00.000Z");
    // An item moved later than the extension is due on its own date.
    expect(
      dueMomentFor(
        { due_date: "2025-03-01", extension_due_date: EXTENDED },
        { id: "CLA1" },
        "UTC",
      ).toISOString(),
    ).toBe("2025-03-02T00:00:00.000Z");
  });
});
