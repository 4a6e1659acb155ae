import type { StudentWork, WorkStatus } from "@cla/domain/client";
import { FIELD_MESSAGES, messages } from "@cla/domain/client";
import { buildStudentWorks, buildWork, buildWorkScore } from "@cla/domain/fixtures";
import { describe, expect, it } from "vitest";
import {
  checkWork,
  fileSize,
  linkField,
  scoreChoices,
  workBadge,
  workPayload,
  workStatus,
  workStatusLine,
} from "./work";

const NOW = new Date("2026-03-03T18:00:00.000Z");
const work = { ...buildWork(NOW), updated_at: "2026-03-03T19:05:00.000Z" };

describe("workStatusLine (docs/api.md §6.13)", () => {
  it.each<[string, Parameters<typeof workStatusLine>[0], string, string]>([
    ["nothing handed in", { work: null, score: null }, "UTC", "not handed in"],
    ["on time", { work, score: null }, "UTC", "Handed in on 3 Mar 2026, 19:05 · on time"],
    ["late", { work: { ...work, late: true }, score: null }, "UTC", "Handed in on 3 Mar 2026, 19:05 · late"],
    ["in the reader's zone", { work, score: null }, "Asia/Tokyo", "Handed in on 4 Mar 2026, 4:05 · on time"],
    ["scored", { work, score: buildWorkScore(NOW) }, "UTC", "Scored — your work can no longer be changed"],
    ["scored without work", { work: null, score: buildWorkScore(NOW) }, "UTC", messages.workScoredLocked],
  ])("%s", (_case, answer, zone, expected) => {
    expect(workStatusLine(answer, zone)).toBe(expected);
  });
});

describe("workBadge: the list's status beside the due badge", () => {
  const status = (change: Partial<WorkStatus>): WorkStatus => ({
    item_id: "a0000000-0000-4000-8000-000000000001",
    submitted_at: null,
    late: false,
    scored: false,
    ...change,
  });
  it.each<[string, Partial<WorkStatus>, string, string]>([
    ["nothing handed in", {}, "not handed in", "neutral"],
    ["handed in", { submitted_at: work.submitted_at }, "handed in", "success"],
    ["handed in late", { submitted_at: work.submitted_at, late: true }, "late", "warning"],
    [
      "scored, whatever was handed in",
      { submitted_at: work.submitted_at, late: true, scored: true },
      "scored",
      "primary",
    ],
    ["scored without work", { scored: true }, "scored", "primary"],
  ])("%s", (_case, change, label, variant) => {
    expect(workBadge(status(change))).toEqual({ label, variant });
  });
});

describe("checkWork: the checks before a hand-in is sent", () => {
  it.each<[string, string[], Record<string, string>]>([
    ["http and https links", ["https://example.org/a", "http://example.org/b"], {}],
    ["blank boxes are left out", ["", "  "], {}],
    ["a javascript: link", ["javascript:alert(1)"], { [linkField(0)]: FIELD_MESSAGES.url }],
    ["a data: link", ["https://ok.org", "data:text/html,<b>x</b>"], { [linkField(1)]: FIELD_MESSAGES.url }],
    ["a link without a scheme", ["example.org"], { [linkField(0)]: FIELD_MESSAGES.url }],
    ["a link with a space", ["https://exa mple.org"], { [linkField(0)]: FIELD_MESSAGES.url }],
    [
      "a link of 2,049 characters",
      [`https://e.org/${"a".repeat(2035)}`],
      { [linkField(0)]: FIELD_MESSAGES.url },
    ],
  ])("%s", (_case, links, errors) => {
    expect(checkWork({ text: "My answer", links, fileIds: [] })).toEqual(errors);
  });

  it("needs text, a link or a file: under cla_work, with the server's text", () => {
    const empty = { text: "  \n ", links: [""], fileIds: [] };
    expect(checkWork(empty)).toEqual({ cla_work: FIELD_MESSAGES.emptyWork });
    expect(checkWork({ ...empty, text: "x" })).toEqual({});
    expect(checkWork({ ...empty, links: ["https://example.org"] })).toEqual({});
    expect(checkWork({ ...empty, fileIds: ["f1000000-0000-4000-8000-000000000001"] })).toEqual({});
  });
});

describe("workPayload: the body of PUT …/work", () => {
  it("names every field, so what left the form leaves the work; blank text is null, blank links are left out", () => {
    expect(workPayload({ text: " ", links: [" https://example.org ", ""], fileIds: [] })).toEqual({
      text: null,
      links: ["https://example.org"],
      file_ids: [],
    });
    expect(workPayload({ text: "Line 1\nLine 2", links: [], fileIds: ["f1"] })).toEqual({
      text: "Line 1\nLine 2",
      links: [],
      file_ids: ["f1"],
    });
  });
});

describe("fileSize", () => {
  it.each([
    [0, "0 bytes"],
    [812, "812 bytes"],
    [1023, "1023 bytes"],
    [1024, "1 KB"],
    [48_213, "47 KB"],
    [184_320, "180 KB"],
    [1024 * 1024 - 1, "1024 KB"],
    [1024 * 1024, "1.0 MB"],
    [3_355_443, "3.2 MB"],
    [3_670_016, "3.5 MB"],
    [10 * 1024 * 1024, "10.0 MB"],
  ])("%i bytes is %s", (bytes, text) => {
    expect(fileSize(bytes)).toBe(text);
  });
});

const LIST_NOW = new Date(2026, 10, 25, 12, 0);
const [ada, bola, chidi, grace] = buildStudentWorks(LIST_NOW) as [
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
