/**
 * ACADEMY_TIME_ZONE (docs/api.md §1.4): starts_at from the class's local date and time, and "today" for
 * today_classes and the attendance future-class check, computed in JavaScript in the academy's zone
 * (the test process itself runs in America/New_York too, but the server reads only the setting).
 */
import { describe, expect, it } from "vitest";
import { insertCourse, insertLiveClass } from "../../test/academy-rows.ts";
import { routeSuite } from "../../test/harness.ts";

const s = routeSuite({ env: { ACADEMY_TIME_ZONE: "America/New_York" } });
const db = () => s.t.database.db;

describe("ACADEMY_TIME_ZONE=America/New_York", () => {
  it.each([
    ["a normal time (EDT)", "2025-06-01", "09:30", "2025-06-01T13:30:00.000Z"],
    ["a winter time (EST)", "2025-01-15", "18:00", "2025-01-15T23:00:00.000Z"],
    ["a time in the spring-forward gap moves forward", "2025-03-09", "02:30", "2025-03-09T07:30:00.000Z"],
    [
      "an ambiguous fall-back time gets the earlier instant",
      "2025-11-02",
      "01:30",
      "2025-11-02T05:30:00.000Z",
    ],
    ["midnight", "2025-12-31", "00:00", "2025-12-31T05:00:00.000Z"],
  ])("starts_at for %s", async (_label, date, time, expected) => {
    const course = await insertCourse(db(), { cohortId: s.w.cohortA });
    const res = await s.t.request("POST", "/api/v1/cla_live_classes", {
      token: s.w.facilitator.token,
      json: {
        cla_live_class: {
          name: "Class",
          date,
          time,
          duration: 60,
          zoom_link: "https://zoom.us/j/1",
          cla_course_id: course.id,
        },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.starts_at).toBe(expected);
    expect(
      (await s.t.request("GET", `/api/v1/cla_live_classes/${res.body.id}`, { token: s.w.studentA.token }))
        .body.starts_at,
    ).toBe(expected);
  });

  it("today is the academy's date: 02:00 UTC on 11 March is still 10 March in New York", async () => {
    s.t.setNow(new Date("2025-03-11T02:00:00.000Z"));
    const course = await insertCourse(db(), { cohortId: s.w.cohortA });
    const tenth = await insertLiveClass(db(), course, { date: "2025-03-10", time: "21:00" });
    const eleventh = await insertLiveClass(db(), course, { date: "2025-03-11", time: "08:00" });
    const today = await s.t.request("GET", "/api/v1/cla_live_classes/today_classes", {
      token: s.w.facilitator.token,
    });
    expect(today.body.live_classes.map((c: { id: string }) => c.id)).toEqual([tenth]);
    const mark = (id: string) =>
      s.t.request("POST", "/api/v1/cla_attendances", {
        token: s.w.facilitator.token,
        json: { cla_attendance: { cla_live_class_id: id, cla_user_id: s.w.studentA.id, present: true } },
      });
    expect((await mark(tenth)).status).toBe(201);
    expect(await mark(eleventh)).toMatchObject({
      status: 422,
      body: { errors: { cla_live_class_id: ["has not taken place yet"] } },
    });
  });
});
