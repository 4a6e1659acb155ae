/**
 * The reminders the server sends on its own (docs/api.md §8.1, decision 187), driven by the tests' clock:
 * the right people, once each, never for what was handed in, deleted or a deactivated person, a moved class
 * at its new time; and two instances sweeping one database at once send each reminder once.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../db/index.ts";
import { insertCourse, insertItem, insertLiveClass, type CourseRef } from "../test/academy-rows.ts";
import { insertStudent, insertUser, otherInstance, routeSuite } from "../test/harness.ts";
import { dueReminders, remindersCommand, sendDueReminders } from "./reminders.ts";

const s = routeSuite();

/** Mails queued so far: (to, subject) pairs, sorted. */
async function queued(): Promise<string[]> {
  const rows = await s.t.database.db
    .select({ to: schema.email_outbox.to_address, subject: schema.email_outbox.subject })
    .from(schema.email_outbox)
    .where(eq(schema.email_outbox.kind, "reminder"));
  return rows.map((r) => `${r.to} ${r.subject}`).sort();
}

async function sweepAt(iso: string) {
  const now = new Date(iso);
  s.t.setNow(now);
  return sendDueReminders(s.t.deps, now);
}

async function course(): Promise<CourseRef> {
  return insertCourse(s.t.database.db, {
    cohortId: s.w.cohortA,
    start_date: "2026-03-01",
    end_date: "2026-03-31",
  });
}

