import { describe, expect, it } from "vitest";
import { noWorkYet, workedExample } from "../fixtures/workedExample";
import type { CoursePointsInput } from "./points";
import {
  COURSE_LEVEL_MAX,
  SCORE_WEIGHTS,
  TOTAL_POINTS_MAX,
  coursePoints,
  courseStatsTotal,
  formatScore,
  fromHundredths,
  round2,
  toHundredths,
  totalPoints,
} from "./points";

describe("weights", () => {
  it("are 25, 30, 25, 20 and add up to 100; the level maximum is 3", () => {
    expect(SCORE_WEIGHTS).toEqual({ assignment: 25, attendance: 30, contributions: 25, cbt: 20 });
    const sum = Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0);
    expect(sum).toBe(TOTAL_POINTS_MAX);
    expect(TOTAL_POINTS_MAX).toBe(100);
    expect(COURSE_LEVEL_MAX).toBe(3);
  });
});

describe.each([
  // [submission, attendance, contributions, cbt, total]
  [
    workedExample.expected.submission_points,
    workedExample.expected.attendance_points,
    workedExample.expected.contributions_points,
    workedExample.expected.cbt_points,
    workedExample.expected.total,
  ],
  [0.1, 0.2, 0, 0, 0.3],
  [0.1, 0.2, 0.3, 0.4, 1],
  [25, 30, 25, 20, 100],
  [0, 0, 0, 0, 0],
  [0.01, 0.01, 0.01, 0.01, 0.04],
  [24.99, 29.99, 24.99, 19.99, 99.96],
  [8.33, 6.67, 12.5, 6.67, 34.17],
  [1.1, 2.2, 3.3, 4.4, 11],
  [0.1, 0.7, 0, 0, 0.8],
  [1.1, 2.2, 0, 0, 3.3],
])("totalPoints(%d, %d, %d, %d)", (submission, attendance, contributions, cbt, total) => {
  const flat = {
    submission_points: submission,
    attendance_points: attendance,
    contributions_points: contributions,
    cbt_points: cbt,
  };
  const nested = {
    user_submission_percentage: { submission_percentage: 0, submission_points: submission },
    user_attendance_percentage: { attendance_percentage: 0, attendance_points: attendance },
    user_contribution_stats: { contributions_points: contributions },
    user_cbt_stats: { cbt_points: cbt },
  };

  it(`is exactly ${total}`, () => {
    expect(totalPoints(flat)).toBe(total);
    expect(courseStatsTotal(nested)).toBe(total);
  });
});

describe("float drift", () => {
  it("the naive sum would drift where totalPoints does not", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(0.1 + 0.7).not.toBe(0.8);
    expect(1.1 + 2.2).not.toBe(3.3);
    expect(
      totalPoints({ submission_points: 0.1, attendance_points: 0.2, contributions_points: 0, cbt_points: 0 }),
    ).toBe(0.3);
    expect(
      totalPoints({ submission_points: 0.1, attendance_points: 0.7, contributions_points: 0, cbt_points: 0 }),
    ).toBe(0.8);
    expect(
      totalPoints({ submission_points: 1.1, attendance_points: 2.2, contributions_points: 0, cbt_points: 0 }),
    ).toBe(3.3);
  });
});

describe.each([
  [85.5, "85.5"],
  // As PostgreSQL's numeric(5,2) text gives it.
  [Number("85.50"), "85.5"],
  [1.1 + 2.2, "3.3"],
  [85, "85"],
  [85.25, "85.25"],
  [100, "100"],
  [0, "0"],
  [-0, "0"],
  [70.75, "70.75"],
  [17.5, "17.5"],
  [66.67, "66.67"],
  [0.1 + 0.2, "0.3"],
  [0.05, "0.05"],
  [1.005, "1.01"],
  [2.675, "2.68"],
  [99.995, "100"],
  [-0.125, "-0.13"],
  [1e-7, "0"],
  [123456, "123456"],
])("formatScore(%d)", (value, expected) => {
  it(`is "${expected}"`, () => {
    expect(formatScore(value)).toBe(expected);
  });
});

describe.each([
  [66.665, 66.67],
  [66.664, 66.66],
  [1.005, 1.01],
  [2.675, 2.68],
  [0.125, 0.13],
  [-0.125, -0.13],
  [-1.005, -1.01],
  [85, 85],
  [85.5, 85.5],
])("round2(%d)", (value, expected) => {
  it(`is ${expected} (halves away from zero, on the shown decimal)`, () => {
    expect(round2(value)).toBe(expected);
  });
});

