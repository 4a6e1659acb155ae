import { API_ERRORS, messages } from "@cla/domain/client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { dashboardStatsOk, failWith, pending } from "../../mocks/handlers";
import { expectScreen, portalMeta, SLOW } from "../../mocks/story";

const meta = {
  title: "Portal/Account/Certificate",
  ...portalMeta({
    path: "/certificate",
    session: "student",
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A student: how certificates are given, and their progress. */
export const Student: Story = {
  parameters: { msw: { handlers: [dashboardStatsOk()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectScreen(canvasElement, "Certificate");
    await expect(canvas.getByText("A certificate is given on completion of the programme.")).toBeVisible();
    await expect(
      await canvas.findByText("You have completed 1 of 3 courses in your cohort.", {}, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Profile" })).toHaveAttribute(
      "href",
      "/portal/profile",
    );
  },
};

/** The progress loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending("get", "/cla_dashboards/student_dashboard_stats")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading your progress...", {}, SLOW)).toBeVisible();
  },
};

/** The progress failed to load. */
export const ProgressFailed: Story = {
  parameters: {
    msw: { handlers: [failWith("get", "/cla_dashboards/student_dashboard_stats", 500, API_ERRORS.internal)] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(messages.failedToFetchDashboardStats, {}, SLOW),
    ).toBeVisible();
  },
};

/** A facilitator: the explanation only (no progress of their own). */
export const Facilitator: Story = {
  parameters: { portal: { session: "facilitator" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectScreen(canvasElement, "Certificate");
    await expect(canvas.queryByText(/You have completed/)).not.toBeInTheDocument();
  },
};
