import { API_ERRORS, messages } from "@cla/domain/client";
import { FIXTURE_IDS } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { cohortsOk, failValidation, failWith, fixtures, pending, recordsById } from "../../mocks/handlers";
import type { Story } from "../../mocks/story";
import { expectScreen, portalMeta, SLOW } from "../../mocks/story";
import { failsInAlert, failsUnderField, showsBusy, showsText } from "../../mocks/stateStories";

const OPEN = FIXTURE_IDS.openCourse;

export default {
  title: "Portal/Courses/CourseForm",
  ...portalMeta({ path: "/portal/course/new", session: "facilitator" }),
} satisfies Meta;

const courseHandlers = () => [
  cohortsOk(),
  recordsById("/cla_courses", fixtures.courses("facilitator"), "Course"),
];

/** The form opened to edit or duplicate the course `id`. */
function opened(id: string, mode: "edit" | "duplicate"): Story["parameters"] {
  return {
    portal: { path: `/portal/course/new?id=${id}&mode=${mode}` },
    msw: { handlers: courseHandlers() },
  };
}

/** The form titled `title` once its values have loaded, the course name `name`. */
async function expectLoaded(canvasElement: HTMLElement, title: string, name: string) {
  await expectScreen(canvasElement, title);
  await expect(await within(canvasElement).findByLabelText(/^Course Name/, {}, SLOW)).toHaveValue(name);
}

/** Add: 'Add New Course', empty fields, the facilitator shown read-only. */
export const Add: Story = {
  parameters: { msw: { handlers: courseHandlers() } },
  play: async ({ canvas, canvasElement }) => {
    await expectLoaded(canvasElement, "Add New Course", "");
    await expect(canvas.getByLabelText(/^Cohort/)).toHaveDisplayValue("Select a cohort");
    await expect(canvas.getByText(fixtures.facilitator().name)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Create Course" })).toBeEnabled();
  },
};

/** Edit (by URL): the course's values; the cohort cannot change. */
export const Edit: Story = {
  parameters: opened(OPEN, "edit"),
  play: async ({ canvas, canvasElement }) => {
    await expectLoaded(canvasElement, "Edit Course", "Foundations of Leadership");
    await expect(canvas.getByLabelText(/^Cohort/)).toBeDisabled();
    await expect(canvas.getByLabelText(/^Lecture Notes URL/)).toHaveValue(
      "https://example.org/notes/foundations.pdf",
    );
    await expect(canvas.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  },
};

/** Duplicate (by URL): every field copied, the name prefixed 'Copy of '. */
export const Duplicate: Story = {
  parameters: opened(OPEN, "duplicate"),
  play: async ({ canvas, canvasElement }) => {
    await expectLoaded(canvasElement, "Duplicate Course", "Copy of Foundations of Leadership");
    await expect(canvas.getByLabelText(/^Cohort/)).toHaveDisplayValue("Cohort 2025A");
    await expect(canvas.getByRole("button", { name: "Create Course" })).toBeEnabled();
  },
};

/** Submitting empty: each required field says so inline, and nothing is sent. */
export const ValidationErrors: Story = {
  parameters: { msw: { handlers: courseHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Lecture Video URL/, {}, SLOW), "javascript:alert(1)");
    await userEvent.click(canvas.getByRole("button", { name: "Create Course" }));
    await expect(await canvas.findByText("Course Name is required", {}, SLOW)).toBeVisible();
    await expect(canvas.getByText("Description is required")).toBeVisible();
    await expect(canvas.getByText("Cohort is required")).toBeVisible();
    await expect(canvas.getByText("Start Date is required")).toBeVisible();
    await expect(canvas.getByText("Lecture Video URL must be an http or https URL")).toBeVisible();
    await expect(canvas.getByLabelText(/^Course Name/)).toHaveAttribute("aria-invalid", "true");
  },
};

/** The end date before the start date: caught before any call. */
export const EndBeforeStart: Story = {
  parameters: { msw: { handlers: courseHandlers() } },
  play: async ({ canvas, canvasElement }) => {
    await fillCourse(canvasElement, {
      name: "Ethics",
      description: "Integrity in leadership.",
      start: "2026-03-10",
      end: "2026-03-01",
    });
    await expect(
      await canvas.findByText("End Date must be on or after the start date", {}, SLOW),
    ).toBeVisible();
  },
};

const VALID_COURSE = {
  name: "Foundations of Leadership",
  description: "Servant leadership.",
  start: "2026-03-01",
  end: "2026-03-31",
};

/** Fills in the add form for cohort 3 (a valid course unless `course` says otherwise) and submits it. */
async function fillCourse(canvasElement: HTMLElement, course = VALID_COURSE) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Course Name/, {}, SLOW), course.name);
  await userEvent.type(canvas.getByLabelText(/^Description/), course.description);
  await userEvent.selectOptions(canvas.getByLabelText(/^Cohort/), "3");
  await userEvent.type(canvas.getByLabelText(/^Start Date/), course.start);
  await userEvent.type(canvas.getByLabelText(/^End Date/), course.end);
  await userEvent.click(canvas.getByRole("button", { name: "Create Course" }));
}

/** The server refuses: a 409 in the form's alert, a 422 under its field. */
export const ServerErrors: Story = failsInAlert(
  [...courseHandlers(), failWith("post", "/cla_courses", 409, API_ERRORS.courseNameTaken)],
  fillCourse,
  API_ERRORS.courseNameTaken,
);

/** A 422 for one field lands under that field. */
export const ServerFieldError: Story = failsUnderField(
  [...courseHandlers(), failValidation("post", "/cla_courses", { cla_cohort_id: ["does not exist"] })],
  fillCourse,
  "Cohort does not exist",
);

/** Saving: 'Creating Course...' and the button disabled. */
export const Busy: Story = showsBusy(
  [...courseHandlers(), pending("post", "/cla_courses")],
  fillCourse,
  /Creating Course/,
);

/** Editing an unknown course: 'Course not found!'. */
export const NotFound: Story = showsText(
  messages.courseNotFound,
  opened("c0000000-0000-4000-8000-000000000099", "edit"),
);
