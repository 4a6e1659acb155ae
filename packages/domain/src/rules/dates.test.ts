import { describe, expect, it } from "vitest";
import {
  addDays,
  dateLocale,
  endOfLocalDay,
  formatDateTime,
  formatDay,
  formatLocalDate,
  formatTime,
  isValidDateString,
  isValidTimeZone,
  parseLocalDate,
  todayIn,
  toDateString,
} from "./dates";

describe("test environment", () => {
  it("runs in America/New_York, so local-time rules differ from UTC and see DST", () => {
    expect(new Date(2025, 0, 15).getTimezoneOffset()).toBe(300);
    expect(new Date(2025, 6, 15).getTimezoneOffset()).toBe(240);
  });
});

describe.each([
  ["2025-03-10", true],
  ["1900-01-01", true],
  ["2100-12-31", true],
  ["1899-12-31", false],
  ["2101-01-01", false],
  ["2024-02-29", true],
  ["2025-02-29", false],
  ["2000-02-29", true],
  ["1900-02-29", false],
  ["2025-02-30", false],
  ["2025-04-31", false],
  ["2025-12-31", true],
  ["2025-13-01", false],
  ["2025-00-10", false],
  ["2025-01-00", false],
  ["2025-1-05", false],
  ["2025-01-5", false],
  ["2025-01-05T00:00:00Z", false],
  [" 2025-01-05", false],
  ["", false],
  [20250105, false],
  [null, false],
])("isValidDateString(%j)", (value, expected) => {
  it(`is ${expected}`, () => {
    expect(isValidDateString(value)).toBe(expected);
  });
});

describe.each([
  // [input, local year, month index, day]
  ["2025-03-10", 2025, 2, 10],
  ["1900-01-01", 1900, 0, 1],
  ["2100-12-31", 2100, 11, 31],
  // New York springs forward at 02:00 on this day; midnight itself exists.
  ["2025-03-09", 2025, 2, 9],
  // New York falls back at 02:00 on this day.
  ["2025-11-02", 2025, 10, 2],
])("parseLocalDate(%s)", (input, year, month, day) => {
  it("is local midnight of that calendar day, not UTC midnight", () => {
    const date = parseLocalDate(input);
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([year, month, day]);
    expect([date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds()]).toEqual([
      0, 0, 0, 0,
    ]);
    // `new Date("YYYY-MM-DD")` is UTC midnight, the previous evening in New York.
    expect(date.getTime()).not.toBe(new Date(input).getTime());
    expect(toDateString(date)).toBe(input);
  });
});

describe.each(["2025-02-30", "10/03/2025", "", "2025-03-10T00:00"])("parseLocalDate(%j)", (input) => {
  it("throws a RangeError", () => {
    expect(() => parseLocalDate(input)).toThrow(RangeError);
  });
});

describe.each([
  ["2025-03-10", "2025-03-11T03:59:59.999Z"],
  // 23-hour day: the day still ends at 23:59:59.999 EDT.
  ["2025-03-09", "2025-03-10T03:59:59.999Z"],
  // 25-hour day: the day ends at 23:59:59.999 EST.
  ["2025-11-02", "2025-11-03T04:59:59.999Z"],
])("endOfLocalDay(%s)", (input, iso) => {
  it(`is ${iso}`, () => {
    expect(endOfLocalDay(input).toISOString()).toBe(iso);
  });
});

describe.each([
  [new Date(2025, 2, 10, 0, 0, 0, 0), "2025-03-10"],
  [new Date(2025, 2, 10, 23, 59, 59, 999), "2025-03-10"],
  // 02:30 UTC on the 11th is still the 10th in New York.
  [new Date("2025-03-11T02:30:00.000Z"), "2025-03-10"],
  [new Date(2025, 0, 5), "2025-01-05"],
])("toDateString(%o)", (date, expected) => {
  it(`is the local date ${expected}`, () => {
    expect(toDateString(date)).toBe(expected);
  });
});