describe("hundredths", () => {
  it.each([
    [21.25, 2125],
    [0.1, 10],
    [0.3, 30],
    [100, 10000],
    [1e21, 1e23],
  ])("toHundredths(%d) = %d", (value, hundredths) => {
    expect(toHundredths(value)).toBe(hundredths);
  });

  it("fromHundredths is the nearest number", () => {
    expect(fromHundredths(7075)).toBe(70.75);
    expect(fromHundredths(6667n)).toBe(66.67);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("rejects %d", (value) => {
    expect(() => toHundredths(value)).toThrow(RangeError);
    expect(() => formatScore(value)).toThrow(RangeError);
  });
});

describe.each<[string, Partial<CoursePointsInput>, Record<string, number>]>([
  ["docs/api.md §7.2 worked example", workedExample.input, workedExample.expected],
  [
    "nothing to count: every value is 0",
    {},
    {
      submission_percentage: 0,
      submission_points: 0,
      attendance_percentage: 0,
      attendance_points: 0,
      contributions_points: 0,
      cbt_points: 0,
      total: 0,
    },
  ],
  [
    "full marks everywhere",
    {
      assignmentCount: 1,
      assignmentScores: [100],
      marks: 4,
      present: 4,
      contributionScores: [100, 100],
      cbtCount: 2,
      cbtScores: [100, 100],
    },
    {
      submission_percentage: 100,
      submission_points: 25,
      attendance_percentage: 100,
      attendance_points: 30,
      contributions_points: 25,
      cbt_points: 20,
      total: 100,
    },
  ],
  [
    "unscored assignments and CBTs count as 0",
    { assignmentCount: 3, assignmentScores: [90], cbtCount: 3, cbtScores: [] },
    {
      submission_percentage: 30,
      submission_points: 7.5,
      cbt_points: 0,
      total: 7.5,
    },
  ],
  [
    // 1/3 present: 33.333… → 33.33; 10 points exactly.
    "a third present",
    { marks: 3, present: 1 },
    { attendance_percentage: 33.33, attendance_points: 10 },
  ],
  [
    // 2/3 of 30 = 20 exactly; 100 × 1/6 = 16.666… → 16.67; 30/6 = 5.
    "one in six present",
    { marks: 6, present: 1 },
    { attendance_percentage: 16.67, attendance_points: 5 },
  ],
  [
    // 25 × 0.01 / (100 × 2) = 0.00125 → 0.00 (rounded once, never from the percentage 0.01).
    "tiny submission rounds down",
    { assignmentCount: 2, assignmentScores: [0.01] },
    { submission_percentage: 0.01, submission_points: 0 },
  ],
  [
    // 25 × 0.02 / 100 = 0.005 → 0.01: a half rounds away from zero.
    "half a hundredth rounds away from zero",
    { assignmentCount: 1, assignmentScores: [0.02] },
    { submission_percentage: 0.02, submission_points: 0.01 },
  ],
  [
    // k counts scored contributions only: mean of 85.5 and 70.25 = 77.875; × 25 / 100 = 19.46875 → 19.47.
    "contributions average over scored ones",
    { contributionScores: [85.5, 70.25] },
    { contributions_points: 19.47, total: 19.47 },
  ],
  [
    // 20 × (33.33 + 66.67 + 0) / 300 = 6.6666… → 6.67.
    "CBT with decimals",
    { cbtCount: 3, cbtScores: [33.33, 66.67] },
    { cbt_points: 6.67, total: 6.67 },
  ],
  [
    // 0.1 + 0.2 kinds of scores are summed exactly: (0.1 + 0.2) × 25 / 100 = 0.075 → 0.08.
    "scores that drift as floats",
    { assignmentCount: 1, assignmentScores: [0.3], contributionScores: [0.1, 0.2] },
    { submission_points: 0.08, contributions_points: 0.04 },
  ],
  [
    // total of rounded parts: 8.33 + 6.67 + 12.5 + 6.67 = 34.17.
    "total is the sum of the rounded points",
    {
      assignmentCount: 3,
      assignmentScores: [100],
      marks: 9,
      present: 2,
      contributionScores: [50],
      cbtCount: 3,
      cbtScores: [100],
    },
    {
      submission_points: 8.33,
      attendance_points: 6.67,
      contributions_points: 12.5,
      cbt_points: 6.67,
      total: 34.17,
    },
  ],
])("coursePoints: %s", (_case, input, expected) => {
  it("matches docs/api.md §7.2", () => {
    const result = coursePoints({ ...noWorkYet, ...input });
    expect(result).toMatchObject(expected);
    expect(result.total).toBe(totalPoints(result));
  });
});

describe.each<[string, Partial<CoursePointsInput>]>([
  ["negative count", { assignmentCount: -1 }],
  ["fractional count", { marks: 1.5 }],
  ["present above marks", { marks: 2, present: 3 }],
  ["more assignment scores than assignments", { assignmentCount: 1, assignmentScores: [10, 20] }],
  ["more CBT scores than CBTs", { cbtCount: 0, cbtScores: [10] }],
  ["score above 100", { assignmentCount: 1, assignmentScores: [100.01] }],
  ["negative score", { contributionScores: [-1] }],
  ["score with 3 decimals", { contributionScores: [85.123] }],
  ["NaN score", { cbtCount: 1, cbtScores: [Number.NaN] }],
])("coursePoints rejects %s", (_case, input) => {
  it("throws a RangeError", () => {
    expect(() => coursePoints({ ...noWorkYet, ...input })).toThrow(RangeError);
  });
});
