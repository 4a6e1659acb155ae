import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "../schemas/errors";
import {
  cbtDeadline,
  cbtPointsEarned,
  cbtTotalPoints,
  checkCbtAnswer,
  dueDayEndsAt,
  handedInLate,
  isCorrectAnswer,
  normaliseShortAnswer,
  percentOf,
  shuffledOrder,
  type CbtAnswerKey,
  type CbtAnswerValue,
} from "./index";

describe.each<[string, string, string, string]>([
  ["UTC", "2026-03-10", "UTC", "2026-03-11T00:00:00.000Z"],
  ["Lagos (UTC+1)", "2026-03-10", "Africa/Lagos", "2026-03-10T23:00:00.000Z"],
  ["New York, the day before DST starts", "2025-03-08", "America/New_York", "2025-03-09T05:00:00.000Z"],
  ["New York, the day DST ends (25 hours)", "2025-11-02", "America/New_York", "2025-11-03T05:00:00.000Z"],
  // Midnight does not exist when Santiago's clocks spring forward: the day ends at 01:00 local.
  ["Santiago, midnight in a DST gap", "2025-09-06", "America/Santiago", "2025-09-07T04:00:00.000Z"],
])("dueDayEndsAt: %s", (_case, due, zone, expected) => {
  it(`the day after ${due} starts at ${expected} in ${zone}, and the instant before is not late`, () => {
    const end = dueDayEndsAt(due, zone);
    expect(end.toISOString()).toBe(expected);
    expect(handedInLate(due, end, zone)).toBe(true);
    expect(handedInLate(due, new Date(end.getTime() - 1), zone)).toBe(false);
  });
});

describe.each<[string, string, number | null, string]>([
  ["the time limit first", "2026-03-10T09:00:00.000Z", 30, "2026-03-10T09:30:00.000Z"],
  ["the end of the due day first", "2026-03-10T22:00:00.000Z", 300, "2026-03-11T00:00:00.000Z"],
  ["both at once", "2026-03-10T23:00:00.000Z", 60, "2026-03-11T00:00:00.000Z"],
  ["no time limit", "2026-03-10T08:00:00.000Z", null, "2026-03-11T00:00:00.000Z"],
])("cbtDeadline: %s", (_case, started, limit, expected) => {
  it(`started ${started} with ${limit ?? "no"} minutes, due 2026-03-10 (UTC): ${expected}`, () => {
    expect(cbtDeadline(new Date(started), limit, "2026-03-10", "UTC").toISOString()).toBe(expected);
  });
});

const single: CbtAnswerKey = {
  kind: "single",
  correct_options: [1],
  correct_answer: null,
  accepted_answers: null,
};
const multiple: CbtAnswerKey = { ...single, kind: "multiple", correct_options: [0, 2] };
const trueFalse: CbtAnswerKey = {
  ...single,
  kind: "true_false",
  correct_options: null,
  correct_answer: false,
};
const short: CbtAnswerKey = {
  ...single,
  kind: "short",
  correct_options: null,
  accepted_answers: ["Bethlehem", "Beit  Lahm"],
};

describe.each<[string, CbtAnswerKey, CbtAnswerValue | null, boolean]>([
  ["single: the right option", single, 1, true],
  ["single: another option", single, 0, false],
  ["single: a list holding the right option", single, [1], false],
  ["multiple: exactly the right set, any order", multiple, [2, 0], true],
  ["multiple: part of the set earns nothing", multiple, [0], false],
  ["multiple: the set and one more earns nothing", multiple, [0, 1, 2], false],
  ["multiple: a repeated option is not the set", multiple, [0, 0], false],
  ["true/false: right", trueFalse, false, true],
  ["true/false: wrong", trueFalse, true, false],
  ["true/false: the text 'false'", trueFalse, "false", false],
  ["short: letter case and spaces ignored", short, "  bethLEHEM ", true],
  ["short: runs of spaces as one", short, "beit lahm", true],
  ["short: a tab and a newline are spaces", short, "Beit\t\nLahm", true],
  ["short: another word", short, "Nazareth", false],
  ["no answer", single, null, false],
])("isCorrectAnswer: %s", (_case, key, value, expected) => {
  it(`is ${expected}`, () => expect(isCorrectAnswer(key, value)).toBe(expected));
});

describe("normaliseShortAnswer", () => {
  it("trims, collapses white space, ignores case and composes accents", () => {
    expect(normaliseShortAnswer("  Cafe\u0301   AU  lait\n")).toBe("café au lait");
  });
});

