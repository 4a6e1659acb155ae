import { FIELD_MESSAGES } from "@cla/domain/client";
import { buildCbtTest, buildEmptyCbtTest } from "@cla/domain/fixtures";
import { describe, expect, it } from "vitest";
import {
  checkDraft,
  draftChanges,
  draftOf,
  EMPTY_DRAFT,
  moveQuestion,
  newQuestion,
  removeOption,
  toPayload,
  withKind,
  type CbtDraft,
} from "./cbtDraft";

describe("a CBT's draft", () => {
  it("gives back the stored test unchanged: nothing to save", () => {
    const test = buildCbtTest();
    const draft = draftOf(test);
    expect(draftChanges(draft, test)).toBe(false);
    expect(toPayload(draft)).toEqual({
      time_limit_minutes: 30,
      shuffle: false,
      questions: test.questions.map(({ id: _id, ...question }) =>
        Object.fromEntries(Object.entries(question).filter(([, value]) => value !== null)),
      ),
    });
    expect(draftChanges(EMPTY_DRAFT, buildEmptyCbtTest())).toBe(false);
    expect(draftChanges(EMPTY_DRAFT, null)).toBe(false);
  });

  it("sends each question with its kind's fields only, texts trimmed, correct options in order", () => {
    const question = {
      ...newQuestion("multiple"),
      text: "  Pick two ",
      points: " 3 ",
      options: [" a", "b ", "c"],
      correct: [2, 0],
      accepted: ["left over"],
    };
    expect(toPayload({ timeLimit: " 45 ", shuffle: true, questions: [question] })).toEqual({
      time_limit_minutes: 45,
      shuffle: true,
      questions: [
        { kind: "multiple", text: "Pick two", points: 3, options: ["a", "b", "c"], correct_options: [0, 2] },
      ],
    });
    expect(toPayload({ ...EMPTY_DRAFT, timeLimit: "  " }).time_limit_minutes).toBeNull();
  });

  it("keeps what a new kind can use when the kind changes", () => {
    const multiple = { ...newQuestion("multiple"), text: "T", options: ["a", "b", "c"], correct: [1, 2] };
    expect(withKind(multiple, "single")).toMatchObject({
      kind: "single",
      text: "T",
      options: ["a", "b", "c"],
      correct: [1],
    });
    expect(withKind(multiple, "short")).toMatchObject({ kind: "short", accepted: [""] });
    expect(withKind(newQuestion("true_false"), "single").options).toEqual(["", ""]);
  });

  it("moves questions within the list only", () => {
    const [a, b, c] = [newQuestion(), newQuestion(), newQuestion()];
    const list = [a!, b!, c!];
    expect(moveQuestion(list, 1, -1)).toEqual([b, a, c]);
    expect(moveQuestion(list, 1, 1)).toEqual([a, c, b]);
    expect(moveQuestion(list, 0, -1)).toBe(list);
    expect(moveQuestion(list, 2, 1)).toBe(list);
  });

  it("shifts the correct options after a removed one", () => {
    const question = { ...newQuestion("multiple"), options: ["a", "b", "c", "d"], correct: [0, 1, 3] };
    expect(removeOption(question, 1)).toMatchObject({ options: ["a", "c", "d"], correct: [0, 2] });
  });

  it("finds what the server would refuse, keyed as the server keys it", () => {
    const draft: CbtDraft = {
      timeLimit: "301",
      shuffle: false,
      questions: [
        { ...newQuestion("single"), text: "", points: "0", options: ["only"], correct: [] },
        {
          ...newQuestion("multiple"),
          text: "x".repeat(2001),
          points: "2.5",
          options: ["a", " "],
          correct: [],
        },
        { ...newQuestion("true_false"), text: "T", points: "100" },
        { ...newQuestion("short"), text: "S", points: "1", accepted: [] },
        { ...newQuestion("short"), text: "S", points: "1", accepted: ["ok", "y".repeat(501)] },
      ],
    };
    expect(checkDraft(draft)).toEqual({
      time_limit_minutes: FIELD_MESSAGES.timeLimit,
      "questions.0.text": FIELD_MESSAGES.required,
      "questions.0.points": FIELD_MESSAGES.questionPoints,
      "questions.0.options": FIELD_MESSAGES.optionCount,
      "questions.0.correct_options": FIELD_MESSAGES.oneCorrectOption,
      "questions.1.text": FIELD_MESSAGES.tooLong(2000),
      "questions.1.points": FIELD_MESSAGES.questionPoints,
      "questions.1.options": FIELD_MESSAGES.required,
      "questions.1.correct_options": FIELD_MESSAGES.someCorrectOptions,
      "questions.2.correct_answer": FIELD_MESSAGES.required,
      "questions.3.accepted_answers": FIELD_MESSAGES.acceptedCount,
      "questions.4.accepted_answers": FIELD_MESSAGES.tooLong(500),
    });
    expect(checkDraft(draftOf(buildCbtTest()))).toEqual({});
    expect(checkDraft({ ...EMPTY_DRAFT, timeLimit: "300" })).toEqual({});
  });
});
