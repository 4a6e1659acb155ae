/**
 * Every table that holds the academy's records writes its changes into the activity log in the transaction
 * that makes them (decision 168), by a trigger. A new table either gets one or is named below with the reason
 * it needs none, so a table cannot be added without that being decided.
 */
import { expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { insertCourse, insertItem } from "../test/academy-rows.ts";
import { routeSuite } from "../test/harness.ts";
import { executeRows, schema } from "./index.ts";

/** Tables whose changes are not logged by a trigger of their own, and why. */
const NOT_LOGGED_BY_TRIGGER: Record<string, string> = {
  activity_log: "the log itself (append-only)",
  roles: "reference data written by the migrations",
  course_points: "derived from scores and attendance by triggers; the scores and marks are logged",
  rate_limit_events: "counters of attempts, not records",
  sessions: "sign-ins are logged by the code (sign_in.succeeded)",
  password_reset_tokens: "invitations and reset links are logged by the code that issues them",
  email_outbox: "a queue of mails; the change that queues a mail is logged",
  calendar_feeds: "a person's own secret feed address; a secret has no place in a log",
  cbt_questions: "written with their CBT in the same request; the CBT's change is logged",
  cbt_attempts: "a test's start and submit; its outcome is logged as the score (cbt_scores)",
  cbt_answers: "saved every few seconds while a test runs; the graded score is logged",
  work_files: "the files of a hand-in; the hand-in is logged (works)",
  live_class_joins:
    "a student opening a class's link; the attendance the facilitator saves from it is logged",
  notifications:
    "what a person was told of a change; the change itself is logged, and reading is not a record",
  reminders_sent: "the keys of reminders sent (docs/api.md §8.1), like the outbox their mail goes through",
};

const s = routeSuite();

// A logging trigger is one whose function appends to the log (activity_append, 0010_administration.sql).
it("every table holding records has an activity-log trigger, or a reason here why not", async () => {
  const rows = await executeRows<{ table: string; logged: boolean }>(
    s.t.database.db,
    sql`
    SELECT c.relname AS table,
           EXISTS (SELECT 1 FROM pg_trigger g JOIN pg_proc p ON p.oid = g.tgfoid
                   WHERE g.tgrelid = c.oid AND p.prosrc LIKE '%activity_append(%') AS logged
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
    ORDER BY 1`,
  );
  const unlogged = rows.filter((r) => !r.logged && !(r.table in NOT_LOGGED_BY_TRIGGER)).map((r) => r.table);
  expect(unlogged, "tables with neither an activity trigger nor a reason in NOT_LOGGED_BY_TRIGGER").toEqual(
    [],
  );
  // A reason for a table that no longer exists, or that is logged after all, is a stale line.
  const tables = new Map(rows.map((r) => [r.table, r.logged]));
  const stale = Object.keys(NOT_LOGGED_BY_TRIGGER).filter((name) => tables.get(name) !== false);
  expect(stale).toEqual([]);
});

it("logs a hand-in and every later one with its item and student, by the student", async () => {
  const course = await insertCourse(s.t.database.db, { cohortId: s.w.cohortA });
  const id = await insertItem(s.t.database.db, "assignment", course, { name: "Essay on Servanthood" });
  for (const text of ["First draft", "Final text"]) {
    const res = await s.t.request("PUT", `/api/v1/cla_assignments/${id}/work`, {
      token: s.w.studentA.token,
      json: { cla_work: { text, links: [] } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const entries = await s.t.database.db
    .select()
    .from(schema.activity_log)
    .where(sql`${schema.activity_log.kind} LIKE 'work.%'`);
  expect(entries.map((e) => e.kind).sort()).toEqual(["work.changed", "work.handed_in"]);
  for (const entry of entries) {
    expect(entry).toMatchObject({
      actor_id: s.w.studentA.id,
      user_id: s.w.studentA.id,
      user_name: s.w.studentA.name,
      subject_id: id,
      subject_name: "Essay on Servanthood",
      details: { item_kind: "assignment" },
    });
  }
});
