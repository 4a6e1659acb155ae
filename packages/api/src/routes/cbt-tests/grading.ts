/**
 * Grading a CBT attempt on the server, exactly once (docs/api.md §6.14, docs/decisions/161): when the
 * student submits, and once its deadline has passed, on the next request that touches it or by the
 * worker's sweep, whichever comes first. The score goes through the score POST's path: one row of
 * `cbt_scores` under its unique index and the score mail in the same transaction (the score in it only
 * once the CBT has closed, decision 174).
 */
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { cbtPointsEarned, cbtTotalPoints, formatScore, percentOf, type CbtAnswerValue } from "@cla/domain";
import { schema, type Tx } from "../../db/index.ts";
import { toDbTimestamp } from "../../db/values.ts";
import type { AppDeps } from "../../http/context.ts";
import { writeWith, type MailQueue } from "../../http/write.ts";
import { describeError } from "../../logger.ts";
import { itemPath, scorePostedMail, scorePostedNotice, type ScorePosted } from "../../mail/templates.ts";
import { activeAuthorId } from "../../notifications/notices.ts";
import type { PeriodicJob } from "../../mail/worker.ts";
import { lastDueDate } from "../../records/extensions.ts";
import { KIND_TABLES, type NewScore } from "../assessments/kinds.ts";
import {
  answersJson,
  answersMap,
  attemptColumns,
  closedFor,
  deadlineOf,
  openAttemptExists,
  questionsJson,
  type AttemptRow,
  type QuestionRow,
} from "./queries.ts";

const { cbts, courses, users, cbt_attempts } = schema;
const { scores } = KIND_TABLES.cbt;

/** How many overdue attempts one sweep grades at most; the next sweep takes the rest. */
const SWEEP_BATCH = 500;
/** How often the worker sweeps: a deadline passed is graded within about half a minute (decision 161). */
export const GRADING_SWEEP_MS = 30_000;

/**
 * The CBT score of a graded attempt, inserted as the score POST inserts one: when the student already has a
 * score (given by hand since the attempt started), the unique index leaves it out (ON CONFLICT DO NOTHING,
 * without the savepoint a caught violation needs: two round trips fewer) and no mail goes out. True when the
 * score was stored.
 */
async function insertScore(tx: Tx, score: NewScore): Promise<boolean> {
  const stored = await scores.insert(tx, [score], { skipScored: true });
  return stored.length === 1;
}

/** An attempt graded by this call: its row as stored now, and the questions and answers it was graded on. */
export interface GradedAttempt {
  attempt: AttemptRow;
  questions: QuestionRow[];
  answers: Map<string, CbtAnswerValue>;
}

/**
 * Grades the locked attempt: points from its saved answers, the score and its mail. The CBT, the
 * student, the questions and the answers are read in one statement, after the lock: every save that
 * got in before it is counted.
 */
