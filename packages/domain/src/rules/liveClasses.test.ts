import { describe, expect, it } from "vitest";
import type { LiveClassLike } from "./liveClasses";
import { compareLiveClasses, isCohortStillRunning, isUpcoming, splitLiveClasses } from "./liveClasses";

const TODAY = "2025-03-10";

describe.each([
  ["2025-03-09", false],
  ["2025-03-10", true],
  ["2025-03-11", true],
  ["2024-12-31", false],
  ["2026-01-01", true],
])("isUpcoming(%s, today 2025-03-10)", (date, expected) => {
  it(`is ${expected}`, () => {
    expect(isUpcoming(date, TODAY)).toBe(expected);
  });
});

describe.each([
  [null, true],
  ["2025-03-09", false],
  ["2025-03-10", true],
  ["2025-06-30", true],
])("isCohortStillRunning(%j, today 2025-03-10)", (endDate, expected) => {
  it(`is ${expected}`, () => {
    expect(isCohortStillRunning(endDate, TODAY)).toBe(expected);
  });
});

function liveClass(
  id: string,
  date: string,
  time: string,
  name = "Class",
  endDate: string | null = null,
): LiveClassLike & { extra: string } {
  return { id, name, date, time, cla_cohort_end_date: endDate, extra: `payload-${id}` };
}

describe.each<[string, LiveClassLike, LiveClassLike, number]>([
  ["earlier date first", liveClass("b", "2025-03-09", "23:00"), liveClass("a", "2025-03-10", "08:00"), -1],
  [
    "same date, earlier time first",
    liveClass("b", "2025-03-10", "08:00"),
    liveClass("a", "2025-03-10", "09:00"),
    -1,
  ],
  [
    "same date and time, name by collator",
    liveClass("b", "2025-03-10", "08:00", "alpha"),
    liveClass("a", "2025-03-10", "08:00", "Beta"),
    -1,
  ],
  [
    "same date, time and name (ignoring case), id breaks the tie",
    liveClass("a", "2025-03-10", "08:00", "Prayer"),
    liveClass("b", "2025-03-10", "08:00", "prayer"),
    -1,
  ],
  ["identical", liveClass("a", "2025-03-10", "08:00"), liveClass("a", "2025-03-10", "08:00"), 0],
])("compareLiveClasses: %s", (_case, first, second, sign) => {
  it("orders the pair", () => {
    expect(Math.sign(compareLiveClasses(first, second))).toBe(sign);
    expect(Math.sign(compareLiveClasses(second, first))).toBe(-sign || 0);
  });
});

describe("splitLiveClasses", () => {
  const classes = [
    liveClass("p-old", "2025-02-01", "10:00"),
    liveClass("u-later", "2025-03-12", "09:00"),
    liveClass("p-yesterday-late", "2025-03-09", "20:00"),
    liveClass("u-today-late", "2025-03-10", "18:00"),
    liveClass("p-yesterday-early", "2025-03-09", "07:00"),
    // Earlier today: still upcoming, the decision is by date only.
    liveClass("u-today-early", "2025-03-10", "00:00"),
    liveClass("u-tie-b", "2025-03-11", "09:00", "Worship"),
    liveClass("u-tie-a", "2025-03-11", "09:00", "worship"),
    // Past classes of a cohort that ended yesterday are hidden.
    liveClass("p-cohort-ended", "2025-03-01", "10:00", "Class", "2025-03-09"),
    // A cohort ending today has not passed yet.
    liveClass("p-cohort-ends-today", "2025-03-02", "10:00", "Class", "2025-03-10"),
    // An upcoming class is listed whatever its cohort's end date.
    liveClass("u-cohort-ended", "2025-03-13", "10:00", "Class", "2025-03-09"),
  ];

  const { upcoming, past } = splitLiveClasses(classes, TODAY);

  it("lists upcoming classes oldest first: date, time, name, id", () => {
    expect(upcoming.map((c) => c.id)).toEqual([
      "u-today-early",
      "u-today-late",
      "u-tie-a",
      "u-tie-b",
      "u-later",
      "u-cohort-ended",
    ]);
  });

  it("lists past classes newest first, hiding those of an ended cohort", () => {
    expect(past.map((c) => c.id)).toEqual([
      "p-yesterday-late",
      "p-yesterday-early",
      "p-cohort-ends-today",
      "p-old",
    ]);
  });

  it("keeps the callers' objects (extra fields included) and leaves the input alone", () => {
    expect(upcoming[0]?.extra).toBe("payload-u-today-early");
    expect(classes[0]?.id).toBe("p-old");
    expect(classes).toHaveLength(11);
  });

  it("handles an empty list", () => {
    expect(splitLiveClasses([], TODAY)).toEqual({ upcoming: [], past: [] });
  });
});