describe("toDateString of an invalid Date", () => {
  it("throws", () => {
    expect(() => toDateString(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe.each([
  // [zone, instant, expected today]
  ["UTC", "2025-03-10T23:59:59.999Z", "2025-03-10"],
  ["UTC", "2025-03-11T00:00:00.000Z", "2025-03-11"],
  // Lagos is UTC+1 all year: 23:00Z is already tomorrow there.
  ["Africa/Lagos", "2025-03-10T22:59:59.999Z", "2025-03-10"],
  ["Africa/Lagos", "2025-03-10T23:00:00.000Z", "2025-03-11"],
  // New York: EST (-5) before 2025-03-09 07:00Z, EDT (-4) after.
  ["America/New_York", "2025-03-10T03:59:59.999Z", "2025-03-09"],
  ["America/New_York", "2025-03-10T04:00:00.000Z", "2025-03-10"],
  ["America/New_York", "2025-11-03T04:59:59.999Z", "2025-11-02"],
  ["America/New_York", "2025-11-03T05:00:00.000Z", "2025-11-03"],
  // Auckland is ahead of UTC: the date flips at 11:00Z in March (NZDT, +13).
  ["Pacific/Auckland", "2025-03-10T10:59:59.999Z", "2025-03-10"],
  ["Pacific/Auckland", "2025-03-10T11:00:00.000Z", "2025-03-11"],
])("todayIn(%s, %s)", (zone, iso, expected) => {
  it(`is ${expected}`, () => {
    expect(todayIn(zone, new Date(iso))).toBe(expected);
  });
});

describe("todayIn with a bad zone or instant", () => {
  it("throws a RangeError", () => {
    expect(() => todayIn("Mars/Olympus_Mons", new Date())).toThrow(RangeError);
    expect(() => todayIn("UTC", new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe.each([
  ["UTC", true],
  ["Africa/Lagos", true],
  ["America/New_York", true],
  ["Mars/Olympus_Mons", false],
  ["", false],
  ["   ", false],
])("isValidTimeZone(%j)", (zone, expected) => {
  it(`is ${expected}`, () => {
    expect(isValidTimeZone(zone)).toBe(expected);
  });
});

describe.each([
  ["2025-03-10", 0, "2025-03-10"],
  ["2025-03-10", 1, "2025-03-11"],
  ["2025-03-10", -1, "2025-03-09"],
  ["2025-03-08", 1, "2025-03-09"],
  // Across the 23-hour and 25-hour days of New York.
  ["2025-03-09", 1, "2025-03-10"],
  ["2025-11-02", 1, "2025-11-03"],
  ["2024-02-28", 1, "2024-02-29"],
  ["2025-02-28", 1, "2025-03-01"],
  ["2025-12-31", 1, "2026-01-01"],
  ["2025-01-01", -1, "2024-12-31"],
  ["2025-03-10", 365, "2026-03-10"],
])("addDays(%s, %i)", (date, days, expected) => {
  it(`is ${expected}`, () => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe("addDays with bad input", () => {
  it("throws a RangeError", () => {
    expect(() => addDays("2025-02-30", 1)).toThrow(RangeError);
    expect(() => addDays("2025-03-10", 1.5)).toThrow(RangeError);
  });
});

describe.each([
  ["2025-03-10", "en-US", "3/10/2025"],
  ["2025-03-10", "en-GB", "10/03/2025"],
  // Read as a local date: never the day before, as `new Date("2025-01-01")` would show in New York.
  ["2025-01-01", "en-US", "1/1/2025"],
  [null, "en-US", null],
  [undefined, "en-US", null],
  ["2025-02-30", "en-US", null],
  ["", "en-US", null],
])("formatLocalDate(%j, %s)", (value, locale, expected) => {
  it(`is ${expected}`, () => {
    expect(formatLocalDate(value, locale)).toBe(expected);
  });
});

describe("formatLocalDate options", () => {
  it("passes display options through", () => {
    expect(formatLocalDate("2025-03-10", "en-US", { dateStyle: "medium" })).toBe("Mar 10, 2025");
  });
});

describe.each([
  ["2026-11-28", "en", "28 Nov 2026"],
  ["2026-11-28", "fr", "28 nov. 2026"],
  ["2026-11-28", "es", "28 nov 2026"],
  // Read as that calendar day: never the day before, as `new Date("2025-01-01")` would show in New York.
  ["2025-01-01", "en", "1 Jan 2025"],
  // DST change days in the test zone (New York): still the same calendar day.
  ["2025-03-09", "en", "9 Mar 2025"],
  ["2025-11-02", "en", "2 Nov 2025"],
  ["2000-02-29", "en", "29 Feb 2000"],
  [null, "en", null],
  [undefined, "en", null],
  ["", "en", null],
  ["2025-02-30", "en", null],
  ["03/03/2024", "en", null],
  ["2025-2-3", "en", null],
])("formatDay(%j, %s)", (value, locale, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(formatDay(value, { locale })).toBe(expected);
  });
});

describe("formatDay", () => {
  it("writes English in the day-month-year order, and the person's language otherwise", () => {
    expect(formatDay("2026-11-28")).toBe("28 Nov 2026");
    expect(formatDay("2026-11-28", { locale: "pt" })).toBe("28 de nov. de 2026");
  });

  it("puts the weekday before the day when asked", () => {
    expect(formatDay("2026-11-28", { weekday: true, locale: "en" })).toBe("Sat, 28 Nov 2026");
    expect(formatDay("2026-11-28", { weekday: true, locale: "fr" })).toBe("sam. 28 nov. 2026");
  });

  it("writes an instant's day in the zone it is given", () => {
    const lateInLagos = "2026-11-28T23:30:00.000Z";
    expect(formatDay(lateInLagos, { timeZone: "Africa/Lagos", locale: "en" })).toBe("29 Nov 2026");
    expect(formatDay(new Date(lateInLagos), { timeZone: "America/New_York", locale: "en" })).toBe(
      "28 Nov 2026",
    );
    expect(formatDay(new Date(Number.NaN))).toBeNull();
  });
});

describe("formatDateTime and formatTime", () => {
  const instant = "2026-11-28T18:05:00.000Z";

  it("writes the day and the time in the viewer's zone", () => {
    expect(formatDateTime(instant, "UTC", { locale: "en" })).toBe("28 Nov 2026, 18:05");
    expect(formatDateTime(new Date(instant), "Africa/Lagos", { locale: "en" })).toBe("28 Nov 2026, 19:05");
    expect(formatDateTime(instant, "Asia/Tokyo", { locale: "en" })).toBe("29 Nov 2026, 3:05");
    expect(formatDateTime(instant, "UTC", { locale: "fr" })).toBe("28 nov. 2026, 18:05");
  });

  it("puts the weekday first when asked", () => {
    expect(formatDateTime(instant, "UTC", { weekday: true, locale: "en" })).toBe("Sat, 28 Nov 2026, 18:05");
  });

  it("writes the time alone, in the same way", () => {
    expect(formatTime(instant, "Africa/Lagos", { locale: "en" })).toBe("19:05");
  });

  it("returns an invalid instant as given", () => {
    expect(formatDateTime("soon", "UTC")).toBe("soon");
    expect(formatTime("soon", "UTC")).toBe("soon");
  });
});

describe("dateLocale", () => {
  it("is en-GB for English and the person's language otherwise", () => {
    expect(dateLocale("en")).toBe("en-GB");
    expect(dateLocale("ar")).toBe("ar");
  });
});
