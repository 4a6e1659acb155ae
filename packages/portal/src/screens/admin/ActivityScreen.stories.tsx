import { API_ERRORS } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { activityFixtures, activityOk, failWith, peopleOk, pending } from "../../mocks/handlers";
import { expectStackedRows, PHONE, portalMeta, SLOW, type Story } from "../../mocks/story";
import { showsFailure, showsText } from "../../mocks/stateStories";
import { texts } from "./texts";

export default {
  title: "Portal/Admin/Activity",
  ...portalMeta({ path: "/portal/admin/activity", session: "admin" }),
} satisfies Meta;

/** The kinds of the entries shown, from each entry's Details toggle (its first line). */
async function kinds(canvasElement: HTMLElement): Promise<string[]> {
  const table = await within(canvasElement).findByRole("table", {}, SLOW);
  return [...table.querySelectorAll("details dl > div:first-child > dd")].map(
    (cell) => cell.textContent ?? "",
  );
}

/**
 * Newest first, in people's words (a deleted course by its name, the server as 'The system'); the kind, ids and
 * addresses only behind an entry's Details toggle.
 */
export const List: Story = {
  parameters: { msw: { handlers: [activityOk(), peopleOk()] } },
  play: async ({ canvas, canvasElement }) => {
    const table = within(await within(canvasElement).findByRole("table", {}, SLOW));
    await expect(
      table.getByText(
        (_, element) =>
          element?.tagName === "SPAN" &&
          element.textContent === "Deaconess Ruth Eze moved Bola Adeyemi from Cohort 2025A to Cohort 2026A",
      ),
    ).toBeVisible();
    await expect(canvas.getByText("Old Testament Survey")).toBeVisible();
    await expect(table.queryByText("203.0.113.7")).not.toBeVisible();
    await userEvent.click(table.getAllByText("Details", { selector: "summary" })[3]!);
    await expect(table.getByText("203.0.113.7")).toBeVisible();
    await expect(table.getByText("sign_in.failed")).toBeVisible();
  },
};

/** At 375 px: each entry a block under its time, what happened and its Details below, each beside its header. */
export const ListOnPhone: Story = {
  globals: PHONE,
  parameters: { msw: { handlers: [activityOk(), peopleOk()] } },
  play: async ({ canvasElement }) => {
    await expect(await kinds(canvasElement)).toHaveLength(activityFixtures().length);
    await expectStackedRows(within(canvasElement).getByRole("table"));
  },
};

/** Filtered by kind with the keyboard: only the courses' entries. */
export const FilteredByKind: Story = {
  parameters: { msw: { handlers: [activityOk(), peopleOk()] } },
  play: async ({ canvas, canvasElement }) => {
    await kinds(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText("Kind"), "Courses");
    await userEvent.click(canvas.getByRole("button", { name: "Filter" }));
    await waitFor(async () => expect(await kinds(canvasElement)).toEqual(["course.deleted"]), SLOW);
  },
};

/** Paged: the first two entries, then the older ones on demand; the button goes on the last page. */
export const Paged: Story = {
  parameters: { msw: { handlers: [activityOk(activityFixtures(), 2), peopleOk()] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await kinds(canvasElement)).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: "Show older entries" }));
    await waitFor(async () => expect(await kinds(canvasElement)).toHaveLength(4), SLOW);
    await expect(canvas.queryByRole("button", { name: "Show older entries" })).toBeNull();
  },
};

export const Empty: Story = showsText(texts.activity.empty, {
  msw: { handlers: [activityOk([]), peopleOk()] },
});

export const Loading: Story = showsText(texts.activity.loading, {
  msw: { handlers: [pending("get", "/cla_activity"), peopleOk()] },
});

export const Failed: Story = showsFailure(texts.activity.failed, {
  msw: { handlers: [failWith("get", "/cla_activity", 500, API_ERRORS.internal), peopleOk()] },
});
