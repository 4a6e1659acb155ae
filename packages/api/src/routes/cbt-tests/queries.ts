/**
 * CBTs taken in the portal (docs/api.md §6.14): the CBT with its test settings, its questions, the
 * attempts and their answers, as the handlers and the grading read them.
 */
import { and, asc, eq } from "drizzle-orm";
import { parseUuid, type CbtAnswerKey, type CbtAnswerValue, type CbtQuestionKind } from "@cla/domain";
import { schema, type Queryable } from "../../db/index.ts";
import { toTimestamp } from "../../db/values.ts";
import { findOr404, first } from "../../records/lookup.ts";

const { cbts, courses, cbt_questions, cbt_attempts, cbt_answers } = schema;

/** The CBT of a path, with what the test needs. */
export interface CbtRef {
  id: string;
  name: string;
  cla_cohort_id: number;
  cla_course_id: string;
  course_name: string;
  due_date: string;
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

/**
 * The CBT named by a path and one student's attempt at it (null before the start), in one statement:
 * every call of a student reads both (a save, the most frequent, included). 404 as `requireCbt`.
 */
export function requireCbtAndAttempt(
  db: Queryable,
  raw: unknown,
  studentId: string,
): Promise<{ cbt: CbtRef; attempt: AttemptRow | null }> {
  return findOr404("CBT", parseUuid(raw), (id) =>
    first(
      db
        .select({ cbt: cbtColumns, attempt: attemptColumns })
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

/** The CBT's questions in their authored order. */
export function selectQuestions(db: Queryable, cbtId: string): Promise<QuestionRow[]> {
  return db
    .select({
      id: cbt_questions.id,
      kind: cbt_questions.kind,
      text: cbt_questions.text,
      points: cbt_questions.points,
      options: cbt_questions.options,
      correct_options: cbt_questions.correct_options,
      correct_answer: cbt_questions.correct_answer,
      accepted_answers: cbt_questions.accepted_answers,
    })
    .from(cbt_questions)
    .where(eq(cbt_questions.cla_cbt_id, cbtId))
    .orderBy(asc(cbt_questions.position));
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

/** The saved answers of one attempt, or of every attempt at one CBT. */
export async function selectAnswers(
  db: Queryable,
  of: { attemptId: string } | { cbtId: string },
): Promise<AnswersByAttempt> {
  const rows = await db
    .select({
      attempt_id: cbt_answers.attempt_id,
      question_id: cbt_answers.question_id,
      value: cbt_answers.value,
    })
    .from(cbt_answers)
    .innerJoin(cbt_attempts, eq(cbt_attempts.id, cbt_answers.attempt_id))
    .where(
      "attemptId" in of ? eq(cbt_answers.attempt_id, of.attemptId) : eq(cbt_attempts.cla_cbt_id, of.cbtId),
    );
  const byAttempt: AnswersByAttempt = new Map();
  for (const row of rows) {
    const answers = byAttempt.get(row.attempt_id) ?? new Map<string, CbtAnswerValue>();
    answers.set(row.question_id, row.value);
    byAttempt.set(row.attempt_id, answers);
  }
  return byAttempt;
}
