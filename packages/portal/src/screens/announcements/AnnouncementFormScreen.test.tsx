import type { Announcement } from "@cla/domain/client";
import { messages, WRAPPERS } from "@cla/domain/client";
import { buildAnnouncements, buildStudentsOfCohort } from "@cla/domain/fixtures";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cohortsOk, fixtureNow, listOk, recordsById, respond, writesOk } from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";

const all = (): Announcement[] => buildAnnouncements(fixtureNow(), "facilitator");

function handlers(seen: Array<Record<string, unknown>>) {
  return [
    cohortsOk(),
    respond("get", "/cla_cohorts/students_of_cohort", { students: buildStudentsOfCohort() }),
    recordsById("/cla_announcements", all(), "Announcement"),
    listOk("/cla_announcements", all()),
    ...writesOk("/cla_announcements", WRAPPERS.announcement, all()[2]!, seen),
  ];
}

describe("/portal/announcement/new", () => {
  it("creates a general announcement for the cohort, then returns to its list after 3 seconds", async () => {
    seedSession("facilitator");
    const seen: Array<Record<string, unknown>> = [];
    server.use(...handlers(seen));
    const { user, location } = renderPortal("/portal/announcement/new?cohort=3");
    await user.type(await screen.findByLabelText(/Announcement Title/), "  Live class moved ");
    await user.type(screen.getByLabelText(/Message/), "Starts at 18:00.{Enter}Bring your notes.");
    await user.click(screen.getByRole("button", { name: "Create Announcement" }));
    expect(await screen.findByText(messages.announcementCreated)).toBeInTheDocument();
    expect(seen).toEqual([
      {
        title: "Live class moved",
        content: "Starts at 18:00.\nBring your notes.",
        cla_user_id: null,
        cla_cohort_id: 3,
      },
    ]);
    expect(location()).toBe("/portal/announcement/new?cohort=3");
    await waitFor(() => expect(location()).toBe("/portal/announcements?cohort=3"), { timeout: 5000 });
  });

  it("addresses a user-specific announcement to the chosen student", async () => {
    seedSession("facilitator");
    const seen: Array<Record<string, unknown>> = [];
    server.use(...handlers(seen));
    const { user } = renderPortal("/portal/announcement/new?cohort=3");
    await user.type(await screen.findByLabelText(/Announcement Title/), "Well done");
    await user.type(screen.getByLabelText(/Message/), "Keep going!");
    await user.click(screen.getByRole("radio", { name: "User Specific" }));
    const bola = buildStudentsOfCohort()[1]!;
    await user.selectOptions(screen.getByLabelText(/Select Student/), bola.name);
    await user.click(screen.getByRole("button", { name: "Create Announcement" }));
    await screen.findByText(messages.announcementCreated);
    expect(seen).toEqual([
      { title: "Well done", content: "Keep going!", cla_user_id: bola.user_id, cla_cohort_id: 3 },
    ]);
  });

  it("edits by id: PUT title, content and addressee, never the cohort; a user-specific one can become general", async () => {
    seedSession("facilitator");
    const seen: Array<Record<string, unknown>> = [];
    server.use(...handlers(seen));
    const record = all()[0]!;
    const { user, location } = renderPortal(`/portal/announcement/new?id=${record.id}`);
    const title = await screen.findByLabelText(/Announcement Title/);
    await user.clear(title);
    await user.type(title, "Well done, Ada");
    await user.click(screen.getByRole("radio", { name: "General (All students in cohort)" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(messages.announcementUpdated)).toBeInTheDocument();
    expect(seen).toEqual([{ title: "Well done, Ada", content: record.content, cla_user_id: null }]);
    await waitFor(() => expect(location()).toBe("/portal/announcements?cohort=3"), { timeout: 5000 });
  });

  it("takes the cohort from navigation state before the session", async () => {
    seedSession("facilitator");
    server.use(...handlers([]));
    renderPortal("/portal/announcement/new", { state: { cohort: { id: 3, name: "Cohort 2025A" } } });
    expect(await screen.findByText("Creating announcement for: Cohort 2025A")).toBeInTheDocument();
  });
});