describe("due-date reminders", () => {
  it("reach each active student of the cohort who has not handed in, once, 24 h before the end of the due day", async () => {
    const c = await course();
    const second = await insertStudent(s.t, "Chidi Okafor", "chidi@example.org", s.w.cohortA);
    const handedIn = await insertStudent(s.t, "Dayo Ade", "dayo@example.org", s.w.cohortA);
    await insertUser(s.t, {
      name: "Efe Gone",
      email: "efe@example.org",
      role: "student",
      cohortId: s.w.cohortA,
      active: false,
    });
    const item = await insertItem(s.t.database.db, "assignment", c, {
      name: "Essay",
      due_date: "2026-03-10",
    });
    await s.t.database.db.insert(schema.works).values({
      cla_assignment_id: item,
      cla_student_id: handedIn.id,
      text: "Done",
      links: [],
      submitted_at: "2026-03-08T10:00:00Z",
    });

    // The due day ends at 2026-03-11T00:00Z (UTC academy): not yet a day before it.
    expect(await sweepAt("2026-03-09T23:59:59Z")).toEqual([]);
    const sent = await sweepAt("2026-03-10T00:00:00Z");
    expect(sent.map((r) => r.user_id).sort()).toEqual([s.w.studentA.id, second.id].sort());
    expect(await queued()).toEqual(["ada@example.org Due soon: Essay", "chidi@example.org Due soon: Essay"]);

    // Later sweeps, and a restart (a new instance on the same database), send nothing more.
    expect(await sweepAt("2026-03-10T12:00:00Z")).toEqual([]);
    const restarted = await otherInstance(s.t);
    try {
      expect(await sendDueReminders(restarted.deps, new Date("2026-03-10T13:00:00Z"))).toEqual([]);
    } finally {
      await restarted.close();
    }
    expect(await queued()).toHaveLength(2);

    // The mail: plain text with the due moment, the link and the academy's name; the notice opens the item.
    const [mail] = await s.t.database.db
      .select()
      .from(schema.email_outbox)
      .where(eq(schema.email_outbox.to_address, "ada@example.org"));
    expect(mail!.text_body).toContain("Due: before Wednesday, 11 March 2026 at 00:00 (UTC)");
    expect(mail!.text_body).toContain(`http://portal.test/portal/assignments/${item}`);
    expect(mail!.text_body).toContain("Christian Leadership Academy");
    const notices = await s.t.database.db.select().from(schema.notifications);
    expect(notices.map((n) => [n.user_id, n.kind, n.path]).sort()).toEqual(
      [
        [s.w.studentA.id, "reminder", `/portal/assignments/${item}`],
        [second.id, "reminder", `/portal/assignments/${item}`],
      ].sort(),
    );
  });

  it("skip a CBT the student started and an item already scored; remind at once an item created inside the window", async () => {
    const c = await course();
    const started = await insertStudent(s.t, "Chidi Okafor", "chidi@example.org", s.w.cohortA);
    const cbt = await insertItem(s.t.database.db, "cbt", c, { name: "Quiz", due_date: "2026-03-10" });
    await s.t.database.db.insert(schema.cbt_attempts).values({
      cla_cbt_id: cbt,
      cla_student_id: started.id,
      started_at: "2026-03-10T08:00:00Z",
      deadline: "2026-03-10T09:00:00Z",
      seed: 1,
    });
    const scored = await insertItem(s.t.database.db, "contribution", c, {
      name: "Forum",
      due_date: "2026-03-10",
    });
    await s.t.database.db.insert(schema.contribution_scores).values({
      cla_contribution_id: scored,
      cla_user_id: s.w.studentA.id,
      cla_cohort_id: s.w.cohortA,
      cla_course_id: c.id,
      score: "80",
    });
    expect(await sweepAt("2026-03-10T10:00:00Z")).toHaveLength(2);
    expect(await queued()).toEqual(["ada@example.org Due soon: Quiz", "chidi@example.org Due soon: Forum"]);
    // Created 2 h before its due moment: the next sweep reminds of it.
    await insertItem(s.t.database.db, "assignment", c, { name: "Late addition", due_date: "2026-03-10" });
    expect(await sweepAt("2026-03-10T22:00:00Z")).toHaveLength(2);
    // Past the due moment: too late to remind.
    await insertItem(s.t.database.db, "assignment", c, { name: "Missed", due_date: "2026-03-10" });
    expect(await sweepAt("2026-03-11T00:00:00Z")).toEqual([]);
  });

  it("a due date moved later is a new occasion, reminded again at its new time", async () => {
    const c = await course();
    const item = await insertItem(s.t.database.db, "assignment", c, {
      name: "Essay",
      due_date: "2026-03-10",
    });
    expect(await sweepAt("2026-03-10T01:00:00Z")).toHaveLength(1);
    await s.t.database.db
      .update(schema.assignments)
      .set({ due_date: "2026-03-12" })
      .where(eq(schema.assignments.id, item));
    expect(await sweepAt("2026-03-10T02:00:00Z")).toEqual([]);
    expect(await sweepAt("2026-03-12T00:00:00Z")).toHaveLength(1);
    expect(await queued()).toEqual(["ada@example.org Due soon: Essay", "ada@example.org Due soon: Essay"]);
  });
  it("a student with an extension is reminded before their own due day, not the item's", async () => {
    const c = await course();
    const second = await insertStudent(s.t, "Chidi Okafor", "chidi@example.org", s.w.cohortA);
    const item = await insertItem(s.t.database.db, "assignment", c, {
      name: "Essay",
      due_date: "2026-03-10",
    });
    await s.t.database.db.insert(schema.extensions).values({
      cla_assignment_id: item,
      cla_student_id: s.w.studentA.id,
      due_date: "2026-03-14",
      reason: "In hospital",
    });
    expect((await sweepAt("2026-03-10T00:00:00Z")).map((r) => r.user_id)).toEqual([second.id]);
    expect(await sweepAt("2026-03-13T23:59:59Z")).toEqual([]);
    expect((await sweepAt("2026-03-14T00:00:00Z")).map((r) => r.user_id)).toEqual([s.w.studentA.id]);
    expect(await queued()).toEqual(["ada@example.org Due soon: Essay", "chidi@example.org Due soon: Essay"]);
  });
});

