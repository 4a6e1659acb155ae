/**
 * CBTs taken in the portal (docs/api.md §6.14): the CBT with its test settings, its questions, the
 * attempts and their answers, as the handlers and the grading read them.
 */
import { and, eq, gt, inArray, isNull, sql, type SQLWrapper } from "drizzle-orm";
import {
  dueDayEndsAt,
  parseUuid,
  type CbtAnswerKey,
  type CbtAnswerValue,
  type CbtQuestionKind,
} from "@cla/domain";
import { lastDueDate, ownDueDate } from "../../records/extensions.ts";
import { schema, type Queryable } from "../../db/index.ts";
import { toDbTimestamp, toTimestamp } from "../../db/values.ts";
import { findOr404, first } from "../../records/lookup.ts";

const { cbts, courses, cbt_questions, cbt_attempts, cbt_answers } = schema;

/** When a student reads: the server's clock, and the academy's date it falls on (docs/api.md §1.4). */
export interface ReadAt {
  now: Date;
  today: string;
}

/**
 * True while an attempt at the CBT whose id is `cbtId` (a column or a parameter) still takes answers: not
 * graded and before its deadline; the attempt of `exceptStudent` left out when given.
 */
export function openAttemptExists(cbtId: SQLWrapper, now: Date, exceptStudent?: string) {
  const except = exceptStudent === undefined ? sql`` : sql` AND o.cla_student_id <> ${exceptStudent}`;
  return sql<boolean>`EXISTS (SELECT 1 FROM ${cbt_attempts} o WHERE o.cla_cbt_id = ${cbtId}
    AND o.graded_at IS NULL AND o.deadline > ${toDbTimestamp(now)}::timestamptz${except})`;
}

/**
 * docs/api.md §6.14, docs/decisions/174: a CBT taken in the portal is closed, and its students see their
 * scores (and the right answers), once its due day is over in the academy's zone and no attempt at it still
 * takes answers, so no score is an oracle for a classmate still taking it, even after its due date was
 * moved earlier. A CBT without questions is scored by hand as before: its scores show at once. The due day is the
 * last one any student has: an extended student's too (docs/api.md §6.17).
 */
export function cbtScoresShown(cbt: { id: SQLWrapper; due_date: SQLWrapper }, at: ReadAt) {
  return sql<boolean>`(NOT EXISTS (SELECT 1 FROM ${cbt_questions} q WHERE q.cla_cbt_id = ${cbt.id})
    OR (${lastDueDate("cbt", cbt)} < ${at.today}::date AND NOT ${openAttemptExists(cbt.id, at.now)}))`;
}

/**
 * What the score mail of a CBT score given now says (decision 174): the score once the CBT is closed, else
 * the due date after which the portal shows it.
 */
export async function cbtScoreInMail(
  db: Queryable,
  cbtId: string,
  score: number,
  at: ReadAt,
): Promise<number | { shownAfter: string }> {
  const [row] = await db
    // The id as a parameter: a one-table select leaves its columns unqualified, and the subquery has an id.
    .select({
      closes_on: lastDueDate("cbt", { id: sql`${cbtId}::uuid`, due_date: cbts.due_date }),
      shown: cbtScoresShown({ id: sql`${cbtId}::uuid`, due_date: cbts.due_date }, at),
    })
    .from(cbts)
    .where(eq(cbts.id, cbtId));
  return row!.shown ? score : { shownAfter: row!.closes_on };
}

/**
 * `cbtScoresShown` for one student's attempt, read with `othersOpen` (their own attempt is graded, or being
 * graded): the due day is over and no classmate's attempt takes answers.
 */
export function closedFor(dueDate: string, othersOpen: boolean, now: Date, timeZone: string): boolean {
  return now >= dueDayEndsAt(dueDate, timeZone) && !othersOpen;
}

/** The CBT of a path, with what the test needs. */
export interface CbtRef {
  id: string;
  name: string;
  cla_cohort_id: number;
  cla_course_id: string;
  course_name: string;
  /** The reader's own due date: a student's extension's when read for them (`requireCbtAndAttempt`). */
  due_date: string;
  /** The last due date of any student (`lastDueDate`): the CBT is closed after it. */
  closes_on: string;
  time_limit_minutes: number | null;
  shuffle: boolean;
}

const cbtColumns = {
  id: cbts.id,
  name: cbts.name,
  cla_cohort_id: cbts.cla_cohort_id,
  cla_course_id: cbts.cla_course_id,
  course_name: courses.name,
  due_date: cbts.due_date,
  closes_on: lastDueDate("cbt", cbts),
  time_limit_minutes: cbts.time_limit_minutes,
  shuffle: cbts.shuffle,
};

