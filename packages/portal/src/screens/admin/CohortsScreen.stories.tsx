import { API_ERRORS } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { adminCohorts, cohortsOk, failWith, pending } from "../../mocks/handlers";
import { expectScreen, portalMeta, SLOW, type Story } from "../../mocks/story";
import { showsFailure, showsText } from "../../mocks/stateStories";
import { texts } from "./texts";

export default {
  title: "Portal/Admin/Cohorts",
  ...portalMeta({ path: "/portal/admin/cohorts", session: "admin" }),
} satisfies Meta;

/** Every cohort: students counted, dates (or 'Not set'), status and sign-up, each with Edit. */
export const List: Story = {
  parameters: { msw: { handlers: [cohortsOk(adminCohorts())] } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", {}, SLOW);
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(5);
    const current = within(table).getByRole("rowheader", { name: "Cohort 2025A" }).closest("tr")!;
    await expect(within(current).getByText("Running")).toBeVisible();
    await expect(within(current).getByText("4")).toBeVisible();
    await expect(within(table).getByText("Upcoming")).toBeVisible();
    const upcoming = within(table).getByRole("rowheader", { name: "Cohort 2026A" }).closest("tr")!;
    await expect(within(upcoming).getByText("Until it starts")).toBeVisible();
    await expect(within(table).getByText("Ended")).toBeVisible();
    await expect(within(table).getAllByText("Not set")).toHaveLength(2);
    await expect(canvas.getByRole("link", { name: "Edit cohort Cohort 2025A" })).toHaveAttribute(
      "href",
      "/portal/admin/cohort/new?id=3",
    );
  },
};

/** No cohort yet: the prompt to create the first one, and New Cohort. */
export const Empty: Story = {
  parameters: { msw: { handlers: [cohortsOk([])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(texts.cohorts.empty, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "New Cohort" })).toHaveAttribute(
      "href",
      "/portal/admin/cohort/new",
    );
  },
};

export const Loading: Story = showsText(texts.cohorts.loading, {
  msw: { handlers: [pending("get", "/cla_cohorts")] },
});

export const Failed: Story = showsFailure(texts.cohorts.failed, {
  msw: { handlers: [failWith("get", "/cla_cohorts", 500, API_ERRORS.internal)] },
});

/** The keyboard reaches New Cohort and opens the form with Enter. */
export const KeyboardToForm: Story = {
  parameters: { msw: { handlers: [cohortsOk(adminCohorts())] } },
  play: async ({ canvas, canvasElement }) => {
    const create = await canvas.findByRole("link", { name: "New Cohort" }, SLOW);
    create.focus();
    await userEvent.keyboard("{Enter}");
    await expectScreen(canvasElement, "New Cohort");
  },
};