describe("live-class reminders", () => {
  it("reach each active student of the cohort an hour before, with the join link and the time in their zone", async () => {
    const c = await course();
    const lagos = await insertStudent(s.t, "Chidi Okafor", "chidi@example.org", s.w.cohortA);
    await s.t.database.db
      .update(schema.users)
      .set({ time_zone: "Africa/Lagos" })
      .where(eq(schema.users.id, lagos.id));
    await insertLiveClass(s.t.database.db, c, { name: "Vision casting", date: "2026-03-10", time: "18:00" });

    expect(await sweepAt("2026-03-10T16:59:00Z")).toEqual([]);
    expect(await sweepAt("2026-03-10T17:00:00Z")).toHaveLength(2);
    expect(await sweepAt("2026-03-10T17:30:00Z")).toEqual([]);
    const mails = await s.t.database.db.select().from(schema.email_outbox);
    const byAddress = Object.fromEntries(mails.map((m) => [m.to_address, m]));
    expect(byAddress["ada@example.org"]!.text_body).toContain(
      "Starts: Tuesday, 10 March 2026 at 18:00 (UTC)",
    );
    expect(byAddress["chidi@example.org"]!.text_body).toContain(
      "Starts: Tuesday, 10 March 2026 at 19:00 (GMT+1)",
    );
    expect(byAddress["chidi@example.org"]!.text_body).toContain("Join: https://zoom.us/j/1234567890");
    expect(byAddress["chidi@example.org"]!.subject).toBe("Live class soon: Vision casting");
  });

  it("a moved class is reminded at its new time; a deleted one never", async () => {
    const c = await course();
    const moved = await insertLiveClass(s.t.database.db, c, {
      name: "Moved",
      date: "2026-03-10",
      time: "18:00",
    });
    const deleted = await insertLiveClass(s.t.database.db, c, {
      name: "Deleted",
      date: "2026-03-10",
      time: "18:00",
    });
    expect(await sweepAt("2026-03-10T17:10:00Z")).toHaveLength(2);
    await s.t.database.db
      .update(schema.live_classes)
      .set({ time: "20:00" })
      .where(eq(schema.live_classes.id, moved));
    await s.t.database.db.delete(schema.live_classes).where(eq(schema.live_classes.id, deleted));
    expect(await sweepAt("2026-03-10T18:30:00Z")).toEqual([]);
    expect((await sweepAt("2026-03-10T19:00:00Z")).map((r) => r.mail.subject)).toEqual([
      "Live class soon: Moved",
    ]);

    const another = await insertLiveClass(s.t.database.db, c, {
      name: "Cancelled",
      date: "2026-03-11",
      time: "18:00",
    });
    await s.t.database.db.delete(schema.live_classes).where(eq(schema.live_classes.id, another));
    expect(await sweepAt("2026-03-11T17:30:00Z")).toEqual([]);
  });

  it("dueReminders shows what a sweep would send, without sending it", async () => {
    const c = await course();
    await insertLiveClass(s.t.database.db, c, { name: "Vision casting", date: "2026-03-10", time: "18:00" });
    const now = new Date("2026-03-10T17:30:00Z");
    expect(await dueReminders(s.t.deps, s.t.database.db, now)).toHaveLength(1);
    expect(await s.t.count("email_outbox")).toBe(0);
    await sendDueReminders(s.t.deps, now);
    expect(await dueReminders(s.t.deps, s.t.database.db, now)).toEqual([]);
  });
});

describe("two instances sweeping one database at once", () => {
  it("send each reminder exactly once", async () => {
    const c = await course();
    const students = [s.w.studentA];
    for (let i = 0; i < 8; i++) {
      students.push(await insertStudent(s.t, `Student ${i}`, `student-${i}@example.org`, s.w.cohortA));
    }
    await insertLiveClass(s.t.database.db, c, { name: "Vision casting", date: "2026-03-10", time: "18:00" });
    await insertItem(s.t.database.db, "assignment", c, { name: "Essay", due_date: "2026-03-10" });
    const second = await otherInstance(s.t);
    try {
      const now = new Date("2026-03-10T17:30:00Z");
      const results = await Promise.all([
        sendDueReminders(s.t.deps, now),
        sendDueReminders(second.deps, now),
        sendDueReminders(s.t.deps, now),
        sendDueReminders(second.deps, now),
      ]);
      expect(results.flat()).toHaveLength(students.length * 2);
    } finally {
      await second.close();
    }
    const mails = await queued();
    expect(mails).toHaveLength(students.length * 2);
    expect(new Set(mails).size).toBe(mails.length);
    expect(await s.t.count("notifications")).toBe(students.length * 2);
    expect(await s.t.count("reminders_sent")).toBe(students.length * 2);
  });
});

describe("cla reminders", () => {
  it("--dry-run lists what is due and sends nothing; without it sends them once", async () => {
    const c = await course();
    await insertLiveClass(s.t.database.db, c, { name: "Vision casting", date: "2026-03-10", time: "18:00" });
    const now = new Date("2026-03-10T17:30:00Z");
    const lines: string[] = [];
    await remindersCommand(s.t.deps, now, true, (text) => lines.push(text));
    expect(lines).toEqual([
      "2026-03-10T18:00:00.000Z  live_class  ada@example.org  Live class soon: Vision casting\n",
      "1 due (dry run: nothing sent)\n",
    ]);
    expect(await s.t.count("email_outbox")).toBe(0);
    lines.length = 0;
    await remindersCommand(s.t.deps, now, false, (text) => lines.push(text));
    expect(lines.at(-1)).toBe("1 sent\n");
    lines.length = 0;
    await remindersCommand(s.t.deps, now, false, (text) => lines.push(text));
    expect(lines).toEqual(["0 sent\n"]);
    expect(await queued()).toEqual(["ada@example.org Live class soon: Vision casting"]);
  });
});
