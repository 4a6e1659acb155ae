import type { CbtQuestionKind, CbtTest, CbtTestPut } from "@cla/domain/client";
import {
  CBT_ACCEPTED_MAX,
  CBT_ACCEPTED_MIN,
  CBT_OPTION_MAX_LENGTH,
  CBT_OPTIONS_MAX,
  CBT_OPTIONS_MIN,
  CBT_POINTS_MAX,
  CBT_POINTS_MIN,
  CBT_QUESTION_KINDS,
  CBT_QUESTION_TEXT_MAX_LENGTH,
  CBT_QUESTIONS_MAX,
  CBT_TIME_LIMIT_MAX_MINUTES,
  CBT_TIME_LIMIT_MIN_MINUTES,
  checkText,
  FIELD_MESSAGES,
} from "@cla/domain/client";
import type { FieldErrors } from "../../forms/useSubmit";

/**
 * A CBT's questions and settings as the facilitator edits them on the CBT form (docs/api.md §6.14): every
 * field as typed, so a half-written question keeps what was typed until the save checks it. `toPayload` turns
 * it into PUT /cla_cbts/{id}/questions' body; `checkDraft` finds before any call what the server would refuse,
 * keyed as the server keys it (`questions.<index>.<field>`), so one message shows beside its field either way.
 */
export interface DraftQuestion {
  /** A stable React key: questions move. */
  key: string;
  kind: CbtQuestionKind;
  text: string;
  points: string;
  /** Single and multiple choice: the options as typed, and the indexes of the correct ones. */
  options: string[];
  correct: number[];
  /** True/false: the right answer, null until chosen. */
  correctAnswer: boolean | null;
  /** Short answer: the accepted answers as typed. */
  accepted: string[];
}

export interface CbtDraft {
  /** Whole minutes as typed; "" is no limit. */
  timeLimit: string;
  shuffle: boolean;
  questions: DraftQuestion[];
}

export const EMPTY_DRAFT: CbtDraft = { timeLimit: "", shuffle: false, questions: [] };

export const QUESTION_FIELDS = [
  "kind",
  "text",
  "points",
  "options",
  "correct_options",
  "correct_answer",
  "accepted_answers",
] as const;
export type QuestionField = (typeof QUESTION_FIELDS)[number];

/** The key of a question's field in a 422 and in the form's errors: `questions.2.text`. */
export function questionKey(index: number, field?: QuestionField): string {
  return field === undefined ? `questions.${index}` : `questions.${index}.${field}`;
}

/** Every error key the PUT can answer, so useSubmit shows each beside its field rather than in the alert. */
export const CBT_TEST_FIELDS: readonly string[] = [
  "time_limit_minutes",
  "shuffle",
  "questions",
  ...Array.from({ length: CBT_QUESTIONS_MAX }, (_, index) => [
    questionKey(index),
    ...QUESTION_FIELDS.map((field) => questionKey(index, field)),
  ]).flat(),
];

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `q${nextKey}`;
}

const isChoice = (kind: CbtQuestionKind) => kind === "single" || kind === "multiple";

/** A new question of `kind`: one point, two empty options for a choice, one empty accepted answer for short. */
export function newQuestion(kind: CbtQuestionKind = "single"): DraftQuestion {
  return withKind(
    {
      key: newKey(),
      kind,
      text: "",
      points: "1",
      options: [],
      correct: [],
      correctAnswer: null,
      accepted: [],
    },
    kind,
  );
}

/**
 * The question turned into `kind`, keeping its text, points and what the new kind can use: options stay
 * between single and multiple choice (single keeps the first correct one); a kind gets the empty fields it
 * needs to be written.
 */
export function withKind(question: DraftQuestion, kind: CbtQuestionKind): DraftQuestion {
  const options = isChoice(kind) ? [...question.options] : question.options;
  while (isChoice(kind) && options.length < CBT_OPTIONS_MIN) options.push("");
  return {
    ...question,
    kind,
    options,
    correct: kind === "single" ? question.correct.slice(0, 1) : question.correct,
    accepted: kind === "short" && question.accepted.length === 0 ? [""] : question.accepted,
  };
}

/** The stored test as the form edits it. */
export function draftOf(test: CbtTest): CbtDraft {
  return {
    timeLimit: test.time_limit_minutes === null ? "" : String(test.time_limit_minutes),
    shuffle: test.shuffle,
    questions: test.questions.map((question) => ({
      key: newKey(),
      kind: question.kind,
      text: question.text,
      points: String(question.points),
      options: question.options ?? [],
      correct: question.correct_options ?? [],
      correctAnswer: question.correct_answer,
      accepted: question.accepted_answers ?? [],
    })),
  };
}

/** The question at `index` moved `by` places (-1 up, 1 down); the list as it was when that leaves it. */
export function moveQuestion(questions: DraftQuestion[], index: number, by: -1 | 1): DraftQuestion[] {
  const target = index + by;
  if (index < 0 || index >= questions.length || target < 0 || target >= questions.length) return questions;
  const moved = [...questions];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** The list with `item` at `index` replaced. */
export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, at) => (at === index ? item : current));
}

