import type { Announcement } from "@cla/domain/client";
import { API_ERRORS, messages } from "@cla/domain/client";
import { buildAnnouncements, buildStudentsOfCohort } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  cohortsOk,
  failValidation,
  failWith,
  fixtureNow,
  held,
  recordsById,
  respond,
} from "../../mocks/handlers";
import type { Story } from "../../mocks/story";
import { expectScreen, findToast, portalMeta, SLOW } from "../../mocks/story";
import { failsUnderField } from "../../mocks/stateStories";

export default {
  title: "Portal/Announcements/Form",
  ...portalMeta({ path: "/portal/announcement/new?cohort=3", session: "facilitator" }),
} satisfies Meta;

const all = (): Announcement[] => buildAnnouncements(fixtureNow(), "facilitator");
const studentsOk = (students = buildStudentsOfCohort()) =>
  respond("get", "/cla_cohorts/students_of_cohort", { students });
const base = () => [cohortsOk(), studentsOk()];

async function fill(canvasElement: HTMLElement, title: string, content: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/Announcement Title/, {}, SLOW), title);
  await userEvent.type(canvas.getByLabelText(/Message/), content);
}

/** Create, general: the cohort's name, the fields, six message rows, no student select. */
export const CreateGeneral: Story = {
  parameters: { msw: { handlers: base() } },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Create New Announcement");
    await expect(await canvas.findByText("Creating announcement for: Cohort 2025A", {}, SLOW)).toBeVisible();
    await expect(await canvas.findByLabelText(/Message/, {}, SLOW)).toHaveAttribute("rows", "6");
    await expect(canvas.getByRole("radio", { name: "General (All students in cohort)" })).toBeChecked();
    await expect(canvas.queryByLabelText(/Select Student/)).toBeNull();
    await expect(canvas.getByRole("button", { name: "Create Announcement" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "Back" })).toHaveAttribute(
      "href",
      "/portal/announcements?cohort=3",
    );
  },
};

/** User specific: 'Select Student' appears with the cohort's students. */
export const UserSpecific: Story = {
  parameters: { msw: { handlers: base() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "User Specific" }, SLOW));
    const select = canvas.getByLabelText(/Select Student/);
    await expect(select).toHaveDisplayValue("Select a student");
    await expect(within(select).getAllByRole("option")).toHaveLength(5);
    await userEvent.selectOptions(select, "Bola Adeyemi");
    await expect(select).toHaveDisplayValue("Bola Adeyemi");
  },
};

/** A cohort without students: 'No students available', and why. */
export const NoStudents: Story = {
  parameters: { msw: { handlers: [cohortsOk(), studentsOk([])] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "User Specific" }, SLOW));
    const select = canvas.getByLabelText(/Select Student/);
    await expect(select).toHaveDisplayValue(messages.noStudentsAvailable);
    await expect(select).toBeDisabled();
    await expect(canvas.getByText(messages.noStudentsInCohort)).toBeVisible();
  },
};

/** Checks before any call: title and message required, and a student for a user-specific one. */
export const Validation: Story = {
  parameters: { msw: { handlers: base() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "User Specific" }, SLOW));
    await userEvent.click(canvas.getByRole("button", { name: "Create Announcement" }));
    await expect(await canvas.findByText("Announcement Title is required")).toBeVisible();
    await expect(canvas.getByText("Message is required")).toBeVisible();
    await expect(canvas.getByText("Select Student is required")).toBeVisible();
  },
};

const creating = held("post", "/cla_announcements", all()[2]!, 201);

/** While it is sent: 'Creating Announcement...'. */
export const Busy: Story = {
  parameters: { msw: { handlers: [...base(), creating.handler] } },
  beforeEach: () => () => void creating.release(),
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement, "Live class moved", "Starts at 18:00.");
    await userEvent.click(canvas.getByRole("button", { name: "Create Announcement" }));
    await expect(await canvas.findByRole("button", { name: /Creating Announcement\.\.\./ })).toBeDisabled();
  },
};

/** The server refused: its error above the fields, the form kept. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [...base(), failWith("post", "/cla_announcements", 500, API_ERRORS.internal)] },
  },
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement, "Live class moved", "Starts at 18:00.");
    await userEvent.click(canvas.getByRole("button", { name: "Create Announcement" }));
    await expect(await canvas.findByText(API_ERRORS.internal, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Create Announcement" })).toBeEnabled();
  },
};

/** A 422 on a field shows under that field. */
export const ServerFieldError: Story = failsUnderField(
  [
    ...base(),
    failValidation("post", "/cla_announcements", { cla_user_id: ["must be a student of this cohort"] }),
  ],
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, "Well done", "Keep going!");
    await userEvent.click(canvas.getByRole("radio", { name: "User Specific" }));
    await userEvent.selectOptions(canvas.getByLabelText(/Select Student/), "Ada Obi");
    await userEvent.click(canvas.getByRole("button", { name: "Create Announcement" }));
  },
  "Select Student must be a student of this cohort",
);

/** Edit: loaded by id, user specific with its student chosen; 'Save Changes'. */
export const Edit: Story = {
  parameters: {
    portal: { path: `/portal/announcement/new?id=${all()[0]!.id}` },
    msw: { handlers: [...base(), recordsById("/cla_announcements", all(), "Announcement")] },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Edit Announcement");
    await expect(await canvas.findByLabelText(/Announcement Title/, {}, SLOW)).toHaveValue(
      "Well done on your essay",
    );
    await expect(canvas.getByRole("radio", { name: "User Specific" })).toBeChecked();
    await expect(canvas.getByLabelText(/Select Student/)).toHaveDisplayValue("Ada Obi");
    await expect(canvas.getByText("Creating announcement for: Cohort 2025A")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  },
};

/** Without a cohort (none in the link, state or session): docs/product.md §5 sends the user to login. */
export const NoCohort: Story = {
  parameters: {
    portal: { path: "/portal/announcement/new" },
    msw: { handlers: [cohortsOk()] },
  },
  play: async ({ canvasElement }) => {
    await expect(await findToast(canvasElement, messages.cohortInfoNotFound)).toBeVisible();
    await expectScreen(canvasElement, "Welcome Back!");
  },
};
