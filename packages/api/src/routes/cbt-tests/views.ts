/**
 * The answers of docs/api.md §6.14 built from stored rows: the test as its facilitator writes it, a
 * student's attempt (in their order, without its score or any right answer until it is graded and the CBT
 * is closed), and the results of the whole cohort.
 */
import {
  cbtTotalPoints,
  isCorrectAnswer,
  percentOf,
  shuffledOrder,
  type CbtAnswerValue,
  type CbtAttempt,
  type CbtAttemptResponse,
  type CbtQuestion,
  type CbtQuestionResult,
  type CbtSolution,
  type CbtStudentResult,
  type CbtTest,
  type StudentRef,
} from "@cla/domain";
import { toNumber, toTimestamp } from "../../db/values.ts";
import { closedFor, deadlineOf, type AttemptRow, type CbtRef, type QuestionRow } from "./queries.ts";

/** Whole seconds from `now` to the deadline of an attempt still running; null once graded. */
function secondsLeft(attempt: AttemptRow, now: Date): number | null {
  if (attempt.graded_at !== null) return null;
  return Math.max(0, Math.floor((deadlineOf(attempt) - now.getTime()) / 1000));
}

const timestampOrNull = (value: string | null) => (value === null ? null : toTimestamp(value));

/** The right answer of a question, in the field of its kind. */
function solutionOf(q: QuestionRow): CbtSolution {
  return {
    correct_options: q.correct_options,
    correct_answer: q.correct_answer,
    accepted_answers: q.accepted_answers,
  };
}

/** The question as the facilitator wrote it, with its answer. */
function questionJson(q: QuestionRow): CbtQuestion {
  return { id: q.id, kind: q.kind, text: q.text, points: q.points, options: q.options, ...solutionOf(q) };
}

/** The test as its facilitator reads it; `locked` once a student has started. */
export function testJson(cbt: CbtRef, questions: QuestionRow[], locked: boolean): CbtTest {
  return {
    time_limit_minutes: cbt.time_limit_minutes,
    shuffle: cbt.shuffle,
    locked,
    total_points: cbtTotalPoints(questions),
    questions: questions.map(questionJson),
  };
}

/** A student's attempt: their order, their answers, and the score and right answers only when `reveal`. */
function attemptJson(
  cbt: CbtRef,
  questions: QuestionRow[],
  attempt: AttemptRow,
  answers: Map<string, CbtAnswerValue>,
  now: Date,
  reveal: boolean,
): CbtAttempt {
  const order = cbt.shuffle
    ? shuffledOrder(
        attempt.seed,
        questions.map((q) => q.options?.length ?? 0),
      )
    : {
        questions: questions.map((_, i) => i),
        options: questions.map((q) => (q.options ?? []).map((_, i) => i)),
      };
  const graded = attempt.graded_at !== null;
  return {
    status: graded ? "graded" : "in_progress",
    started_at: toTimestamp(attempt.started_at),
    deadline: toTimestamp(attempt.deadline),
    seconds_left: secondsLeft(attempt, now),
    submitted_at: timestampOrNull(attempt.submitted_at),
    graded_at: timestampOrNull(attempt.graded_at),
    points: reveal ? attempt.points : null,
    score: reveal ? percentOf(attempt.points!, attempt.total_points!) : null,
    questions: order.questions.map((i) => {
      const q = questions[i]!;
      const answer = answers.get(q.id) ?? null;
      return {
        id: q.id,
        kind: q.kind,
        text: q.text,
        points: q.points,
        options:
          q.options === null ? null : order.options[i]!.map((index) => ({ index, text: q.options![index]! })),
        answer,
        correct: reveal ? isCorrectAnswer(q, answer) : null,
        solution: reveal ? solutionOf(q) : null,
      };
    }),
  };
}

/**
 * The student's answer: the start page's summary and their attempt, if any. The score and which answers
 * were right are shown only once the attempt is graded and the CBT is closed (`cbtScoresShown` in queries.ts:
 * the due day has ended in the academy's zone and no classmate's attempt takes answers; `othersOpen`), so
 * neither answers nor scores spread while classmates are still taking the test (decision 174).
 */
export function attemptResponse(
  cbt: CbtRef,
  questions: QuestionRow[],
  attempt: AttemptRow | undefined,
  answers: Map<string, CbtAnswerValue>,
  othersOpen: boolean,
  now: Date,
  timeZone: string,
): CbtAttemptResponse {
  const reveal = attempt?.graded_at != null && closedFor(cbt.closes_on, othersOpen, now, timeZone);
  return {
    test: {
      question_count: questions.length,
      total_points: cbtTotalPoints(questions),
      time_limit_minutes: cbt.time_limit_minutes,
      due_date: cbt.due_date,
    },
    attempt: attempt === undefined ? null : attemptJson(cbt, questions, attempt, answers, now, reveal),
  };
}

/** One student's line of the results. */
function studentResult(
  student: StudentRef,
  questions: QuestionRow[],
  attempt: AttemptRow | undefined,
  answers: Map<string, CbtAnswerValue> | undefined,
  score: string | undefined,
  now: Date,
): CbtStudentResult {
  const graded = attempt?.graded_at != null;
  const status = graded
    ? "graded"
    : attempt
      ? "in_progress"
      : score !== undefined
        ? "scored_by_hand"
        : "not_started";
  return {
    student,
    status,
    started_at: attempt ? toTimestamp(attempt.started_at) : null,
    deadline: attempt ? toTimestamp(attempt.deadline) : null,
    seconds_left: attempt ? secondsLeft(attempt, now) : null,
    submitted_at: timestampOrNull(attempt?.submitted_at ?? null),
    graded_at: timestampOrNull(attempt?.graded_at ?? null),
    points: graded ? attempt!.points : null,
    score: score === undefined ? null : toNumber(score),
    answers: graded
      ? questions.map((q) => {
          const answer = answers?.get(q.id) ?? null;
          return { question_id: q.id, answer, correct: isCorrectAnswer(q, answer) };
        })
      : null,
  };
}

/** The results: every student of the cohort (in the order given), and how often each question was right. */
export function resultsJson(
  students: StudentRef[],
  questions: QuestionRow[],
  attempts: AttemptRow[],
  answers: Map<string, Map<string, CbtAnswerValue>>,
  scores: Map<string, string>,
  now: Date,
) {
  const byStudent = new Map(attempts.map((a) => [a.cla_student_id, a]));
  const lines = students.map((student) => {
    const attempt = byStudent.get(student.id);
    return studentResult(
      student,
      questions,
      attempt,
      attempt && answers.get(attempt.id),
      scores.get(student.id),
      now,
    );
  });
  const graded = lines.filter((line) => line.answers !== null);
  const perQuestion: CbtQuestionResult[] = questions.map((q, i) => {
    const correct = graded.filter((line) => line.answers![i]!.correct).length;
    return {
      id: q.id,
      kind: q.kind,
      text: q.text,
      points: q.points,
      graded_count: graded.length,
      correct_count: correct,
      correct_share: graded.length === 0 ? null : percentOf(correct, graded.length),
    };
  });
  return { total_points: cbtTotalPoints(questions), students: lines, questions: perQuestion };
}
