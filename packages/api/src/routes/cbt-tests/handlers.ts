/**
 * docs/api.md §6.14: CBTs taken in the portal. The facilitator writes the questions (until the first
 * student starts); each student of the CBT's cohort starts once, saves answers as they go and submits;
 * the server owns the clock and grades (grading.ts). The choices are docs/decisions/161. Steps of §3.4
 * are numbered in comments.
 */
import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import {
  API_ERRORS,
  CBT_TEST_NESTED_LISTS,
  cbtDeadline,
  cbtTestPut,
  checkCbtAnswer,
  dueDayEndsAt,
  FIELD_MESSAGES,
  parseUuid,
  sortByName,
  STUDENT_ROLE,
  WRAPPERS,
  type CbtAnswerValue,
  type CbtTest,
  type FieldErrors,
} from "@cla/domain";
import { clockTimestamp, schema, type Queryable } from "../../db/index.ts";
import { onUnique } from "../../db/unique.ts";
import { toDbTimestamp } from "../../db/values.ts";
import { caller, type AppContext } from "../../http/context.ts";
import { apiError, invalidFields } from "../../http/errors.ts";
import { validateFields, wrapper } from "../../http/validate.ts";
import { write } from "../../http/write.ts";
import { ownDueDate } from "../../records/extensions.ts";
import { ensureCohortScope } from "../../records/scope.ts";
import { KIND_TABLES } from "../assessments/kinds.ts";
import { gradeAttempt, gradeOverdueAttempts } from "./grading.ts";
import {
  attemptColumns,
  deadlineOf,
  questionsJson,
  requireCbt,
  requireCbtAndAttempt,
  selectAnswers,
  selectAttempts,
  selectQuestions,
  writeAnswers,
  type AttemptRow,
  type CbtAndAttempt,
  type CbtRef,
} from "./queries.ts";
import { attemptResponse, resultsJson, testJson } from "./views.ts";

const { cbts, cbt_questions, cbt_attempts, users, roles } = schema;
const { scores } = KIND_TABLES.cbt;

/** The 409 of an attempt that takes no more answers: submitted, or graded when its time ran out. */
function closed(attempt: AttemptRow) {
  return apiError(409, attempt.submitted_at !== null ? API_ERRORS.cbtSubmitted : API_ERRORS.cbtTimeUp);
}

/** The test of `cbt` as its facilitator reads it. */
async function readTest(db: Queryable, cbt: CbtRef): Promise<CbtTest> {
  const [questions, [started]] = await Promise.all([
    selectQuestions(db, cbt.id),
    db.select({ id: cbt_attempts.id }).from(cbt_attempts).where(eq(cbt_attempts.cla_cbt_id, cbt.id)).limit(1),
  ]);
  return testJson(cbt, questions, started !== undefined);
}

/** GET /cla_cbts/{id}/questions (facilitator). */
export async function getQuestions(c: AppContext) {
  const { db } = c.var.deps.database;
  return c.json(await readTest(db, await requireCbt(db, c.req.param("id"))));
}

/** PUT /cla_cbts/{id}/questions (facilitator): settings and the whole question list, until a student starts. */
export async function putQuestions(c: AppContext) {
  const { db } = c.var.deps.database;
  // 7, 8, 10
  const input = wrapper(c, WRAPPERS.cbtTest);
  const cbt = await requireCbt(db, c.req.param("id"));
  const test = validateFields(cbtTestPut, input, CBT_TEST_NESTED_LISTS).valid();

  await write(c, async (tx) => {
    // The CBT's row is locked against a start (which takes it FOR SHARE), so no student starts on
    // questions that are being replaced.
    await tx.select({ id: cbts.id }).from(cbts).where(eq(cbts.id, cbt.id)).for("update");
    // 12: scores must never change under a student.
    const [started] = await tx
      .select({ id: cbt_attempts.id })
      .from(cbt_attempts)
      .where(eq(cbt_attempts.cla_cbt_id, cbt.id))
      .limit(1);
    if (started) throw apiError(409, API_ERRORS.cbtQuestionsLocked);
    await tx
      .update(cbts)
      .set({
        ...(test.time_limit_minutes !== undefined && { time_limit_minutes: test.time_limit_minutes }),
        ...(test.shuffle !== undefined && { shuffle: test.shuffle }),
        updated_at: clockTimestamp(),
      })
      .where(eq(cbts.id, cbt.id));
    if (test.questions === undefined) return;
    await tx.delete(cbt_questions).where(eq(cbt_questions.cla_cbt_id, cbt.id));
    if (test.questions.length === 0) return;
    await tx.insert(cbt_questions).values(
      test.questions.map((q, position) => {
        const choice = q.kind === "single" || q.kind === "multiple";
        return {
          cla_cbt_id: cbt.id,
          position,
          kind: q.kind,
          text: q.text,
          points: q.points,
          options: choice ? q.options! : null,
          correct_options: choice ? q.correct_options! : null,
          correct_answer: q.kind === "true_false" ? q.correct_answer! : null,
          accepted_answers: q.kind === "short" ? q.accepted_answers! : null,
        };
      }),
    );
  });
  return c.json(await readTest(db, await requireCbt(db, cbt.id)));
}