async function gradeLocked(
  tx: Tx,
  mail: MailQueue,
  deps: AppDeps,
  now: Date,
  attempt: { id: string; cbtId: string; studentId: string; deadline: string; submit: boolean },
): Promise<GradedAttempt> {
  const [item] = await tx
    .select({
      name: cbts.name,
      // The CBT closes after the last extended student's due day too (docs/api.md §6.17).
      closes_on: lastDueDate("cbt", cbts),
      others_open: openAttemptExists(sql`${attempt.cbtId}::uuid`, now, attempt.studentId),
      cla_cohort_id: cbts.cla_cohort_id,
      cla_course_id: cbts.cla_course_id,
      course_name: courses.name,
      student_id: users.id,
      student_name: users.name,
      email: users.email,
      locale: users.locale,
      author_id: activeAuthorId(cbts.cla_user_id),
      questions: questionsJson(sql`${attempt.cbtId}::uuid`),
      answers: answersJson(sql`${attempt.id}::uuid`),
    })
    .from(cbt_attempts)
    .innerJoin(cbts, eq(cbts.id, cbt_attempts.cla_cbt_id))
    .innerJoin(courses, eq(courses.id, cbts.cla_course_id))
    .innerJoin(users, eq(users.id, cbt_attempts.cla_student_id))
    .where(eq(cbt_attempts.id, attempt.id));
  const questions = item!.questions;
  const answers = answersMap(item!.answers);
  const total = cbtTotalPoints(questions);
  const earned = cbtPointsEarned(questions, answers);
  const score = percentOf(earned, total);
  // A submit counts before the deadline; after it the attempt is graded as saved at the deadline.
  const submitted = attempt.submit && now.getTime() < deadlineOf(attempt);
  const [graded] = await tx
    .update(cbt_attempts)
    .set({
      graded_at: toDbTimestamp(now),
      submitted_at: submitted ? toDbTimestamp(now) : null,
      points: earned,
      total_points: total,
    })
    .where(eq(cbt_attempts.id, attempt.id))
    .returning(attemptColumns);
  const stored = await insertScore(tx, {
    itemId: attempt.cbtId,
    studentId: item!.student_id,
    facilitatorId: null,
    cohortId: item!.cla_cohort_id,
    courseId: item!.cla_course_id,
    score,
  });
  if (stored) {
    const posted: ScorePosted = {
      kind: "cbt",
      itemId: attempt.cbtId,
      itemName: item!.name,
      courseName: item!.course_name,
      // The mail tells no more than the portal shows the student now (decision 174).
      score: closedFor(item!.closes_on, item!.others_open, now, deps.settings.academyTimeZone)
        ? score
        : { shownAfter: item!.closes_on },
    };
    await mail.queue(
      scorePostedMail({
        ...posted,
        to: item!.email,
        publicBaseUrl: deps.settings.publicBaseUrl,
        locale: item!.locale,
      }),
    );
    await mail.notify(scorePostedNotice(item!.student_id, posted));
    // The CBT's author hears that it graded itself (docs/api.md §6.16).
    if (item!.author_id !== null) {
      await mail.notify({
        user_id: item!.author_id,
        kind: "cbt_graded",
        title: `CBT graded: ${item!.name}`,
        body: `${item!.student_name}: ${formatScore(score)} (${earned} of ${total} points).`,
        path: itemPath("cbt", attempt.cbtId),
      });
    }
  }
  return { attempt: graded!, questions, answers };
}

/**
 * Grades the attempt unless it is graded already: the attempt row is locked, so of two graders at
 * once (two submits, a submit and the sweep, two instances' sweeps) the second finds it graded and
 * does nothing. `submit`: the student submitted (before the deadline). The graded attempt when this call
 * graded it, else null.
 */
export function gradeAttempt(
  deps: AppDeps,
  now: Date,
  attemptId: string,
  submit: boolean,
): Promise<GradedAttempt | null> {
  return writeWith(deps, now, async (tx, mail) => {
    const [attempt] = await tx
      .select({
        id: cbt_attempts.id,
        cbtId: cbt_attempts.cla_cbt_id,
        studentId: cbt_attempts.cla_student_id,
        deadline: cbt_attempts.deadline,
      })
      .from(cbt_attempts)
      .where(and(eq(cbt_attempts.id, attemptId), isNull(cbt_attempts.graded_at)))
      .for("update");
    if (!attempt) return null;
    return gradeLocked(tx, mail, deps, now, { ...attempt, submit });
  });
}

/**
 * Grades every attempt whose deadline has passed and that nobody graded yet, of one CBT or of all (the
 * worker's sweep). One transaction per attempt, so a failure leaves the others graded and is retried
 * by the next sweep. Answers how many this call graded.
 */
export async function gradeOverdueAttempts(deps: AppDeps, now: Date, cbtId?: string): Promise<number> {
  const due = await deps.database.db
    .select({ id: cbt_attempts.id })
    .from(cbt_attempts)
    .where(
      and(
        isNull(cbt_attempts.graded_at),
        lte(cbt_attempts.deadline, toDbTimestamp(now)),
        cbtId === undefined ? undefined : eq(cbt_attempts.cla_cbt_id, cbtId),
      ),
    )
    .orderBy(asc(cbt_attempts.deadline))
    .limit(SWEEP_BATCH);
  let graded = 0;
  for (const { id } of due) {
    try {
      if (await gradeAttempt(deps, now, id, false)) graded++;
    } catch (error) {
      deps.logger.error("grading an attempt failed", { attempt: id, ...describeError(error) });
    }
  }
  return graded;
}

/** The worker's job (mail/worker.ts): the sweep, every GRADING_SWEEP_MS. */
export function gradingSweep(deps: AppDeps): PeriodicJob {
  return {
    name: "CBT grading sweep",
    everyMs: GRADING_SWEEP_MS,
    run: () => gradeOverdueAttempts(deps, deps.clock()),
  };
}
