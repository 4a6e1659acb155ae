/**
 * Reminders the server sends on its own (docs/api.md §8.1, docs/decisions/187): before an item's due moment,
 * to each active student of its cohort who has not handed it in (nor started the CBT); before a live class
 * starts, to each active student of its cohort. Each is a mail and a notice, sent exactly once per
 * (person, occasion kind, occasion id, occasion time): the sweep inserts that key into `reminders_sent` in
 * the transaction that queues them, and a key already there (another instance, an earlier run) sends
 * nothing. What is due is computed from the rows as they are now, so a deleted class, a handed-in item or a
 * deactivated person gets nothing, and a moved class or due date is a new occasion time.
 */
import { and, eq, gte, lte, notExists, sql } from "drizzle-orm";
import { ASSESSMENT_KIND_NAMES, startsAt, STUDENT_ROLE, todayIn, type AssessmentKind } from "@cla/domain";
import { schema, type Queryable } from "../db/index.ts";
import { toDbTimestamp, toTimestamp } from "../db/values.ts";
import type { AppDeps } from "../http/context.ts";
import { queueIn } from "../http/write.ts";
import {
  dueDateReminderMail,
  formatInstantIn,
  itemPath,
  liveClassReminderMail,
  LIVE_CLASSES_PATH,
  type OutgoingMail,
} from "../mail/templates.ts";
import type { PeriodicJob } from "../mail/worker.ts";
import type { Notice } from "../notifications/notices.ts";
import { dueMomentFor, lastDueDate, ownDueDate } from "../records/extensions.ts";
import { KIND_TABLES } from "../routes/assessments/kinds.ts";

const { users, roles, courses, live_classes, works, cbt_attempts, reminders_sent } = schema;

/** One reminder due now: its key in `reminders_sent`, and what it sends. */
export interface DueReminder {
  user_id: string;
  kind: "due_date" | "live_class";
  occasion_id: string;
  occasion_at: Date;
  mail: OutgoingMail;
  notice: Notice;
}

/** True while `now` is in the `lead` before `moment` (the moment itself excluded: then it is too late). */
function inWindow(moment: Date, leadMs: number, now: Date): boolean {
  return moment.getTime() - leadMs <= now.getTime() && now.getTime() < moment.getTime();
}

/** Joined with the student's role: an active student (a deactivated person is reminded of nothing). */
const isActiveStudent = and(eq(roles.name, STUDENT_ROLE), eq(users.active, true));

const studentColumns = {
  student_id: users.id,
  email: users.email,
  time_zone: users.time_zone,
};

/**
 * The students of an item's cohort who have not handed it in (an assignment or a contribution: no work; a
 * CBT: no attempt) and have no score for it, whose own due day (an extension's, decision 186) is in [from, to].
 */
function unfinishedItems(db: Queryable, kind: AssessmentKind, from: string, to: string) {
  const { items, scores } = KIND_TABLES[kind];
  const handedIn =
    kind === "cbt"
      ? db
          .select({ one: sql`1` })
          .from(cbt_attempts)
          .where(and(eq(cbt_attempts.cla_cbt_id, items.id), eq(cbt_attempts.cla_student_id, users.id)))
      : db
          .select({ one: sql`1` })
          .from(works)
          .where(
            and(
              eq(kind === "assignment" ? works.cla_assignment_id : works.cla_contribution_id, items.id),
              eq(works.cla_student_id, users.id),
            ),
          );
  const scored = db
    .select({ one: sql`1` })
    .from(scores.table)
    .where(and(eq(scores.item, items.id), eq(scores.student, users.id)));
  const own = ownDueDate(kind, items, users.id);
  return db
    .select({
      id: items.id,
      name: items.name,
      due_date: own,
      course_name: courses.name,
      ...studentColumns,
    })
    .from(items)
    .innerJoin(courses, eq(courses.id, items.cla_course_id))
    .innerJoin(users, eq(users.cla_cohort_id, items.cla_cohort_id))
    .innerJoin(roles, eq(roles.id, users.cla_role_id))
    .where(
      and(
        // No one's own due day is before the item's or after the last extension's.
        lte(items.due_date, to),
        gte(lastDueDate(kind, items), from),
        gte(own, from),
        lte(own, to),
        isActiveStudent,
        notExists(handedIn),
        notExists(scored),
      ),
    );
}

