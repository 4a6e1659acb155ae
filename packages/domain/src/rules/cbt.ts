/**
 * The rules of a CBT taken in the portal (docs/api.md §6.14, docs/decisions/161): when an attempt's time
 * runs out, whether an answer is right, and the per-student order of questions and options. The
 * server grades with these; nothing here ever reaches a student's browser with the correct answers.
 */
import { FIELD_MESSAGES as M } from "../schemas/errors";
import { addDays } from "./dates";
import { codePointLength, hasInvalidCharacters, type Checked } from "./fieldChecks";
import { CBT_OPTION_MAX_LENGTH } from "./limits";
import { startsAt } from "./startsAt";

/** The four kinds of question. */
export const CBT_QUESTION_KINDS = ["single", "multiple", "true_false", "short"] as const;
export type CbtQuestionKind = (typeof CBT_QUESTION_KINDS)[number];

/** What a student gives for one question: an option's index, several of them, true/false, or text. */
export type CbtAnswerValue = number | number[] | boolean | string;

/** What grading needs of a question: its kind and the right answer in the field of that kind. */
export interface CbtAnswerKey {
  kind: CbtQuestionKind;
  /** single: one index; multiple: one or more (indexes into the options as authored). */
  correct_options: readonly number[] | null;
  /** true_false */
  correct_answer: boolean | null;
  /** short */
  accepted_answers: readonly string[] | null;
}

/**
 * The first instant after the due day in the IANA zone `timeZone` (midnight that starts the next day,
 * moved forward past a daylight-saving gap like every wall time, docs/api.md §1.4): from then on the
 * CBT can no longer be started or answered, and students may see which answers were right.
 */
export function dueDayEndsAt(dueDate: string, timeZone: string): Date {
  return new Date(startsAt(addDays(dueDate, 1), "00:00", timeZone));
}

/**
 * An attempt's deadline, fixed when it starts: `min(started_at + time limit, end of the due day)`; without
 * a time limit, the end of the due day. Answers are taken while the server's clock is before it.
 */
export function cbtDeadline(
  startedAt: Date,
  timeLimitMinutes: number | null,
  dueDate: string,
  timeZone: string,
): Date {
  const dayEnd = dueDayEndsAt(dueDate, timeZone).getTime();
  if (timeLimitMinutes === null) return new Date(dayEnd);
  return new Date(Math.min(startedAt.getTime() + timeLimitMinutes * 60_000, dayEnd));
}

/** A short answer as compared: trimmed, runs of white space as one space, letter case ignored. */
export function normaliseShortAnswer(text: string): string {
  return text.normalize("NFC").trim().replace(/\s+/gu, " ").toLowerCase();
}

/**
 * Whether `value` earns the question's points: single and true/false, the right one; multiple, exactly
 * the set of correct options (no partial credit); short, any accepted answer once both are normalised.
 */
export function isCorrectAnswer(key: CbtAnswerKey, value: CbtAnswerValue | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  switch (key.kind) {
    case "single":
      return typeof value === "number" && key.correct_options?.[0] === value;
    case "multiple": {
      if (!Array.isArray(value)) return false;
      const chosen = new Set(value);
      const correct = new Set(key.correct_options ?? []);
      return chosen.size === correct.size && [...chosen].every((index) => correct.has(index));
    }
    case "true_false":
      return typeof value === "boolean" && value === key.correct_answer;
    case "short": {
      if (typeof value !== "string") return false;
      const given = normaliseShortAnswer(value);
      return (key.accepted_answers ?? []).some((accepted) => normaliseShortAnswer(accepted) === given);
    }
  }
}

/** A question as grading reads it: its answer key and its points. */
export interface CbtGradedQuestion extends CbtAnswerKey {
  id: string;
  points: number;
}

/** The total points of a CBT's questions. */
export function cbtTotalPoints(questions: readonly { points: number }[]): number {
  return questions.reduce((sum, q) => sum + q.points, 0);
}

/** The points earned with `answers` (question id → value): each question all or nothing. */
export function cbtPointsEarned(
  questions: readonly CbtGradedQuestion[],
  answers: ReadonlyMap<string, CbtAnswerValue>,
): number {
  return questions.reduce((sum, q) => sum + (isCorrectAnswer(q, answers.get(q.id)) ? q.points : 0), 0);
}

/**
 * mulberry32: a small, fast 32-bit generator of numbers in [0, 1); the same seed gives the same
 * sequence everywhere (a student's order of a CBT; the benchmarks' repeatable runs).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The indexes 0…n−1 shuffled (Fisher–Yates) with numbers drawn from `next`. */
function shuffled(n: number, next: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * One student's order of a CBT (`shuffle` on): the questions' order, then each question's options in that
 * order, all drawn from one generator seeded with the attempt's `seed`. The same seed and questions give
 * the same order on every request; `optionCounts[i]` is the number of options of question i as authored
 * (0 for true/false and short). Answers keep naming options by their authored index, so the order is
 * only how they are shown.
 */
export function shuffledOrder(
  seed: number,
  optionCounts: readonly number[],
): { questions: number[]; options: number[][] } {
  const next = seededRandom(seed);
  const questions = shuffled(optionCounts.length, next);
  const options: number[][] = optionCounts.map(() => []);
  for (const q of questions) options[q] = shuffled(optionCounts[q]!, next);
  return { questions, options };
}

/**
 * A value a student sends for one question (PUT …/attempt/answers), checked against the question: null
 * takes the answer back; single, an option's index; multiple, distinct option indexes (none: null);
 * true/false, true or false; short, text of at most 500 code points, trimmed (blank: null).
 */
export function checkCbtAnswer(
  kind: CbtQuestionKind,
  optionCount: number,
  value: unknown,
): Checked<CbtAnswerValue | null> {
  const isIndex = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < optionCount;
  const invalid: Checked<never> = { ok: false, message: M.invalid };
  if (value === null) return { ok: true, value: null };
  switch (kind) {
    case "single":
      return isIndex(value) ? { ok: true, value: value as number } : invalid;
    case "multiple": {
      if (!Array.isArray(value) || !value.every(isIndex) || new Set(value).size !== value.length)
        return invalid;
      const chosen = (value as number[]).toSorted((a, b) => a - b);
      return { ok: true, value: chosen.length === 0 ? null : chosen };
    }
    case "true_false":
      return typeof value === "boolean" ? { ok: true, value } : invalid;
    case "short": {
      if (typeof value !== "string") return invalid;
      const text = value.trim();
      if (hasInvalidCharacters(text)) return { ok: false, message: M.invalidCharacters };
      if (codePointLength(text) > CBT_OPTION_MAX_LENGTH)
        return { ok: false, message: M.tooLong(CBT_OPTION_MAX_LENGTH) };
      return { ok: true, value: text === "" ? null : text };
    }
  }
}
