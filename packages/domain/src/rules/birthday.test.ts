import { describe, expect, it } from "vitest";
import { formatBirthday, ordinalDay } from "./birthday";

describe.each([
  [1, "1st"],
  [2, "2nd"],
  [3, "3rd"],
  [4, "4th"],
  [10, "10th"],
  [11, "11th"],
  [12, "12th"],
  [13, "13th"],
  [14, "14th"],
  [20, "20th"],
  [21, "21st"],
  [22, "22nd"],
  [23, "23rd"],
  [24, "24th"],
  [30, "30th"],
  [31, "31st"],
])("ordinalDay(%i)", (day, expected) => {
  it(`is ${expected}`, () => {
    expect(ordinalDay(day)).toBe(expected);
  });
});

describe.each([
  ["2024-03-03", "3rd Mar 2024"],
  ["2024-03-01", "1st Mar 2024"],
  ["1998-04-12", "12th Apr 1998"],
  ["2000-01-11", "11th Jan 2000"],
  ["2000-02-29", "29th Feb 2000"],
  ["1990-12-31", "31st Dec 1990"],
  ["1985-06-22", "22nd Jun 1985"],
  ["1985-09-23", "23rd Sep 1985"],
  ["1985-11-13", "13th Nov 1985"],
  // DST change days in the test zone (New York): still the same calendar day.
  ["2025-03-09", "9th Mar 2025"],
  ["2025-11-02", "2nd Nov 2025"],
  [null, null],
  [undefined, null],
  ["", null],
  ["2025-02-30", null],
  ["03/03/2024", null],
  ["2024-03-03T00:00:00Z", null],
])("formatBirthday(%j)", (value, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(formatBirthday(value)).toBe(expected);
  });
});