/** The CBT named by a path, or 404 `CBT not found` (malformed too). */
export function requireCbt(db: Queryable, raw: unknown): Promise<CbtRef> {
  return findOr404("CBT", parseUuid(raw), (id) =>
    first(
      db
        .select(cbtColumns)
        .from(cbts)
        .innerJoin(courses, eq(courses.id, cbts.cla_course_id))
        .where(eq(cbts.id, id))
        .limit(1),
    ),
  );
}

/** The CBT, one student's attempt, the CBT's questions and the attempt's answers, as one statement reads them. */
export interface CbtAndAttempt {
  cbt: CbtRef;
  attempt: AttemptRow | null;
  /** An attempt of another student at the CBT still takes answers (`openAttemptExists`). */
  othersOpen: boolean;
  questions: QuestionRow[];
  /** Empty without an attempt. */
  answers: Map<string, CbtAnswerValue>;
}

/**
 * The CBT named by a path and one student's attempt at it (null before the start), in one statement:
 * every call of a student reads both (a save, the most frequent, included), and with them, as JSON built
 * by the database, the questions and the attempt's answers (decision 171; every call reads both, decision
 * 182), and whether a classmate's attempt is still open at `now` (decision 174). 404 as `requireCbt`.
 */
export async function requireCbtAndAttempt(
  db: Queryable,
  raw: unknown,
  studentId: string,
  now: Date,
): Promise<CbtAndAttempt> {
  const row = await findOr404("CBT", parseUuid(raw), (id) =>
    first(
      db
        .select({
          // The student's own due date: their extension's when they have one (docs/api.md §6.17).
          cbt: { ...cbtColumns, due_date: ownDueDate("cbt", cbts, studentId) },
          attempt: attemptColumns,
          othersOpen: openAttemptExists(sql`${id}::uuid`, now, studentId),
          questions: questionsJson(sql`${id}::uuid`),
          answers: answersJson(sql`${cbt_attempts}.id`),
        })
        .from(cbts)
        .innerJoin(courses, eq(courses.id, cbts.cla_course_id))
        .leftJoin(
          cbt_attempts,
          and(eq(cbt_attempts.cla_cbt_id, cbts.id), eq(cbt_attempts.cla_student_id, studentId)),
        )
        .where(eq(cbts.id, id))
        .limit(1),
    ),
  );
  return { ...row, answers: answersMap(row.answers) };
}

/**
 * The questions of the CBT whose id is `cbtId` (a parameter, or a column named with its table: drizzle
 * leaves the columns of a one-table select unqualified), in their authored order, as one JSON array of
 * `QuestionRow`: one value to read instead of a row of eight columns per question.
 */
export function questionsJson(cbtId: SQLWrapper) {
  return sql<QuestionRow[]>`(SELECT coalesce(json_agg(json_build_object(
      'id', q.id, 'kind', q.kind, 'text', q.text, 'points', q.points, 'options', q.options,
      'correct_options', q.correct_options, 'correct_answer', q.correct_answer,
      'accepted_answers', q.accepted_answers) ORDER BY q.position), '[]')
    FROM ${cbt_questions} q WHERE q.cla_cbt_id = ${cbtId})`;
}

/** The saved answers of the attempt whose id is `attemptId` (as `questionsJson`) as one JSON object: question id → value. */
export function answersJson(attemptId: SQLWrapper) {
  return sql<Record<string, CbtAnswerValue>>`(SELECT coalesce(json_object_agg(a.question_id, a.value), '{}')
    FROM ${cbt_answers} a WHERE a.attempt_id = ${attemptId})`;
}

/** An `answersJson` object as a Map. */
export function answersMap(json: Record<string, CbtAnswerValue>): Map<string, CbtAnswerValue> {
  return new Map(Object.entries(json));
}

/** A stored question: its answer key and what a student is shown. */
export interface QuestionRow extends CbtAnswerKey {
  id: string;
  kind: CbtQuestionKind;
  text: string;
  points: number;
  options: string[] | null;
  correct_options: number[] | null;
  accepted_answers: string[] | null;
}

/** The CBT's questions in their authored order (`questionsJson`, read on its own). */
export async function selectQuestions(db: Queryable, cbtId: string): Promise<QuestionRow[]> {
  const [row] = await db
    .select({ questions: questionsJson(sql`${cbtId}::uuid`) })
    .from(cbts)
    .where(eq(cbts.id, cbtId));
  return row?.questions ?? [];
}

