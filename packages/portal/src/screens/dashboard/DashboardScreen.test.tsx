import { messages } from "@cla/domain/client";
import { workedExample } from "@cla/domain/fixtures";
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { announcementsOk, dashboardStatsOk, failWith, fixtures, pending } from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";
import { recordRequests } from "../../test/requests";

describe("/portal/dashboard", () => {
  it("shows the CLA level, a score card per course with its total, and the announcements", async () => {
    seedSession("student");
    const seen = recordRequests();
    server.use(dashboardStatsOk(), announcementsOk());
    renderPortal("/portal/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByText("Quick overview of your performance")).toBeInTheDocument();

    const level = (await screen.findByText("CLA Level")).closest("dl");
    expect(level).toHaveTextContent("CLA Level3 / 3");

    // Ada's open course is docs/api.md §7.2's worked example.
    const meter = screen.getByRole("meter", { name: /Foundations of Leadership/ });
    expect(meter).toHaveAttribute("aria-valuetext", `${workedExample.expected.total}%`);
    expect(screen.getAllByRole("meter")).toHaveLength(3);

    const list = screen.getByRole("list", { name: "Announcements" });
    // Newest first, as the server sends them.
    const items = within(list).getAllByRole("listitem");
    const expected = fixtures.studentAnnouncements();
    expect(items).toHaveLength(expected.length);
    expected.forEach((announcement, index) => {
      expect(items[index]).toHaveTextContent(announcement.title);
      expect(items[index]).toHaveTextContent(announcement.content);
    });

    expect(seen).toEqual(
      expect.arrayContaining([
        `GET /cla_dashboards/student_dashboard_stats?cla_user_id=${fixtures.student().id}`,
        "GET /cla_announcements?cla_cohort_id=3",
      ]),
    );
  });

  it("says 'No announcements found' when there are none", async () => {
    seedSession("student");
    server.use(dashboardStatsOk(), announcementsOk([]));
    renderPortal("/portal");
    expect(await screen.findByText(messages.noAnnouncementsFound)).toBeInTheDocument();
  });

  it("shows each part's loading text while it loads", async () => {
    seedSession("student");
    server.use(
      pending("get", "/cla_dashboards/student_dashboard_stats"),
      pending("get", "/cla_announcements"),
    );
    renderPortal("/portal");
    expect(await screen.findByText("Loading dashboard...")).toBeInTheDocument();
    expect(screen.getByText(messages.loadingAnnouncements)).toBeInTheDocument();
  });

  it("shows each part's own failure and retries it", async () => {
    seedSession("student");
    let attempts = 0;
    server.use(
      http.get("*/api/v1/cla_dashboards/student_dashboard_stats", () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ error: "Something went wrong. Please try again." }, { status: 500 })
          : HttpResponse.json(fixtures.studentDashboardStats());
      }),
      failWith("get", "/cla_announcements", 403, "You do not have access to this data."),
    );
    const { user } = renderPortal("/portal");
    const failure = await screen.findByText(messages.failedToFetchDashboardStats);
    expect(await screen.findByText("You do not have access to this data.")).toBeInTheDocument();
    await user.click(
      within(failure.closest("[data-slot=error-state]") as HTMLElement).getByRole("button", {
        name: "Try again",
      }),
    );
    expect(await screen.findByText("CLA Level")).toBeInTheDocument();
  });
});
