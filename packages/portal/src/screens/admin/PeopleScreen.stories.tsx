import { API_ERRORS } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { adminCohorts, cohortsOk, failWith, peopleOk, pending } from "../../mocks/handlers";
import { expectStackedRows, PHONE, portalMeta, SLOW, type Story } from "../../mocks/story";
import { showsFailure, showsText } from "../../mocks/stateStories";
import { texts } from "./texts";

export default {
  title: "Portal/Admin/People",
  ...portalMeta({ path: "/portal/admin/people", session: "admin" }),
} satisfies Meta;

const handlers = () => [cohortsOk(adminCohorts()), peopleOk()];

async function rowNames(canvasElement: HTMLElement): Promise<string[]> {
  const table = await within(canvasElement).findByRole("table", {}, SLOW);
  return within(table)
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent ?? "");
}

/** Everyone: role, cohort and status; a deactivated person and one without a password yet say so. */
export const List: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await rowNames(canvasElement)).toHaveLength(6);
    const chidi = canvas.getByRole("rowheader", { name: "Chidi Okafor" }).closest("tr")!;
    await expect(within(chidi).getByText("Deactivated")).toBeVisible();
    const grace = canvas.getByRole("rowheader", { name: "Grace Mensah" }).closest("tr")!;
    await expect(within(grace).getByText("No password yet")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Ada Obi" })).toHaveAttribute(
      "href",
      "/portal/admin/people/CLA7K2PQ9XW4HM3",
    );
    await expect(canvas.getByRole("link", { name: "Invite Staff" })).toHaveAttribute(
      "href",
      "/portal/admin/invite",
    );
  },
};

/**
 * At 375 px: each person a block under their name, the status first, every line beside its column's header and an
 * address broken only where it must; no column runs off the screen.
 */
export const ListOnPhone: Story = {
  globals: PHONE,
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await rowNames(canvasElement)).toHaveLength(6);
    const chidi = canvas.getByRole("rowheader", { name: "Chidi Okafor" }).closest("tr")!;
    await expect(within(chidi).getByRole("cell", { name: "Deactivated" })).toBeVisible();
    await expectStackedRows(canvas.getByRole("table"), [texts.people.status]);
  },
};

/** Searching and filtering by keyboard: type, choose, Enter; the URL keeps the filter. */
export const Filtered: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvas, canvasElement }) => {
    await rowNames(canvasElement);
    await userEvent.type(canvas.getByLabelText("Search by name or email"), "example.org");
    await userEvent.selectOptions(canvas.getByLabelText("Role"), "Student");
    await userEvent.selectOptions(canvas.getByLabelText("Status"), "Active");
    await userEvent.type(canvas.getByLabelText("Search by name or email"), "{Enter}");
    await waitFor(async () =>
      expect(await rowNames(canvasElement)).toEqual(["Bola Adeyemi", "Ada Obi", "Grace Mensah"]),
    );
  },
};

/** Filters that match no one. */
export const Empty: Story = showsText(texts.people.empty, {
  portal: { path: "/portal/admin/people?q=nobody" },
  msw: { handlers: handlers() },
});

export const Loading: Story = showsText(texts.people.loading, {
  msw: { handlers: [cohortsOk(adminCohorts()), pending("get", "/cla_users")] },
});

export const Failed: Story = showsFailure(texts.people.failed, {
  msw: { handlers: [cohortsOk(adminCohorts()), failWith("get", "/cla_users", 500, API_ERRORS.internal)] },
});
