import { API_ERRORS, courseLocked, messages } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { cohortsOk, failWith, fixtures, listOk, networkError, pending } from "../../mocks/handlers";
import type { Story } from "../../mocks/story";
import { expectNoCohort, expectScreen, findToast, portalMeta, SLOW } from "../../mocks/story";
import { showsFailure, showsText } from "../../mocks/stateStories";

export default {
  title: "Portal/Courses/CourseList",
  ...portalMeta({ path: "/portal/courses", session: "student" }),
} satisfies Meta;

/** A student's cohort: an ended course, an open one and a locked one (lock icon, 'Locked'). */
export const Student: Story = {
  parameters: { msw: { handlers: [listOk("/cla_courses", fixtures.courses())] } },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Courses");
    const list = await canvas.findByRole("list", { name: "Courses" }, SLOW);
    await expect(within(list).getAllByRole("button")).toHaveLength(3);
    await expect(
      within(list).getByRole("button", { name: /^Minister-Service Class .* Locked$/ }),
    ).toBeVisible();
    await expect(canvas.queryByLabelText("Filter by Cohort")).toBeNull();
  },
};

/** Pressing a locked course alerts '{name} is locked! Complete prerequisites first.' and stays. */
export const LockedCourseAlert: Story = {
  parameters: { msw: { handlers: [listOk("/cla_courses", fixtures.courses())] } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: /^Minister-Service Class/ }, SLOW));
    await findToast(canvasElement, courseLocked("Minister-Service Class"));
    await expect(canvas.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  },
};

/** A facilitator with no cohort to show (the academy has none yet): the filter, and nothing listed. */
export const FacilitatorNoCohort: Story = {
  parameters: { portal: { session: "facilitator" }, msw: { handlers: [cohortsOk([])] } },
  play: async ({ canvasElement }) => {
    await expectNoCohort(canvasElement, "Courses", "Please select a cohort to view courses.");
  },
};

/** A facilitator who chose a cohort: its courses, none locked. */
export const FacilitatorCohortChosen: Story = {
  parameters: {
    portal: { session: "facilitator", path: "/portal/courses?cohort=3" },
    msw: { handlers: [cohortsOk(), listOk("/cla_courses", fixtures.courses("facilitator"))] },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("list", { name: "Courses" }, SLOW);
    await expect(within(list).getAllByRole("button")).toHaveLength(3);
    await expect(within(list).queryByText("Locked")).toBeNull();
    await expect(await canvas.findByLabelText("Filter by Cohort", {}, SLOW)).toHaveDisplayValue(
      "Cohort 2025A",
    );
  },
};

/** Loading: 'Loading courses...'. */
export const Loading: Story = showsText("Loading courses...", {
  msw: { handlers: [pending("get", "/cla_courses")] },
});

/** No courses yet: 'No courses available.'. */
export const Empty: Story = showsText("No courses available.", {
  msw: { handlers: [listOk("/cla_courses", [])] },
});

/** The list failed: 'Failed to fetch courses. Please try again.' with a retry. */
export const Failed: Story = showsFailure(messages.failedToFetchCourses, {
  msw: { handlers: [failWith("get", "/cla_courses", 500, API_ERRORS.internal)] },
});

/** Offline: the no-response text. */
export const Offline: Story = showsText(messages.noResponse, {
  msw: { handlers: [networkError("get", "/cla_courses")] },
});
