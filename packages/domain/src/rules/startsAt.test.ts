import { TZDate } from "@date-fns/tz";
import { afterEach, describe, expect, it } from "vitest";
import { isValidTimeString, parseTime, startsAt } from "./startsAt";

describe.each([
  // [case, date, time, zone, expected]
  ["UTC", "2025-03-10", "09:30", "UTC", "2025-03-10T09:30:00.000Z"],
  ["UTC, first minute", "2025-03-10", "00:00", "UTC", "2025-03-10T00:00:00.000Z"],
  ["UTC, last minute", "2025-03-10", "23:59", "UTC", "2025-03-10T23:59:00.000Z"],
  ["Lagos (UTC+1, no DST)", "2025-03-10", "09:30", "Africa/Lagos", "2025-03-10T08:30:00.000Z"],
  [
    "Lagos, midnight is the evening before in UTC",
    "2025-03-10",
    "00:30",
    "Africa/Lagos",
    "2025-03-09T23:30:00.000Z",
  ],
  ["New York in winter (EST, -5)", "2025-01-15", "18:00", "America/New_York", "2025-01-15T23:00:00.000Z"],
  ["New York in summer (EDT, -4)", "2025-07-15", "18:00", "America/New_York", "2025-07-15T22:00:00.000Z"],
  [
    "New York, last minute before the gap",
    "2025-03-09",
    "01:59",
    "America/New_York",
    "2025-03-09T06:59:00.000Z",
  ],
  [
    "New York, DST gap 02:30 → 03:30 EDT",
    "2025-03-09",
    "02:30",
    "America/New_York",
    "2025-03-09T07:30:00.000Z",
  ],
  [
    "New York, DST gap 02:00 → 03:00 EDT",
    "2025-03-09",
    "02:00",
    "America/New_York",
    "2025-03-09T07:00:00.000Z",
  ],
  [
    "New York, first minute after the gap",
    "2025-03-09",
    "03:00",
    "America/New_York",
    "2025-03-09T07:00:00.000Z",
  ],
  [
    "New York, ambiguous 01:30 → EDT (earlier)",
    "2025-11-02",
    "01:30",
    "America/New_York",
    "2025-11-02T05:30:00.000Z",
  ],
  [
    "New York, ambiguous 01:00 → EDT (earlier)",
    "2025-11-02",
    "01:00",
    "America/New_York",
    "2025-11-02T05:00:00.000Z",
  ],
  [
    "New York, 00:59 before the overlap",
    "2025-11-02",
    "00:59",
    "America/New_York",
    "2025-11-02T04:59:00.000Z",
  ],
  [
    "New York, 02:00 after the overlap (EST)",
    "2025-11-02",
    "02:00",
    "America/New_York",
    "2025-11-02T07:00:00.000Z",
  ],
  ["London, DST gap 01:30 → 02:30 BST", "2025-03-30", "01:30", "Europe/London", "2025-03-30T01:30:00.000Z"],
  // TZDate's constructor gives 01:30Z (GMT, the later instant) on a New York or UTC host.
  [
    "London, ambiguous 01:30 → BST (earlier)",
    "2025-10-26",
    "01:30",
    "Europe/London",
    "2025-10-26T00:30:00.000Z",
  ],
  [
    "Lord Howe, half-hour DST gap 02:15 → 02:45",
    "2025-10-05",
    "02:15",
    "Australia/Lord_Howe",
    "2025-10-04T15:45:00.000Z",
  ],
  [
    "Lord Howe, half-hour ambiguous 01:45 → +11 (earlier)",
    "2025-04-06",
    "01:45",
    "Australia/Lord_Howe",
    "2025-04-05T14:45:00.000Z",
  ],
  ["Kathmandu (+05:45)", "2025-03-10", "09:30", "Asia/Kathmandu", "2025-03-10T03:45:00.000Z"],
  [
    "Auckland, the date is the day before in UTC",
    "2025-03-10",
    "09:30",
    "Pacific/Auckland",
    "2025-03-09T20:30:00.000Z",
  ],
  ["leap day", "2024-02-29", "12:00", "UTC", "2024-02-29T12:00:00.000Z"],
])("startsAt: %s", (_case, date, time, zone, expected) => {
  it(`${date} ${time} in ${zone} is ${expected}`, () => {
    expect(startsAt(date, time, zone)).toBe(expected);
  });
});

describe("startsAt defaults", () => {
  it("uses UTC when no zone is given", () => {
    expect(startsAt("2025-03-10", "09:30")).toBe("2025-03-10T09:30:00.000Z");
  });
});

describe("startsAt agrees with TZDate away from DST changes", () => {
  it.each([
    ["2025-03-10", "09:30", "Africa/Lagos"],
    ["2025-06-01", "18:45", "America/New_York"],
    ["2025-01-20", "07:05", "Europe/London"],
    ["2025-03-10", "23:59", "Asia/Kathmandu"],
  ])("%s %s in %s", (date, time, zone) => {
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    const [hours, minutes] = time.split(":").map(Number) as [number, number];
    const expected = new TZDate(year, month - 1, day, hours, minutes, zone).toISOString();
    expect(new Date(startsAt(date, time, zone)).toISOString()).toBe(new Date(expected).toISOString());
  });
});

describe("startsAt does not depend on the host's time zone", () => {
  const hostZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = hostZone;
  });

  it.each(["UTC", "Europe/London", "America/Los_Angeles", "Asia/Tokyo"])(
    "same answers on a %s host",
    (host) => {
      process.env.TZ = host;
      // The host zone really changed for this process.
      expect(new Date(2025, 0, 15).getTimezoneOffset()).toBe(
        { UTC: 0, "Europe/London": 0, "America/Los_Angeles": 480, "Asia/Tokyo": -540 }[host],
      );
      expect(startsAt("2025-11-02", "01:30", "America/New_York")).toBe("2025-11-02T05:30:00.000Z");
      expect(startsAt("2025-10-26", "01:30", "Europe/London")).toBe("2025-10-26T00:30:00.000Z");
      expect(startsAt("2025-03-09", "02:30", "America/New_York")).toBe("2025-03-09T07:30:00.000Z");
      expect(startsAt("2025-03-30", "01:30", "Europe/London")).toBe("2025-03-30T01:30:00.000Z");
    },
  );
});

describe.each([
  ["2025-02-30", "09:30", "UTC"],
  ["2025-03-10", "24:00", "UTC"],
  ["2025-03-10", "9:30", "UTC"],
  ["2025-03-10", "09:60", "UTC"],
  ["2025-03-10", "09:30:00", "UTC"],
  ["2025-03-10", "09:30", "Mars/Olympus_Mons"],
  ["2025-03-10", "09:30", ""],
])("startsAt(%j, %j, %j)", (date, time, zone) => {
  it("throws a RangeError", () => {
    expect(() => startsAt(date, time, zone)).toThrow(RangeError);
  });
});

describe.each([
  ["00:00", { hours: 0, minutes: 0 }],
  ["23:59", { hours: 23, minutes: 59 }],
  ["09:05", { hours: 9, minutes: 5 }],
  ["24:00", null],
  ["23:60", null],
  ["9:05", null],
  ["09:5", null],
  ["", null],
])("parseTime(%j)", (value, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(parseTime(value)).toEqual(expected);
    expect(isValidTimeString(value)).toBe(expected !== null);
  });
});
