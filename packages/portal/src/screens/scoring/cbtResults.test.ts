import { buildCbtResults, buildCbtTest } from "@cla/domain/fixtures";
import { describe, expect, it } from "vitest";
import {
  answerText,
  formatTimeLeft,
  mostMissedFirst,
  rightAnswerText,
  scoreText,
  shareText,
  statusText,
} from "./cbtResults";

const now = new Date("2026-03-10T09:30:00.000Z");

describe("a CBT's results in words", () => {
  it("writes the time left in minutes and seconds", () => {
    expect(formatTimeLeft(754)).toBe("12 min 34 s");
    expect(formatTimeLeft(60)).toBe("1 min 0 s");
    expect(formatTimeLeft(45)).toBe("45 s");
    expect(formatTimeLeft(-3)).toBe("0 s");
  });

  it("gives each student's status and score", () => {
    const { students, total_points } = buildCbtResults(now);
    expect(students.map(statusText)).toEqual([
      "Submitted and scored",
      "In progress, 12 min 34 s left",
      "Time ran out, scored as saved",
      "Not started",
    ]);
    expect(students.map((student) => scoreText(student, total_points))).toEqual([
      "60% (6 of 10 points)",
      "No score yet",
      "30% (3 of 10 points)",
      "No score yet",
    ]);
    expect(statusText({ ...students[3]!, status: "scored_by_hand", score: 85.5 })).toBe("Scored by hand");
    expect(scoreText({ ...students[3]!, status: "scored_by_hand", score: 85.5 }, total_points)).toBe("85.5%");
  });

  it("puts the most missed question first, ungraded ones last, ties in the authored order", () => {
    const { questions } = buildCbtResults(now);
    expect(mostMissedFirst(questions).map(({ n }) => n)).toEqual([4, 2, 1, 3]);
    const ungraded = { ...questions[0]!, graded_count: 0, correct_count: 0, correct_share: null };
    expect(mostMissedFirst([ungraded, questions[1]!]).map(({ n }) => n)).toEqual([2, 1]);
    expect(shareText(questions[1]!)).toBe("1 of 2 (50%)");
    expect(shareText(ungraded)).toBe("No attempt graded yet");
  });

  it("writes answers and right answers with the options' texts", () => {
    const [single, multiple, trueFalse, short] = buildCbtTest().questions;
    expect(answerText(single, 1)).toBe("Jesus");
    expect(answerText(multiple, [0, 2])).toBe("Listening, Stewardship");
    expect(answerText(trueFalse, false)).toBe("False");
    expect(answerText(short, "Romans")).toBe("Romans");
    expect(answerText(short, null)).toBe("No answer");
    expect(answerText(multiple, [])).toBe("No answer");
    expect(answerText(undefined, 3)).toBe("Option 4");
    expect([single, multiple, trueFalse, short].map(rightAnswerText)).toEqual([
      "Jesus",
      "Listening, Stewardship",
      "False",
      "Acts / The Acts of the Apostles",
    ]);
  });
});
