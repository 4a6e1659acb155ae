import { describe, expect, it } from "vitest";
import { toTimestamp } from "./values.ts";

describe("toTimestamp", () => {
  it.each([
    ["2025-03-10 09:30:00.123456+00", "2025-03-10T09:30:00.123Z"],
    ["2025-03-10 09:30:00+00", "2025-03-10T09:30:00.000Z"],
    ["2025-03-10 09:30:00.5+00", "2025-03-10T09:30:00.500Z"],
    ["2025-03-10 09:30:00.999999+00:00", "2025-03-10T09:30:00.999Z"],
    ["2025-03-10 10:30:00.1+01", "2025-03-10T09:30:00.100Z"],
    ["2025-03-10 04:00:00-05:30", "2025-03-10T09:30:00.000Z"],
    ["2025-01-01 00:15:00+00:45", "2024-12-31T23:30:00.000Z"],
  ])("%s → %s", (value, expected) => {
    expect(toTimestamp(value)).toBe(expected);
  });

  it("refuses text that is not a timestamp", () => {
    expect(() => toTimestamp("yesterday")).toThrow(/Unexpected timestamp/);
  });
});