/** The option at `index` removed, the correct indexes after it shifted down with it. */
export function removeOption(question: DraftQuestion, index: number): DraftQuestion {
  return {
    ...question,
    options: question.options.filter((_, at) => at !== index),
    correct: question.correct.filter((at) => at !== index).map((at) => (at > index ? at - 1 : at)),
  };
}

/** Whole minutes, "" → null; anything else is sent as typed for the server to refuse (checkDraft does first). */
function wholeNumber(value: string): number {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** PUT /cla_cbts/{id}/questions' `cla_cbt_test`: each question with its kind's fields only, texts trimmed. */
export function toPayload(draft: CbtDraft): CbtTestPut {
  return {
    time_limit_minutes: draft.timeLimit.trim() === "" ? null : wholeNumber(draft.timeLimit),
    shuffle: draft.shuffle,
    questions: draft.questions.map((question) => {
      const common = {
        kind: question.kind,
        text: question.text.trim(),
        points: wholeNumber(question.points),
      };
      switch (question.kind) {
        case "single":
        case "multiple":
          return {
            ...common,
            options: question.options.map((option) => option.trim()),
            correct_options: [...question.correct].sort((a, b) => a - b),
          };
        case "true_false":
          return { ...common, correct_answer: question.correctAnswer };
        case "short":
          return { ...common, accepted_answers: question.accepted.map((answer) => answer.trim()) };
      }
    }),
  };
}

/** Whether saving `draft` would change what `test` holds (nothing to PUT when it would not). */
export function draftChanges(draft: CbtDraft, test: CbtTest | null): boolean {
  return JSON.stringify(toPayload(draft)) !== JSON.stringify(toPayload(test ? draftOf(test) : EMPTY_DRAFT));
}

const textOf = checkText(CBT_QUESTION_TEXT_MAX_LENGTH);
const optionTextOf = checkText(CBT_OPTION_MAX_LENGTH);

function inRange(value: string, min: number, max: number): boolean {
  const number = wholeNumber(value);
  return Number.isInteger(number) && number >= min && number <= max;
}

/**
 * The first fault of a list of short texts (options, accepted answers): fewer than `min` or more than `max`
 * (`countMessage`), else a blank or too long one.
 */
function listFault(texts: readonly string[], min: number, max: number, countMessage: string): string | null {
  if (texts.length < min || texts.length > max) return countMessage;
  for (const text of texts) {
    if (text.trim() === "") return FIELD_MESSAGES.required;
    const checked = optionTextOf(text.trim());
    if (!checked.ok) return checked.message ?? FIELD_MESSAGES.invalid;
  }
  return null;
}

/** What the server would refuse in `draft` (docs/api.md §6.14), in its words and keys; {} when nothing. */
export function checkDraft(draft: CbtDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (
    draft.timeLimit.trim() !== "" &&
    !inRange(draft.timeLimit, CBT_TIME_LIMIT_MIN_MINUTES, CBT_TIME_LIMIT_MAX_MINUTES)
  )
    errors["time_limit_minutes"] = FIELD_MESSAGES.timeLimit;
  if (draft.questions.length > CBT_QUESTIONS_MAX) errors["questions"] = FIELD_MESSAGES.tooManyQuestions;
  draft.questions.forEach((question, index) => {
    const set = (field: QuestionField, message: string | null) => {
      if (message) errors[questionKey(index, field)] = message;
    };
    if (!(CBT_QUESTION_KINDS as readonly string[]).includes(question.kind))
      set("kind", FIELD_MESSAGES.questionKind);
    const text = question.text.trim();
    const checkedText = textOf(text);
    set(
      "text",
      text === "" ? FIELD_MESSAGES.required : checkedText.ok ? null : (checkedText.message ?? null),
    );
    set(
      "points",
      inRange(question.points, CBT_POINTS_MIN, CBT_POINTS_MAX) ? null : FIELD_MESSAGES.questionPoints,
    );
    switch (question.kind) {
      case "single":
      case "multiple":
        set(
          "options",
          listFault(question.options, CBT_OPTIONS_MIN, CBT_OPTIONS_MAX, FIELD_MESSAGES.optionCount),
        );
        if (question.kind === "single" && question.correct.length !== 1)
          set("correct_options", FIELD_MESSAGES.oneCorrectOption);
        if (question.kind === "multiple" && question.correct.length === 0)
          set("correct_options", FIELD_MESSAGES.someCorrectOptions);
        break;
      case "true_false":
        set("correct_answer", question.correctAnswer === null ? FIELD_MESSAGES.required : null);
        break;
      case "short":
        set(
          "accepted_answers",
          listFault(question.accepted, CBT_ACCEPTED_MIN, CBT_ACCEPTED_MAX, FIELD_MESSAGES.acceptedCount),
        );
        break;
    }
  });
  return errors;
}

/** The test's total points as typed so far (questions whose points are not yet a whole number count 0). */
export function draftTotalPoints(draft: CbtDraft): number {
  return draft.questions.reduce((sum, question) => {
    const points = wholeNumber(question.points);
    return sum + (Number.isInteger(points) ? points : 0);
  }, 0);
}
