import type { CbtQuestion, CbtResultsResponse, CbtStudentResult } from "@cla/domain/client";
import { formatScore } from "@cla/domain/client";
import { texts } from "./texts";
import { texts as onlineTestTexts } from "../online-tests/texts";

const r = texts.results;
type CbtAnswer = NonNullable<CbtStudentResult["answers"]>[number]["answer"];
type QuestionResult = CbtResultsResponse["questions"][number];

/** Seconds as 'N min S s' ('12 min 34 s', '45 s', '1 min 0 s'): the time an attempt has left. */
export function formatTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return minutes === 0 ? `${whole} s` : `${minutes} min ${whole % 60} s`;
}

/** A student's status in words: not started, in progress with the time left, scored, or scored by hand. */
export function statusText(result: CbtStudentResult): string {
  switch (result.status) {
    case "not_started":
      return r.notStarted;
    case "in_progress":
      return r.inProgress(formatTimeLeft(result.seconds_left ?? 0));
    case "graded":
      return result.submitted_at === null ? r.timeRanOut : r.graded;
    case "scored_by_hand":
      return r.scoredByHand;
  }
}

/** The score cell: '60% (6 of 10 points)' for a graded attempt, '85.5%' by hand, else 'No score yet'. */
export function scoreText(result: CbtStudentResult, totalPoints: number): string {
  if (result.score === null) return r.noScore;
  return result.status === "graded" && result.points !== null
    ? r.scoreOf(formatScore(result.score), result.points, totalPoints)
    : r.handScore(formatScore(result.score));
}

/** A question's share of right answers: '1 of 2 (50%)', or 'No attempt graded yet'. */
export function shareText(question: QuestionResult): string {
  return question.graded_count === 0 || question.correct_share === null
    ? r.noneGraded
    : r.share(question.correct_count, question.graded_count, formatScore(question.correct_share));
}

/**
 * The questions for the item analysis: the most missed first (the lowest share of right answers), those no
 * graded attempt has answered last, and equal shares in the authored order. Each keeps its authored number.
 */
export function mostMissedFirst(
  questions: readonly QuestionResult[],
): { question: QuestionResult; n: number }[] {
  return questions
    .map((question, index) => ({ question, n: index + 1 }))
    .sort((a, b) => {
      const shareA = a.question.correct_share ?? Number.POSITIVE_INFINITY;
      const shareB = b.question.correct_share ?? Number.POSITIVE_INFINITY;
      return shareA === shareB ? a.n - b.n : shareA - shareB;
    });
}

function optionText(question: CbtQuestion | undefined, index: number): string {
  return question?.options?.[index] ?? onlineTestTexts.questions.option(index + 1);
}

/** An answer as the facilitator reads it: the chosen options' texts, True/False, the text typed, or 'No answer'. */
export function answerText(question: CbtQuestion | undefined, answer: CbtAnswer | null): string {
  if (answer === null || (Array.isArray(answer) && answer.length === 0) || answer === "") return r.noAnswer;
  if (typeof answer === "boolean")
    return answer ? onlineTestTexts.questions.true : onlineTestTexts.questions.false;
  if (typeof answer === "number") return optionText(question, answer);
  if (Array.isArray(answer)) return answer.map((index) => optionText(question, index)).join(", ");
  return answer;
}

/** A question's right answer in the same words; null when the question is not known. */
export function rightAnswerText(question: CbtQuestion | undefined): string | null {
  if (!question) return null;
  switch (question.kind) {
    case "single":
    case "multiple":
      return (question.correct_options ?? []).map((index) => optionText(question, index)).join(", ");
    case "true_false":
      return question.correct_answer === null ? null : answerText(question, question.correct_answer);
    case "short":
      return (question.accepted_answers ?? []).join(" / ");
  }
}
