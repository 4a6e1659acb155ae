import { API_ERRORS, messages } from "@cla/domain/client";
import { workedExample } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  announcementsOk,
  dashboardStatsOk,
  failWith,
  fixtures,
  networkError,
  pending,
} from "../../mocks/handlers";
import { expectScreen, portalMeta, SLOW, type Story } from "../../mocks/story";
import { showsFailure, showsText } from "../../mocks/stateStories";

export default {
  title: "Portal/Dashboard",
  ...portalMeta({ path: "/portal/dashboard", session: "student" }),
} satisfies Meta;

/** A student's dashboard: CLA Level 3 / 3 beside Courses Completed, a score card per course, the announcements. */
export const Student: Story = {
  parameters: { msw: { handlers: [dashboardStatsOk(), announcementsOk()] } },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Dashboard");
    await expect(canvas.getByText("Quick overview of your performance")).toBeVisible();
    await expect((await canvas.findByText("CLA Level", {}, SLOW)).closest("dl")).toHaveTextContent("3 / 3");
    // Beside it, labelled, how many of those courses have ended (decision 146).
    await expect(canvas.getByText("Courses Completed").closest("dl")).toHaveTextContent(
      `${fixtures.studentDashboardStats().courses_completed} / 3`,
    );
    await expect(canvas.getAllByRole("meter")).toHaveLength(3);
    await expect(canvas.getByRole("meter", { name: /Foundations of Leadership/ })).toHaveAttribute(
      "aria-valuetext",
      `${workedExample.expected.total}%`,
    );
    const announcements = await canvas.findByRole("list", { name: "Announcements" }, SLOW);
    await expect(within(announcements).getAllByRole("listitem")).toHaveLength(
      fixtures.studentAnnouncements().length,
    );
  },
};

/** Both parts loading. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        pending("get", "/cla_dashboards/student_dashboard_stats"),
        pending("get", "/cla_announcements"),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading dashboard...", {}, SLOW)).toBeVisible();
    await expect(canvas.getByText(messages.loadingAnnouncements)).toBeVisible();
  },
};

/** No announcements: 'No announcements found'. */
export const NoAnnouncements: Story = showsText(messages.noAnnouncementsFound, {
  msw: { handlers: [dashboardStatsOk(), announcementsOk([])] },
});

/** A cohort without courses yet: CLA Level 0 / 3. */
export const NoCourses: Story = {
  parameters: {
    msw: { handlers: [dashboardStatsOk({ courses_completed: 0, course_stats: [] }), announcementsOk()] },
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findByText("CLA Level", {}, SLOW)).closest("dl")).toHaveTextContent("0 / 3");
    await expect(canvas.getByText("No courses in your cohort yet.")).toBeVisible();
  },
};

/** The statistics failed: 'Failed to fetch dashboard statistics', with a retry. */
export const StatisticsFailed: Story = showsFailure(messages.failedToFetchDashboardStats, {
  msw: {
    handlers: [
      failWith("get", "/cla_dashboards/student_dashboard_stats", 500, API_ERRORS.internal),
      announcementsOk(),
    ],
  },
});

/** The announcements failed: 'Failed to fetch announcements'. */
export const AnnouncementsFailed: Story = showsText(messages.failedToFetchAnnouncements, {
  msw: { handlers: [dashboardStatsOk(), failWith("get", "/cla_announcements", 500, API_ERRORS.internal)] },
});

/** Offline: the no-response text, with a retry. */
export const Offline: Story = showsFailure(messages.noResponse, {
  msw: { handlers: [networkError("get", "/cla_dashboards/student_dashboard_stats"), announcementsOk()] },
});