export const attemptColumns = {
  id: cbt_attempts.id,
  cla_student_id: cbt_attempts.cla_student_id,
  started_at: cbt_attempts.started_at,
  deadline: cbt_attempts.deadline,
  submitted_at: cbt_attempts.submitted_at,
  graded_at: cbt_attempts.graded_at,
  seed: cbt_attempts.seed,
  points: cbt_attempts.points,
  total_points: cbt_attempts.total_points,
};
/** One attempt as stored (timestamps as the database's text). */
export interface AttemptRow {
  id: string;
  cla_student_id: string;
  started_at: string;
  deadline: string;
  submitted_at: string | null;
  graded_at: string | null;
  seed: number;
  points: number | null;
  total_points: number | null;
}

/** The attempt's deadline as an instant (ms): answers are taken while the server's clock is before it. */
export function deadlineOf(attempt: { deadline: string }): number {
  return Date.parse(toTimestamp(attempt.deadline));
}

/** Attempts at the CBT: one student's (at most one) or everyone's. */
export function selectAttempts(
  db: Queryable,
  cbtId: string,
  studentId: string | null,
): Promise<AttemptRow[]> {
  return db
    .select(attemptColumns)
    .from(cbt_attempts)
    .where(
      and(
        eq(cbt_attempts.cla_cbt_id, cbtId),
        studentId === null ? undefined : eq(cbt_attempts.cla_student_id, studentId),
      ),
    );
}

/** Saved answers: attempt id → question id → value. */
export type AnswersByAttempt = Map<string, Map<string, CbtAnswerValue>>;

/** The saved answers of every attempt at the CBT (`answersJson` an attempt). */
export async function selectAnswers(db: Queryable, cbtId: string): Promise<AnswersByAttempt> {
  const rows = await db
    .select({ attempt_id: cbt_attempts.id, answers: answersJson(sql`${cbt_attempts}.id`) })
    .from(cbt_attempts)
    .where(eq(cbt_attempts.cla_cbt_id, cbtId));
  return new Map(rows.map((row) => [row.attempt_id, answersMap(row.answers)]));
}

/**
 * Saves and clears answers of the attempt whose id is `attemptId` in one statement, atomic by itself (no
 * BEGIN and COMMIT round trips on the most frequent write, decision 165): the attempt row is locked against
 * grading, and the answers are saved or cleared only while it is ungraded and before its deadline, so an
 * answer is either saved before the attempt is graded, or refused. False when it took none (graded, or its
 * time ran out, since it was read).
 */
export async function writeAnswers(
  db: Queryable,
  attemptId: string,
  now: Date,
  values: Map<string, CbtAnswerValue | null>,
): Promise<boolean> {
  const at = sql`${toDbTimestamp(now)}::timestamptz`;
  const saved = [...values].flatMap(([id, value]) => (value === null ? [] : [{ id, value }]));
  const cleared = [...values].flatMap(([id, value]) => (value === null ? [id] : []));
  const live = db.$with("live").as(
    db
      .select({ id: cbt_attempts.id })
      .from(cbt_attempts)
      .where(
        and(eq(cbt_attempts.id, attemptId), isNull(cbt_attempts.graded_at), gt(cbt_attempts.deadline, at)),
      )
      .for("update"),
  );
  const save = db.$with("saved").as(
    db
      .insert(cbt_answers)
      .select(
        db
          .select({
            attempt_id: live.id,
            question_id: sql<string>`v.id`.as("question_id"),
            value: sql<CbtAnswerValue>`v.value`.as("value"),
            saved_at: sql<string>`${at}`.as("saved_at"),
          })
          .from(live)
          .crossJoin(sql`jsonb_to_recordset(${JSON.stringify(saved)}::jsonb) AS v(id uuid, value jsonb)`),
      )
      .onConflictDoUpdate({
        target: [cbt_answers.attempt_id, cbt_answers.question_id],
        set: { value: sql`excluded.value`, saved_at: sql`excluded.saved_at` },
      }),
  );
  const clear = db
    .$with("cleared")
    .as(
      db
        .delete(cbt_answers)
        .where(
          and(
            inArray(cbt_answers.attempt_id, db.select({ id: live.id }).from(live)),
            inArray(cbt_answers.question_id, cleared),
          ),
        ),
    );
  const open = await db.with(live, save, clear).select({ id: live.id }).from(live);
  return open.length === 1;
}
