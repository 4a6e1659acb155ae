import { API_ERRORS } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { activityFixtures, activityOk, failWith, peopleOk, pending } from "../../mocks/handlers";
import { portalMeta, SLOW, type Story } from "../../mocks/story";
import { showsFailure, showsText } from "../../mocks/stateStories";
import { texts } from "./texts";

export default {
  title: "Portal/Admin/Activity",
  ...portalMeta({ path: "/portal/admin/activity", session: "admin" }),
} satisfies Meta;

async function kinds(canvasElement: HTMLElement): Promise<string[]> {
  const table = await within(canvasElement).findByRole("table", {}, SLOW);
  return within(table)
    .getAllByRole("code")
    .map((cell) => cell.textContent ?? "");
}

/** Newest first: who, what, concerning whom or which record (a deleted course by its name), the details. */
export const List: Story = {
  parameters: { msw: { handlers: [activityOk(), peopleOk()] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await kinds(canvasElement)).toEqual([
      "user.cohort_changed",
      "course.deleted",
      "score.recorded",
      "sign_in.failed",
    ]);
    await expect(canvas.getByText("Old Testament Survey")).toBeVisible();
    await expect(canvas.getByText("The system")).toBeVisible();
    await expect(canvas.getByText("203.0.113.7")).toBeVisible();
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