/**
 * Steps 8 and 9 of a student's call: the CBT of the path, in the caller's cohort, and the caller's
 * attempt at it with the questions and its answers (one statement), graded first when its deadline has
 * passed: an overdue attempt is graded on the next request that touches it, whatever that request then
 * answers. An attempt graded here is answered with the questions and answers it was graded on.
 */
async function studentCbt(c: AppContext): Promise<StudentCbt> {
  const { db } = c.var.deps.database;
  const who = caller(c);
  const read = await requireCbtAndAttempt(db, c.req.param("id"), who.id, c.var.now);
  const { cbt, attempt } = read;
  ensureCohortScope(who, cbt.cla_cohort_id);
  if (attempt === null) return { ...read, attempt: undefined };
  if (attempt.graded_at !== null || c.var.now.getTime() < deadlineOf(attempt)) return { ...read, attempt };
  const graded = await gradeAttempt(c.var.deps, c.var.now, attempt.id, false);
  if (graded) return { ...read, ...graded };
  // Graded by another request meanwhile (its deadline had passed: the answers read are the last).
  const [latest] = await selectAttempts(db, cbt.id, who.id);
  return { ...read, attempt: latest };
}

/** A student's CBT as `studentCbt` reads it: the attempt undefined before the start. */
interface StudentCbt extends Omit<CbtAndAttempt, "attempt"> {
  attempt: AttemptRow | undefined;
}

/** The caller's answer about `cbt`: the start page's summary and their attempt with their answers. */
function respond(c: AppContext, read: StudentCbt, status: 200 | 201 = 200) {
  const { cbt, questions, attempt, answers, othersOpen } = read;
  const body = attemptResponse(
    cbt,
    questions,
    attempt,
    answers,
    othersOpen,
    c.var.now,
    c.var.deps.settings.academyTimeZone,
  );
  return c.json(body, status);
}

/** GET /cla_cbts/{id}/attempt (student): the start page, or the attempt to resume, or its result. */
export async function getAttempt(c: AppContext) {
  return respond(c, await studentCbt(c));
}

/** POST /cla_cbts/{id}/attempt (student): starts the one attempt; the deadline is fixed now. */
export async function startAttempt(c: AppContext) {
  const who = caller(c);
  const now = c.var.now;
  const timeZone = c.var.deps.settings.academyTimeZone;
  const { cbt, attempt: before, othersOpen } = await studentCbt(c);
  if (before) throw apiError(409, API_ERRORS.cbtAlreadyStarted);

  const started = await onUnique(
    () =>
      write(c, async (tx) => {
        // Read under a share lock: the questions and settings cannot change until this start commits, so
        // they are the ones the attempt is answered with (a PUT may have committed before the lock).
        const [test] = await tx
          .select({
            time_limit_minutes: cbts.time_limit_minutes,
            // The student's own due day bounds the start and the deadline (an extension, docs/api.md §6.17).
            due_date: ownDueDate("cbt", cbts, who.id),
            shuffle: cbts.shuffle,
            questions: questionsJson(sql`${cbt.id}::uuid`),
            scored: sql<boolean>`EXISTS (SELECT 1 FROM ${scores.table} WHERE ${scores.item} = ${cbt.id} AND ${scores.student} = ${who.id})`,
          })
          .from(cbts)
          .where(eq(cbts.id, cbt.id))
          .for("share");
        // 12
        if (test!.questions.length === 0) throw apiError(409, API_ERRORS.cbtNoQuestions);
        if (test!.scored) throw apiError(409, API_ERRORS.cbtScoredByHand);
        if (now >= dueDayEndsAt(test!.due_date, timeZone)) throw apiError(409, API_ERRORS.cbtDuePassed);
        const [attempt] = await tx
          .insert(cbt_attempts)
          .values({
            cla_cbt_id: cbt.id,
            cla_student_id: who.id,
            started_at: toDbTimestamp(now),
            deadline: toDbTimestamp(cbtDeadline(now, test!.time_limit_minutes, test!.due_date, timeZone)),
            seed: randomInt(2 ** 31 - 1),
          })
          .returning(attemptColumns);
        const { time_limit_minutes, due_date, shuffle, questions } = test!;
        return { cbt: { ...cbt, time_limit_minutes, due_date, shuffle }, attempt: attempt!, questions };
      }),
    // Two starts at once: the unique index lets one in.
    { cbt_attempts_cbt_student_unique: () => apiError(409, API_ERRORS.cbtAlreadyStarted) },
  );
  // A new attempt has no answers yet.
  return respond(c, { ...started, othersOpen, answers: new Map() }, 201);
}

