import type { CbtAnswerValue, CbtAttemptQuestion } from "@cla/domain/client";
import { dueDayEndsAt } from "@cla/domain/client";
import { texts } from "./texts";

/**
 * The rules of the student's test screen (docs/api.md §6.14, decision 163) that need no React: the countdown's
 * text and its announcements, whether a question has an answer, and an answer as words.
 */

const t = texts.cbtTest;

/** What a question holds on screen: a saved or given value, or null for none. */
export type GivenAnswer = CbtAnswerValue | null;

/** The seconds left at which the countdown speaks (polite), largest first. */
export const ANNOUNCE_AT = [300, 60] as const;

/**
 * The announcement due when the time left went from `before` to `now` seconds: the last threshold crossed
 * ('1 minute left.' when a locked phone jumps past both), else null (never every tick). At 0 the page's alert
 * says time is up, so the polite region says nothing more.
 */
export function countdownAnnouncement(before: number, now: number): string | null {
  if (now >= before || now <= 0) return null;
  const crossed = ANNOUNCE_AT.filter((at) => before > at && now <= at);
  const last = crossed.at(-1);
  if (last === undefined) return null;
  return last === 60 ? t.oneMinuteLeft : t.fiveMinutesLeft;
}

/** The time left as a clock: 'm:ss', or 'h:mm:ss' from an hour on. */
export function countdownText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** Whether `value` answers the question (an empty choice or blank text does not). */
export function isAnswered(value: GivenAnswer | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "string") return value.trim() !== "";
  return true;
}

/** The options named by `indexes`, in the student's order, as words. */
function optionTexts(question: CbtAttemptQuestion, indexes: readonly number[]): string {
  return (question.options ?? [])
    .filter((option) => indexes.includes(option.index))
    .map((option) => option.text)
    .join("; ");
}

/** A student's answer as words, for the result: the options' texts, True/False, the text, or 'No answer'. */
export function answerText(question: CbtAttemptQuestion, value: GivenAnswer): string {
  if (!isAnswered(value)) return t.noAnswer;
  if (typeof value === "boolean") return value ? t.true : t.false;
  if (typeof value === "number") return optionTexts(question, [value]);
  if (Array.isArray(value)) return optionTexts(question, value);
  return String(value);
}

/** The right answer as words, once the API sends it (graded and the due day over); null before. */
export function solutionText(question: CbtAttemptQuestion): string | null {
  const solution = question.solution;
  if (!solution) return null;
  if (solution.correct_options) return optionTexts(question, solution.correct_options);
  if (solution.correct_answer !== null) return solution.correct_answer ? t.true : t.false;
  return (solution.accepted_answers ?? []).join(" / ");
}

/** Whether the due day of `dueDate` is over in the academy's zone: the test can no longer be started. */
export function dueDayOver(dueDate: string, academyZone: string, now: Date = new Date()): boolean {
  return dueDayEndsAt(dueDate, academyZone).getTime() <= now.getTime();
}