/** The active students of each live class's cohort, for the classes dated in [from, to]. */
function upcomingClasses(db: Queryable, from: string, to: string) {
  return db
    .select({
      id: live_classes.id,
      name: live_classes.name,
      date: live_classes.date,
      time: live_classes.time,
      duration: live_classes.duration,
      zoom_link: live_classes.zoom_link,
      course_name: courses.name,
      ...studentColumns,
    })
    .from(live_classes)
    .innerJoin(courses, eq(courses.id, live_classes.cla_course_id))
    .innerJoin(users, eq(users.cla_cohort_id, live_classes.cla_cohort_id))
    .innerJoin(roles, eq(roles.id, users.cla_role_id))
    .where(and(gte(live_classes.date, from), lte(live_classes.date, to), isActiveStudent));
}

const KIND_LABEL: Record<AssessmentKind, string> = {
  assignment: "Assignment",
  contribution: "Contribution",
  cbt: "CBT",
};

/**
 * Every reminder whose time has come at `now` and that has not been sent yet: four statements, whatever
 * the number of items, classes and students. The dates looked at are those from today to the day the lead
 * reaches, in the academy's zone (a due moment or a start within the lead falls on one of them).
 */
export async function dueReminders(
  deps: Pick<AppDeps, "settings">,
  db: Queryable,
  now: Date,
): Promise<DueReminder[]> {
  const { academyTimeZone, publicBaseUrl, reminderLeads } = deps.settings;
  const today = todayIn(academyTimeZone, now);
  const reminders: DueReminder[] = [];

  const lastDueDay = todayIn(academyTimeZone, new Date(now.getTime() + reminderLeads.dueDateMs));
  for (const kind of ASSESSMENT_KIND_NAMES) {
    for (const row of await unfinishedItems(db, kind, today, lastDueDay)) {
      const dueAt = dueMomentFor(row, { id: row.student_id }, academyTimeZone);
      if (!inWindow(dueAt, reminderLeads.dueDateMs, now)) continue;
      const timeZone = row.time_zone ?? academyTimeZone;
      reminders.push({
        user_id: row.student_id,
        kind: "due_date",
        occasion_id: row.id,
        occasion_at: dueAt,
        mail: dueDateReminderMail({
          to: row.email,
          kind,
          itemId: row.id,
          itemName: row.name,
          courseName: row.course_name,
          dueAt,
          timeZone,
          publicBaseUrl,
        }),
        notice: {
          user_id: row.student_id,
          kind: "reminder",
          title: `Due soon: ${row.name}`,
          body: `${KIND_LABEL[kind]} of ${row.course_name}, due before ${formatInstantIn(dueAt, timeZone)}`,
          path: itemPath(kind, row.id),
        },
      });
    }
  }

  const lastClassDay = todayIn(academyTimeZone, new Date(now.getTime() + reminderLeads.liveClassMs));
  for (const row of await upcomingClasses(db, today, lastClassDay)) {
    const start = new Date(startsAt(row.date, row.time.slice(0, 5), academyTimeZone));
    if (!inWindow(start, reminderLeads.liveClassMs, now)) continue;
    const timeZone = row.time_zone ?? academyTimeZone;
    reminders.push({
      user_id: row.student_id,
      kind: "live_class",
      occasion_id: row.id,
      occasion_at: start,
      mail: liveClassReminderMail({
        to: row.email,
        className: row.name,
        courseName: row.course_name,
        startsAt: start,
        duration: row.duration,
        joinLink: row.zoom_link,
        timeZone,
        publicBaseUrl,
      }),
      notice: {
        user_id: row.student_id,
        kind: "reminder",
        title: `Live class soon: ${row.name}`,
        body: `${row.course_name}, starts ${formatInstantIn(start, timeZone)}`,
        path: LIVE_CLASSES_PATH,
      },
    });
  }

  if (reminders.length === 0) return reminders;
  // Those already sent (dry runs show what a sweep would send now).
  const sent = await db
    .select({
      user_id: reminders_sent.user_id,
      kind: reminders_sent.kind,
      occasion_id: reminders_sent.occasion_id,
      occasion_at: reminders_sent.occasion_at,
    })
    .from(reminders_sent)
    .where(gte(reminders_sent.occasion_at, toDbTimestamp(now)));
  const sentKeys = new Set(
    sent.map((row) => reminderKey({ ...row, occasion_at: new Date(toTimestamp(row.occasion_at)) })),
  );
  return reminders.filter((reminder) => !sentKeys.has(reminderKey(reminder)));
}

