import { describe, expect, it } from "vitest";
import type { DueStatus } from "./dueStatus";
import { DUE_LABELS, dueLabel, dueStatus, handedInLate, handedInOn } from "./dueStatus";

// Instants are written in UTC so each row is unambiguous; the comment gives New York local time.
describe.each<[string, string, string, DueStatus]>([
  ["a week before", "2025-03-21", "2025-03-14T16:00:00.000Z", "new"],
  ["the day before, last ms (Mar 20 23:59:59.999 EDT)", "2025-03-21", "2025-03-21T03:59:59.999Z", "new"],
  ["local midnight of the due day (00:00:00.000 EDT)", "2025-03-21", "2025-03-21T04:00:00.000Z", "due-today"],
  ["midnight UTC, still the day before in New York", "2025-03-21", "2025-03-21T00:00:00.000Z", "new"],
  ["the afternoon of the due day", "2025-03-21", "2025-03-21T18:00:00.000Z", "due-today"],
  ["23:59:59.999 local on the due day", "2025-03-21", "2025-03-22T03:59:59.999Z", "due-today"],
  ["the next ms (00:00:00.000 the day after)", "2025-03-21", "2025-03-22T04:00:00.000Z", "past-due"],
  ["a month later", "2025-03-21", "2025-04-21T12:00:00.000Z", "past-due"],
  // 23-hour day (spring forward at 02:00 EST → 03:00 EDT).
  ["DST start day, midnight EST", "2025-03-09", "2025-03-09T05:00:00.000Z", "due-today"],
  ["DST start day, 03:00 EDT just after the jump", "2025-03-09", "2025-03-09T07:00:00.000Z", "due-today"],
  ["DST start day, 23:59:59.999 EDT", "2025-03-09", "2025-03-10T03:59:59.999Z", "due-today"],
  ["DST start day, next ms", "2025-03-09", "2025-03-10T04:00:00.000Z", "past-due"],
  // 25-hour day (fall back at 02:00 EDT → 01:00 EST).
  ["DST end day, 01:30 EST (second 01:30)", "2025-11-02", "2025-11-02T06:30:00.000Z", "due-today"],
  ["DST end day, 23:59:59.999 EST", "2025-11-02", "2025-11-03T04:59:59.999Z", "due-today"],
  [
    "DST end day, 23:59:59.999 had the day been EDT (still due today)",
    "2025-11-02",
    "2025-11-03T03:59:59.999Z",
    "due-today",
  ],
  ["DST end day, next ms", "2025-11-02", "2025-11-03T05:00:00.000Z", "past-due"],
  ["leap day", "2024-02-29", "2024-02-29T17:00:00.000Z", "due-today"],
  ["year end, first ms of the new year", "2025-12-31", "2026-01-01T05:00:00.000Z", "past-due"],
])("dueStatus: %s", (_case, dueDate, nowIso, expected) => {
  it(`due ${dueDate} at ${nowIso} is ${expected}`, () => {
    expect(dueStatus(dueDate, new Date(nowIso))).toBe(expected);
  });
});

describe.each<[DueStatus, string]>([
  ["past-due", "Past Due"],
  ["due-today", "Due today"],
  ["new", "New"],
])("DUE_LABELS[%s]", (status, label) => {
  it(`is '${label}'`, () => {
    expect(DUE_LABELS[status]).toBe(label);
  });
});

describe("dueLabel", () => {
  it("gives the badge text for the status", () => {
    expect(dueLabel("2025-03-21", new Date("2025-03-21T12:00:00.000Z"))).toBe("Due today");
    expect(dueLabel("2025-03-21", new Date("2025-03-23T12:00:00.000Z"))).toBe("Past Due");
    expect(dueLabel("2025-03-21", new Date("2025-03-01T12:00:00.000Z"))).toBe("New");
  });
});

describe.each([
  ["2025-02-30", new Date("2025-03-01T00:00:00.000Z")],
  ["", new Date("2025-03-01T00:00:00.000Z")],
  ["2025-03-21", new Date(Number.NaN)],
])("dueStatus(%j, %o)", (dueDate, now) => {
  it("throws a RangeError", () => {
    expect(() => dueStatus(dueDate, now)).toThrow(RangeError);
  });
});

// The academy's zone decides, not the process's: the same instants read in New York and in Lagos.
describe.each<[string, string, string, string, boolean]>([
  ["on the due day, New York", "America/New_York", "2025-03-21", "2025-03-22T03:59:59.999Z", false],
  [
    "the first ms after the due day, New York",
    "America/New_York",
    "2025-03-21",
    "2025-03-22T04:00:00.000Z",
    true,
  ],
  [
    "the same instant in Lagos is already the next day",
    "Africa/Lagos",
    "2025-03-21",
    "2025-03-22T03:59:59.999Z",
    true,
  ],
  ["the last ms of the due day in Lagos", "Africa/Lagos", "2025-03-21", "2025-03-21T22:59:59.999Z", false],
  ["days before the due day", "UTC", "2025-03-21", "2025-03-01T12:00:00.000Z", false],
  ["the next day, UTC", "UTC", "2025-03-21", "2025-03-22T00:00:00.000Z", true],
])("handedInLate: %s", (_case, zone, dueDate, atIso, expected) => {
  it(`due ${dueDate}, handed in ${atIso} in ${zone}: late ${expected}`, () => {
    expect(handedInLate(dueDate, new Date(atIso), zone)).toBe(expected);
  });
});

describe("handedInOn: the hand-in's status line, the coursework brief's exact text (docs/api.md §6.13)", () => {
  it.each<[boolean, string]>([
    [false, "Handed in on Tue 3 Mar, 7:00 PM · on time"],
    [true, "Handed in on Tue 3 Mar, 7:00 PM · late"],
  ])("late %s: '%s'", (late, verbatim) => {
    expect(handedInOn("Tue 3 Mar, 7:00 PM", late)).toBe(verbatim);
  });
});