/** PUT /cla_cbts/{id}/attempt/answers (student): saves the answers sent, before the deadline. */
export async function saveAnswers(c: AppContext) {
  const { db } = c.var.deps.database;
  const now = c.var.now;
  // 7, 8, 9
  const input = wrapper(c, WRAPPERS.cbtAnswers);
  const read = await studentCbt(c);
  const { cbt, attempt } = read;
  const questions = new Map(read.questions.map((q) => [q.id, q]));

  // 10: each value against its question, keyed `answers.<question id as sent>`.
  const errors: FieldErrors = {};
  // By question: one id sent twice in other letter cases is one answer, the last.
  const values = new Map<string, CbtAnswerValue | null>();
  for (const [key, value] of Object.entries(input)) {
    const question = questions.get(parseUuid(key) ?? "");
    const checked = question
      ? checkCbtAnswer(question.kind, question.options?.length ?? 0, value)
      : { ok: false as const, message: FIELD_MESSAGES.notAQuestion };
    if (checked.ok) values.set(question!.id, checked.value);
    else errors[`${WRAPPERS.cbtAnswers}.${key}`] = [checked.message];
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);

  // 12
  if (attempt === undefined) throw apiError(409, API_ERRORS.cbtNotStarted);
  if (attempt.graded_at !== null) throw closed(attempt);
  if (!(await writeAnswers(db, attempt.id, now, values))) {
    // Graded (or its time ran out) since it was read.
    const [latest] = await selectAttempts(db, cbt.id, attempt.cla_student_id);
    throw latest!.graded_at !== null ? closed(latest!) : apiError(409, API_ERRORS.cbtTimeUp);
  }
  // The answers as read, with this save's own applied: the save needs no statement to read them again
  // (decision 171).
  const answers = new Map(read.answers);
  for (const [id, value] of values) {
    if (value === null) answers.delete(id);
    else answers.set(id, value);
  }
  return respond(c, { ...read, attempt, answers });
}

/** POST /cla_cbts/{id}/attempt/submit (student): grades the attempt now. */
export async function submitAttempt(c: AppContext) {
  // The grading reads the questions it answers with.
  const read = await studentCbt(c);
  const { cbt, attempt } = read;
  // 12
  if (attempt === undefined) throw apiError(409, API_ERRORS.cbtNotStarted);
  if (attempt.graded_at !== null) throw closed(attempt);
  const graded = await gradeAttempt(c.var.deps, c.var.now, attempt.id, true);
  if (!graded) {
    // Graded by another request meanwhile (a second submit, or the deadline): that one answered.
    const [after] = await selectAttempts(c.var.deps.database.db, cbt.id, attempt.cla_student_id);
    throw closed(after!);
  }
  return respond(c, { ...read, ...graded });
}

/** GET /cla_cbts/{id}/results (facilitator): every student of the cohort, and each question's share right. */
export async function getResults(c: AppContext) {
  const { db } = c.var.deps.database;
  const cbt = await requireCbt(db, c.req.param("id"));
  // Overdue attempts are graded before they are shown.
  await gradeOverdueAttempts(c.var.deps, c.var.now, cbt.id);
  const [students, questions, attempts, answers, scored] = await Promise.all([
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.cla_role_id))
      .where(and(eq(users.cla_cohort_id, cbt.cla_cohort_id), eq(roles.name, STUDENT_ROLE))),
    selectQuestions(db, cbt.id),
    selectAttempts(db, cbt.id, null),
    selectAnswers(db, cbt.id),
    db
      .select({ student: sql<string>`${scores.student}`, score: sql<string>`${scores.score}` })
      .from(scores.table)
      .where(eq(scores.item, cbt.id)),
  ]);
  const scoreOf = new Map(scored.map((row) => [row.student, row.score]));
  return c.json(resultsJson(sortByName(students), questions, attempts, answers, scoreOf, c.var.now));
}
