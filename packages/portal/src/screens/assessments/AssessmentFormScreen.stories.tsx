import type { AssessmentKind } from "@cla/domain/client";
import { ASSESSMENT_KINDS, messages } from "@cla/domain/client";
import { buildEmptyCbtTest, FIXTURE_IDS } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  announcementsOk,
  assessmentFixtures,
  cbtQuestionsOk,
  dashboardStatsOk,
  failValidation,
  fixtures,
  pending,
  assessmentsById,
  courseChoicesOk,
} from "../../mocks/handlers";
import type { Story } from "../../mocks/story";
import { expectScreen, portalMeta, SLOW } from "../../mocks/story";
import { failsUnderField, showsBusy, showsText } from "../../mocks/stateStories";

/** The three kinds share one form; each story names the kind it shows. */
export default {
  title: "Portal/Assessments/Form",
  ...portalMeta({ path: "/portal/assignment/new", session: "facilitator" }),
} satisfies Meta;

const OPEN = FIXTURE_IDS.openCourse;
const courses = () => fixtures.courses("facilitator");

function byId(kind: AssessmentKind) {
  return assessmentsById(kind, assessmentFixtures(kind, "facilitator"));
}

/** Opened from a course's 'Add Assignment': that course and its cohort preselected. */
export const AddAssignmentFromCourse: Story = {
  parameters: {
    portal: { path: `/portal/assignment/new?course=${OPEN}` },
    msw: { handlers: courseChoicesOk() },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Add New Assignment");
    await expect(await canvas.findByRole("combobox", { name: /Cohort/ }, SLOW)).toHaveDisplayValue(
      "Cohort 2025A",
    );
    await waitFor(
      () =>
        expect(canvas.getByRole("combobox", { name: /Course/ })).toHaveDisplayValue(
          "Foundations of Leadership",
        ),
      SLOW,
    );
    await expect(canvas.getByRole("button", { name: "Create" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "Back to Assignments" })).toHaveAttribute(
      "href",
      "/portal/assignments",
    );
  },
};

/** Without a course: choose a cohort first, then only its courses are offered. */
export const AddContributionChooseCohort: Story = {
  parameters: {
    portal: { path: "/portal/contribution/new" },
    msw: { handlers: courseChoicesOk() },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Add New Contribution");
    const course = await canvas.findByRole("combobox", { name: /Course/ }, SLOW);
    await expect(course).toBeDisabled();
    await expect(course).toHaveDisplayValue("Select a cohort first");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /Cohort/ }), "Cohort 2025A");
    await waitFor(() => expect(canvas.getByRole("combobox", { name: /Course/ })).toBeEnabled(), SLOW);
    await expect(
      within(canvas.getByRole("combobox", { name: /Course/ })).getAllByRole("option"),
    ).toHaveLength(courses().length + 1); // and the prompt
  },
};

/** Edit from a direct URL: the item's values, its cohort fixed. */
export const EditCbt: Story = {
  parameters: {
    portal: { path: `/portal/cbt/new?id=${assessmentFixtures("cbt")[0]!.id}` },
    msw: { handlers: [...courseChoicesOk(), byId("cbt"), cbtQuestionsOk(buildEmptyCbtTest())] },
  },
  play: async ({ canvas, canvasElement }) => {
    const cbt = assessmentFixtures("cbt")[0]!;
    await expectScreen(canvasElement, "Edit Cbt");
    await expect(await canvas.findByRole("textbox", { name: /Name/ }, SLOW)).toHaveValue(cbt.name);
    await expect(canvas.getByLabelText(/Due Date/)).toHaveValue(cbt.due_date);
    await expect(canvas.getByRole("combobox", { name: /Cohort/ })).toBeDisabled();
    await waitFor(
      () => expect(canvas.getByRole("combobox", { name: /Course/ })).toHaveDisplayValue(cbt.course_name),
      SLOW,
    );
    await expect(canvas.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  },
};

/** Edit of an unknown id: 'Contribution not found!'. */
export const EditNotFound: Story = showsText("Contribution not found!", {
  portal: { path: "/portal/contribution/new?id=b0000000-0000-4000-8000-000000000099" },
  msw: { handlers: [...courseChoicesOk(), byId("contribution")] },
});

/** Submitted empty: docs/product.md §5's required fields, each under its field, and no call. */
export const ValidationErrors: Story = {
  parameters: { portal: { path: "/portal/cbt/new" }, msw: { handlers: courseChoicesOk() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Create" }, SLOW));
    for (const text of [
      "Name is required",
      "Description is required",
      "Due Date is required",
      "Cohort is required",
      "Course is required",
    ]) {
      await expect(await canvas.findByText(text, {}, SLOW)).toBeVisible();
    }
  },
};

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole("textbox", { name: /Name/ }, SLOW),
    "Servant leadership essay",
  );
  await userEvent.type(canvas.getByRole("textbox", { name: /Description/ }), "Write 800 words.");
  await userEvent.type(canvas.getByLabelText(/Due Date/), "2030-03-21");
  await waitFor(
    () =>
      expect(canvas.getByRole("combobox", { name: /Course/ })).toHaveDisplayValue(
        "Foundations of Leadership",
      ),
    SLOW,
  );
  await userEvent.click(canvas.getByRole("button", { name: "Create" }));
}

/** The server refuses a field (422): its message under that field. */
export const ServerFieldErrors: Story = failsUnderField(
  [
    ...courseChoicesOk(),
    failValidation("post", ASSESSMENT_KINDS.assignment.path, { cla_course_id: ["does not exist"] }),
  ],
  fillIn,
  "Course does not exist",
  `/portal/assignment/new?course=${OPEN}`,
);

/** While saving: 'Creating...', disabled. */
export const Creating: Story = showsBusy(
  [...courseChoicesOk(), pending("post", ASSESSMENT_KINDS.assignment.path)],
  fillIn,
  "Creating...",
  `/portal/assignment/new?course=${OPEN}`,
);

/** A student who opens a form by URL lands on their dashboard. */
export const StudentSentAway: Story = {
  parameters: {
    portal: { session: "student", path: "/portal/cbt/new" },
    msw: {
      handlers: [dashboardStatsOk(), announcementsOk()],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Dashboard");
    await expect(canvas.queryByText(messages.selectCohortPlaceholder)).toBeNull();
  },
};
