import { startsAt } from "@cla/domain/client";
import { describe, expect, it } from "vitest";
import { classTime, zoneLabel } from "./classTime";

/** A class the academy (New York) holds at `time` on `date`, as the API sends it. */
function at(date: string, time: string, academy = "America/New_York") {
  return { date, time, starts_at: startsAt(date, time, academy) };
}

describe("classTime", () => {
  const zones = { viewer: "Europe/London", academy: "America/New_York" };

  it("shows the viewer's time with the academy's beside it", () => {
    // 3 March 2026: New York on EST (UTC−5), London on GMT.
    expect(classTime(at("2026-03-03", "13:00"), zones).text).toBe(
      "Tue, 3 Mar 2026, 18:00 (your time) · 13:00 in New York",
    );
  });

  it("follows the US change to summer time a week later (London has not changed yet)", () => {
    // 10 March 2026: New York on EDT (UTC−4) since 8 March; London still on GMT until 29 March.
    expect(classTime(at("2026-03-10", "13:00"), zones).text).toBe(
      "Tue, 10 Mar 2026, 17:00 (your time) · 13:00 in New York",
    );
  });

  it("gives the academy's day when it is another day for the viewer", () => {
    expect(
      classTime(at("2026-03-03", "21:30"), { viewer: "Africa/Lagos", academy: "America/New_York" }),
    ).toEqual({
      local: "Wed, 4 Mar 2026, 3:30",
      academy: "Tue, 3 Mar 2026, 21:30 in New York",
      text: "Wed, 4 Mar 2026, 3:30 (your time) · Tue, 3 Mar 2026, 21:30 in New York",
    });
  });

  it("shows one time when the viewer is on the academy's clock", () => {
    expect(
      classTime(at("2026-03-10", "09:05"), { viewer: "America/New_York", academy: "America/New_York" }),
    ).toEqual({
      local: "Tue, 10 Mar 2026, 9:05",
      academy: null,
      text: "Tue, 10 Mar 2026, 9:05",
    });
    expect(classTime(at("2026-07-01", "18:00", "UTC"), { viewer: "UTC", academy: "UTC" }).text).toBe(
      "Wed, 1 Jul 2026, 18:00",
    );
  });

  it("names zones by their city", () => {
    expect(zoneLabel("America/New_York")).toBe("New York");
    expect(zoneLabel("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(zoneLabel("UTC")).toBe("UTC");
  });
});
