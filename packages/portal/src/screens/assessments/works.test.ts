import type { StudentWork } from "@cla/domain/client";
import { buildStudentWorks } from "@cla/domain/fixtures";
import { describe, expect, it } from "vitest";
import { scoreChoices, workStatus } from "./works";

const NOW = new Date(2026, 10, 25, 12, 0);
const [ada, bola, chidi, grace] = buildStudentWorks(NOW) as [
  StudentWork,
  StudentWork,
  StudentWork,
  StudentWork,
];

describe("workStatus", () => {
  it.each([
    ["scored, whatever was handed in", ada, "scored"],
    ["scored without work", { ...grace, score: ada.score }, "scored"],
    ["handed in on time", bola, "handed-in"],
    ["handed in after the due day", chidi, "late"],
    ["nothing handed in", grace, "not-handed-in"],
  ] as const)("%s", (_name, entry, status) => {
    expect(workStatus(entry)).toBe(status);
  });
});

describe("scoreChoices: the score dropdown puts those who handed in first", () => {
  const ref = (entry: StudentWork) => entry.student;

  it("keeps the people order within each group", () => {
    // Grace (nothing) comes before Bola and Chidi (handed in) in this input order.
    const students = [ref(grace), ref(bola), ref(chidi)];
    expect(scoreChoices(students, [ada, bola, chidi, grace])).toEqual({
      handedIn: [ref(bola), ref(chidi)],
      rest: [ref(grace)],
    });
  });

  it("counts late work as handed in, and a student the list does not know as not handed in", () => {
    const newcomer = { id: "CLA000000000099", name: "Zara Newcomer" };
    expect(scoreChoices([ref(chidi), newcomer], [chidi])).toEqual({
      handedIn: [ref(chidi)],
      rest: [newcomer],
    });
  });

  it("puts everyone in the rest when nobody handed in", () => {
    const nobody = [bola, grace].map((entry) => ({ ...entry, work: null }));
    expect(scoreChoices([ref(bola), ref(grace)], nobody)).toEqual({
      handedIn: [],
      rest: [ref(bola), ref(grace)],
    });
  });

  it("offers only the students it was given (those without a score)", () => {
    expect(scoreChoices([ref(bola)], [ada, bola, chidi, grace])).toEqual({ handedIn: [ref(bola)], rest: [] });
  });
});
