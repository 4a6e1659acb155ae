import { WRAPPERS } from "@cla/domain/client";
import { FIXTURE_IDS } from "@cla/domain/fixtures";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { overrideTimeZones } from "../../app/timeZones";
import {
  calendarFeedOk,
  listOk,
  liveClassFixtures,
  recordsById,
  writesOk,
  courseChoicesOk,
} from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";

let undoZones: () => void = () => {};
beforeEach(() => {
  undoZones = overrideTimeZones({ viewer: "UTC", academy: "America/New_York" });
  seedSession("facilitator");
});
afterEach(() => undoZones());

function reference() {
  return [
    ...courseChoicesOk(),
    listOk("/cla_live_classes", liveClassFixtures("facilitator")),
    calendarFeedOk(),
  ];
}

describe("/portal/event/new", () => {
  it("schedules a class for the course it was opened from, then shows that cohort's calendar", async () => {
    const seen: Array<Record<string, unknown>> = [];
    const [base] = liveClassFixtures("facilitator");
    server.use(...reference(), ...writesOk("/cla_live_classes", WRAPPERS.liveClass, base!, seen));
    const { user, location } = renderPortal(`/portal/event/new?course=${FIXTURE_IDS.openCourse}`);
    await waitFor(() =>
      expect(screen.getByLabelText(/^Course/)).toHaveDisplayValue("Foundations of Leadership"),
    );
    await user.type(screen.getByLabelText(/^Class Name/), "  Vision and mission ");
    await user.type(screen.getByLabelText(/^Date/), "2026-03-10");
    await user.type(screen.getByLabelText(/^Time \(New York time\)/), "13:00");
    await user.type(screen.getByLabelText(/^Duration/), "90");
    await user.type(screen.getByLabelText(/^Meeting Link/), "https://zoom.us/j/42");
    await user.click(screen.getByRole("button", { name: "Schedule Class" }));

    await waitFor(() => expect(location()).toBe("/portal/events?cohort=3"));
    expect(seen).toEqual([
      {
        cla_cohort_id: 3,
        cla_course_id: FIXTURE_IDS.openCourse,
        name: "Vision and mission",
        date: "2026-03-10",
        time: "13:00",
        duration: 90,
        zoom_link: "https://zoom.us/j/42",
      },
    ]);
    expect(await screen.findByText("Live class scheduled successfully!")).toBeInTheDocument();
  });

  it("edits a class without sending its cohort", async () => {
    const seen: Array<Record<string, unknown>> = [];
    const classes = liveClassFixtures("facilitator");
    const target = classes.find((liveClass) => liveClass.name === "Vision and mission")!;
    server.use(
      ...reference(),
      recordsById("/cla_live_classes", classes, "Live class"),
      ...writesOk("/cla_live_classes", WRAPPERS.liveClass, target, seen),
    );
    const { user, location } = renderPortal(`/portal/event/new?id=${target.id}`);
    const duration = await screen.findByLabelText(/^Duration/);
    await waitFor(() =>
      expect(screen.getByLabelText(/^Course/)).toHaveDisplayValue("Foundations of Leadership"),
    );
    await user.clear(duration);
    await user.type(duration, "45");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(location()).toBe("/portal/events?cohort=3"));
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toHaveProperty("cla_cohort_id");
    expect(seen[0]).toMatchObject({ cla_course_id: FIXTURE_IDS.openCourse, duration: 45, time: "18:00" });
  });
});
