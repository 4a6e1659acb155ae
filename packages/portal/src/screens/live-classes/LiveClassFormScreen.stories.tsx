import { API_ERRORS, messages } from "@cla/domain/client";
import { FIXTURE_IDS } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  failValidation,
  failWith,
  liveClassFixtures,
  pending,
  recordsById,
  courseChoicesOk,
} from "../../mocks/handlers";
import type { Story } from "../../mocks/story";
import { expectAlert, expectScreen, portalMeta, SLOW } from "../../mocks/story";
import { failsUnderField, showsBusy, showsText } from "../../mocks/stateStories";

export default {
  title: "Portal/LiveClasses/LiveClassForm",
  // An academy in New York, so the time field says whose clock it is.
  ...portalMeta({
    path: "/portal/event/new",
    session: "facilitator",
    timeZones: { viewer: "UTC", academy: "America/New_York" },
  }),
} satisfies Meta;

const CLASS_ID = "1c000000-0000-4000-8000-000000000004";
/** The form as a course's 'Schedule Live Class' opens it. */
const FROM_COURSE = `/portal/event/new?course=${FIXTURE_IDS.openCourse}`;

async function fillValid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Class Name/), "Vision and mission");
  await userEvent.type(canvas.getByLabelText(/^Date/), "2026-03-10");
  await userEvent.type(canvas.getByLabelText(/^Time \(New York time\)/), "13:00");
  await userEvent.type(canvas.getByLabelText(/^Duration \(minutes\)/), "60");
  await userEvent.type(canvas.getByLabelText(/^Meeting Link/), "https://zoom.us/j/1234567890");
}

/** Opened from a course: once that course is chosen, fills in a valid class and presses 'Schedule Class'. */
async function scheduleFromCourse(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(
    () => expect(canvas.getByLabelText(/^Course/)).toHaveDisplayValue("Foundations of Leadership"),
    SLOW,
  );
  await fillValid(canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: "Schedule Class" }));
}

/** Opened from a course ('Schedule Live Class'): its cohort and the course are chosen; time in New York's clock. */
export const ScheduleFromCourse: Story = {
  parameters: {
    portal: { path: FROM_COURSE },
    msw: { handlers: courseChoicesOk() },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Schedule a Live Class");
    await expect(await canvas.findByLabelText(/^Cohort/, {}, SLOW)).toHaveDisplayValue("Cohort 2025A");
    await waitFor(
      () => expect(canvas.getByLabelText(/^Course/)).toHaveDisplayValue("Foundations of Leadership"),
      SLOW,
    );
    await expect(canvas.getByLabelText(/^Time \(New York time\)/)).toHaveValue("");
    await expect(
      canvas.getByText("Enter the time as it is in New York, the academy's time zone."),
    ).toBeVisible();
  },
};

/** Opened from the desk: choose a cohort, then one of its courses. */
export const ScheduleChooseCohort: Story = {
  parameters: { msw: { handlers: courseChoicesOk() } },
  play: async ({ canvas }) => {
    const cohort = await canvas.findByLabelText(/^Cohort/, {}, SLOW);
    await expect(canvas.getByLabelText(/^Course/)).toBeDisabled();
    await expect(canvas.getByLabelText(/^Course/)).toHaveDisplayValue("Select a cohort first");
    await userEvent.selectOptions(cohort, "Cohort 2025A");
    await waitFor(() => expect(canvas.getByLabelText(/^Course/)).toBeEnabled(), SLOW);
    await expect(canvas.getByLabelText(/^Course/)).toHaveDisplayValue("Select a course");
  },
};

/** Edit (`?id=`): the class's values; the cohort cannot change. */
export const Edit: Story = {
  parameters: {
    portal: { path: `/portal/event/new?id=${CLASS_ID}` },
    msw: {
      handlers: [
        ...courseChoicesOk(),
        recordsById("/cla_live_classes", liveClassFixtures("facilitator"), "Live class"),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Edit Live Class");
    await expect(await canvas.findByLabelText(/^Class Name/, {}, SLOW)).toHaveValue("Vision and mission");
    await expect(canvas.getByLabelText(/^Cohort/)).toBeDisabled();
    await expect(canvas.getByText("A live class stays in its cohort.")).toBeVisible();
    await expect(canvas.getByLabelText(/^Time/)).toHaveValue("18:00");
    await expect(canvas.getByLabelText(/^Duration/)).toHaveValue(60);
    await waitFor(
      () => expect(canvas.getByLabelText(/^Course/)).toHaveDisplayValue("Foundations of Leadership"),
      SLOW,
    );
    await expect(canvas.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  },
};

/** An unknown id: 'Live class not found!'. */
export const NotFound: Story = showsText("Live class not found!", {
  portal: { path: "/portal/event/new?id=1c000000-0000-4000-8000-0000000000ff" },
  msw: { handlers: [...courseChoicesOk(), recordsById("/cla_live_classes", [], "Live class")] },
});

/** Submitting empty: every required field says so, before any call. */
export const Validation: Story = {
  parameters: { msw: { handlers: courseChoicesOk() } },
  play: async ({ canvas }) => {
    await canvas.findByLabelText(/^Cohort/, {}, SLOW);
    await userEvent.type(canvas.getByLabelText(/^Duration/), "0");
    await userEvent.type(canvas.getByLabelText(/^Meeting Link/), "zoom.us/j/1");
    await userEvent.click(canvas.getByRole("button", { name: "Schedule Class" }));
    await expect(await canvas.findByText("Cohort is required")).toBeVisible();
    await expect(canvas.getByText("Course is required")).toBeVisible();
    await expect(canvas.getByText("Class Name is required")).toBeVisible();
    await expect(canvas.getByText("Date is required")).toBeVisible();
    await expect(canvas.getByText("Time (New York time) is required")).toBeVisible();
    await expect(canvas.getByText("Duration (minutes) must be a whole number from 1 to 1440")).toBeVisible();
    await expect(canvas.getByText("Meeting Link must be an http or https URL")).toBeVisible();
  },
};

/** While the class is being scheduled: 'Scheduling Class...'. */
export const Busy: Story = showsBusy(
  [...courseChoicesOk(), pending("post", "/cla_live_classes")],
  scheduleFromCourse,
  "Scheduling Class...",
  FROM_COURSE,
);

/** The server refuses a field: its message under that field. */
export const ServerFieldError: Story = failsUnderField(
  [
    ...courseChoicesOk(),
    failValidation("post", "/cla_live_classes", { zoom_link: ["must be an http or https URL"] }),
  ],
  scheduleFromCourse,
  "Meeting Link must be an http or https URL",
  FROM_COURSE,
);

/** Any other failure: the form's alert. */
export const ServerError: Story = {
  parameters: {
    portal: { path: FROM_COURSE },
    msw: {
      handlers: [...courseChoicesOk(), failWith("post", "/cla_live_classes", 500, API_ERRORS.internal)],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await scheduleFromCourse(canvasElement);
    await expectAlert(canvasElement, API_ERRORS.internal);
    await expect(canvas.queryByText(messages.liveClassScheduled)).toBeNull();
  },
};