describe.each<[string, CbtAnswerKey["kind"], unknown, ReturnType<typeof checkCbtAnswer>]>([
  ["null takes the answer back", "single", null, { ok: true, value: null }],
  ["single: an index", "single", 2, { ok: true, value: 2 }],
  ["single: past the options", "single", 3, { ok: false, message: FIELD_MESSAGES.invalid }],
  ["single: a digit string", "single", "1", { ok: false, message: FIELD_MESSAGES.invalid }],
  ["single: a fraction", "single", 1.5, { ok: false, message: FIELD_MESSAGES.invalid }],
  ["multiple: sorted", "multiple", [2, 0], { ok: true, value: [0, 2] }],
  ["multiple: none is no answer", "multiple", [], { ok: true, value: null }],
  ["multiple: repeated", "multiple", [1, 1], { ok: false, message: FIELD_MESSAGES.invalid }],
  ["multiple: negative", "multiple", [-1], { ok: false, message: FIELD_MESSAGES.invalid }],
  ["true/false", "true_false", true, { ok: true, value: true }],
  ["true/false: a number", "true_false", 1, { ok: false, message: FIELD_MESSAGES.invalid }],
  ["short: trimmed", "short", "  Jericho ", { ok: true, value: "Jericho" }],
  ["short: blank is no answer", "short", "   ", { ok: true, value: null }],
  ["short: 500 code points", "short", "😀".repeat(500), { ok: true, value: "😀".repeat(500) }],
  ["short: 501", "short", "a".repeat(501), { ok: false, message: FIELD_MESSAGES.tooLong(500) }],
  ["short: NUL", "short", "a\u0000", { ok: false, message: FIELD_MESSAGES.invalidCharacters }],
  ["short: an object", "short", { text: "x" }, { ok: false, message: FIELD_MESSAGES.invalid }],
])("checkCbtAnswer: %s", (_case, kind, value, expected) => {
  it("answers as expected with 3 options", () => expect(checkCbtAnswer(kind, 3, value)).toEqual(expected));
});

describe.each<[number, number, number]>([
  [7, 10, 70],
  [2, 3, 66.67],
  [1, 3, 33.33],
  [1, 8, 12.5],
  [1, 200, 0.5],
  [1, 400, 0.25],
  [1, 800, 0.13],
  [0, 5, 0],
  [5, 5, 100],
])("percentOf(%i, %i)", (part, whole, expected) => {
  it(`is ${expected}`, () => expect(percentOf(part, whole)).toBe(expected));
});

describe("percentOf refuses what is not a share", () => {
  it.each([
    [1, 0],
    [3, 2],
    [-1, 2],
    [1.5, 3],
  ])("%s of %s", (part, whole) => expect(() => percentOf(part, whole)).toThrow(RangeError));
});

describe("shuffledOrder", () => {
  const counts = [3, 0, 4, 10, 0, 2];
  const isPermutation = (order: number[], n: number) =>
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));

  it("is a permutation of the questions and of each question's options", () => {
    for (const seed of [0, 1, 42, 2 ** 31 - 2]) {
      const { questions, options } = shuffledOrder(seed, counts);
      isPermutation(questions, counts.length);
      counts.forEach((n, q) => isPermutation(options[q]!, n));
    }
  });

  it("is the same for the same seed, and differs between seeds", () => {
    expect(shuffledOrder(42, counts)).toEqual(shuffledOrder(42, counts));
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) => JSON.stringify(shuffledOrder(seed, counts))),
    );
    expect(orders.size).toBeGreaterThan(15);
  });
});

describe("cbtPointsEarned and cbtTotalPoints", () => {
  const questions = [
    { ...single, id: "a", points: 2 },
    { ...multiple, id: "b", points: 3 },
    { ...short, id: "c", points: 5 },
  ];
  it.each<[string, [string, CbtAnswerValue][], number]>([
    ["nothing answered", [], 0],
    [
      "all right",
      [
        ["a", 1],
        ["b", [0, 2]],
        ["c", "bethlehem"],
      ],
      10,
    ],
    [
      "half the set earns nothing",
      [
        ["a", 1],
        ["b", [0]],
        ["c", "Bethlehem"],
      ],
      7,
    ],
    ["an answer to an unknown question counts for nothing", [["z", 1]], 0],
  ])("%s", (_case, answers, earned) => {
    expect(cbtPointsEarned(questions, new Map(answers))).toBe(earned);
    expect(cbtTotalPoints(questions)).toBe(10);
  });
});
