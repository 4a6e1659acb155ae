import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminCohorts, announcementsOk, cohortsOk, dashboardStatsOk, deskOk } from "../mocks/handlers";
import { seedSession, type SessionFixture } from "../mocks/session";
import { renderPortal } from "../test/renderPortal";
import { server } from "../test/server";

// Who may open a route is its entry's `opener` in app/routes.ts; anyone else is sent on (decision 178).
describe("the route table's guards", () => {
  it.each<[string, SessionFixture, string, string]>([
    ["a facilitator's /portal: the desk", "facilitator", "/portal", "/portal/instructorDesk"],
    ["a facilitator's dashboard: the desk", "facilitator", "/portal/dashboard", "/portal/instructorDesk"],
    ["a student's desk: their dashboard", "student", "/portal/instructorDesk", "/portal"],
    ["a student's course form: their dashboard", "student", "/portal/course/new", "/portal"],
    [
      "a facilitator's administration: their home, then the desk",
      "facilitator",
      "/portal/admin/people",
      "/portal/instructorDesk",
    ],
  ])("%s", async (_name, who, path, lands) => {
    seedSession(who);
    server.use(dashboardStatsOk(), announcementsOk(), cohortsOk(), ...deskOk());
    const { location } = renderPortal(path);
    await waitFor(() => expect(location()).toBe(lands));
    // The landing screen's own requests are answered before the next case's handlers.
    await waitFor(() => expect(screen.queryByText(/^Loading/)).toBeNull());
  });

  it("lets an admin open the administration", async () => {
    seedSession("admin");
    server.use(cohortsOk(adminCohorts()));
    const { findByRole, location } = renderPortal("/portal/admin/cohorts");
    expect(await findByRole("table")).toBeVisible();
    expect(location()).toBe("/portal/admin/cohorts");
  });
});