function reminderKey(r: Pick<DueReminder, "user_id" | "kind" | "occasion_id" | "occasion_at">): string {
  return `${r.user_id} ${r.kind} ${r.occasion_id} ${r.occasion_at.getTime()}`;
}

/**
 * Sends the reminders due at `now`, in one transaction: their keys are inserted into `reminders_sent`, and
 * only those this transaction inserted (ON CONFLICT DO NOTHING … RETURNING; a concurrent instance's insert
 * of the same key waits for it and then conflicts) get their mail and notice. Returns what was sent.
 */
export async function sendDueReminders(
  deps: Pick<AppDeps, "database" | "settings">,
  now: Date,
  wake: () => void = () => {},
): Promise<DueReminder[]> {
  const { db } = deps.database;
  const due = await dueReminders(deps, db, now);
  if (due.length === 0) return [];
  const sent = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(reminders_sent)
      .values(
        due.map((r) => ({
          user_id: r.user_id,
          kind: r.kind,
          occasion_id: r.occasion_id,
          occasion_at: toDbTimestamp(r.occasion_at),
        })),
      )
      .onConflictDoNothing()
      .returning({
        user_id: reminders_sent.user_id,
        kind: reminders_sent.kind,
        occasion_id: reminders_sent.occasion_id,
        occasion_at: reminders_sent.occasion_at,
      });
    const mine = new Set(
      inserted.map((row) => reminderKey({ ...row, occasion_at: new Date(toTimestamp(row.occasion_at)) })),
    );
    const ours = due.filter((r) => mine.has(reminderKey(r)));
    const queue = queueIn(tx, now);
    await queue.queue(...ours.map((r) => r.mail));
    await queue.notify(...ours.map((r) => r.notice));
    return ours;
  });
  if (sent.length > 0) wake();
  return sent;
}

/** The running server's sweep (REMINDER_SWEEP_SECONDS; main.ts starts it with the mail worker). */
export function reminderSweep(deps: AppDeps): PeriodicJob {
  return {
    name: "reminder sweep",
    everyMs: deps.settings.reminderSweepSeconds * 1000,
    run: () => sendDueReminders(deps, deps.clock(), deps.mail.wake),
  };
}

/**
 * `cla reminders [--dry-run]`: the reminders due now, one line each (`<moment> <kind> <address> <subject>`),
 * sent unless `dryRun`, then a count.
 */
export async function remindersCommand(
  deps: Pick<AppDeps, "database" | "settings">,
  now: Date,
  dryRun: boolean,
  out: (text: string) => void,
): Promise<void> {
  const reminders = dryRun
    ? await dueReminders(deps, deps.database.db, now)
    : await sendDueReminders(deps, now);
  for (const r of reminders) {
    out(`${r.occasion_at.toISOString()}  ${r.kind}  ${r.mail.to}  ${r.mail.subject}\n`);
  }
  out(dryRun ? `${reminders.length} due (dry run: nothing sent)\n` : `${reminders.length} sent\n`);
}
