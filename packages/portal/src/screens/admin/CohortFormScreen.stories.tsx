import { API_ERRORS } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { adminCohorts, cohortsOk, failValidation, failWith, pending, respond } from "../../mocks/handlers";
import { expectScreen, findToast, portalMeta, SLOW, type Story } from "../../mocks/story";
import { failsInAlert, failsUnderField, showsBusy, showsText } from "../../mocks/stateStories";
import { texts } from "./texts";

export default {
  title: "Portal/Admin/Cohort Form",
  ...portalMeta({ path: "/portal/admin/cohort/new", session: "admin" }),
} satisfies Meta;

const cohort = () => adminCohorts()[1]!;
const writes = () => [
  respond("post", "/cla_cohorts", cohort(), 201),
  respond("put", "/cla_cohorts/:id", cohort()),
];

async function fill(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/Cohort Name/, {}, SLOW), "Cohort 2027A");
  await userEvent.type(canvas.getByLabelText(/Start Date/), "2027-01-10");
  await userEvent.type(canvas.getByLabelText(/End Date/), "2027-06-30");
  await userEvent.click(canvas.getByRole("button", { name: "Create Cohort" }));
}

/** A new cohort: name, optional dates, offered at sign-up until it starts at first (decision 174). */
export const Create: Story = {
  parameters: { msw: { handlers: [cohortsOk(adminCohorts()), ...writes()] } },
  play: async ({ canvas, canvasElement }) => {
    const signUp = await canvas.findByRole("radiogroup", { name: /Sign-up/ }, SLOW);
    await expect(within(signUp).getByRole("radio", { name: "Until it starts" })).toBeChecked();
    await fill(canvasElement);
    await findToast(canvasElement, texts.cohortForm.created);
    await expectScreen(canvasElement, "Cohorts");
  },
};

/** Editing by id (a reload or a link): the cohort's values in the form. */
export const Edit: Story = {
  parameters: {
    portal: { path: "/portal/admin/cohort/new?id=3" },
    msw: { handlers: [cohortsOk(adminCohorts()), ...writes()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/Cohort Name/, {}, SLOW)).toHaveValue(cohort().name);
    await expect(canvas.getByLabelText(/End Date/)).toHaveValue(cohort().end_date);
    await expect(canvas.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  },
};

export const EditLoading: Story = showsText(texts.cohortForm.loading, {
  portal: { path: "/portal/admin/cohort/new?id=3" },
  msw: { handlers: [pending("get", "/cla_cohorts")] },
});

/** An id no cohort has: 'Cohort not found!'. */
export const EditNotFound: Story = showsText(texts.cohortForm.notFound, {
  portal: { path: "/portal/admin/cohort/new?id=99" },
  msw: { handlers: [cohortsOk(adminCohorts())] },
});

/** Checked before any call: the name is required, the end not before the start. */
export const ValidationErrors: Story = {
  parameters: { msw: { handlers: [cohortsOk(adminCohorts())] } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/Start Date/, {}, SLOW), "2027-06-30");
    await userEvent.type(canvas.getByLabelText(/End Date/), "2027-01-10");
    await userEvent.click(canvas.getByRole("button", { name: "Create Cohort" }));
    await expect(await canvas.findByText("Cohort Name is required")).toBeVisible();
    await expect(canvas.getByText("End Date must be on or after the start date")).toBeVisible();
  },
};

/** A name another cohort has: the server's 409 in the form's alert. */
export const NameTaken: Story = failsInAlert(
  [cohortsOk(adminCohorts()), failWith("post", "/cla_cohorts", 409, API_ERRORS.cohortNameTaken)],
  fill,
  API_ERRORS.cohortNameTaken,
);

/** The server's 422 under its field. */
export const ServerFieldError: Story = failsUnderField(
  [
    cohortsOk(adminCohorts()),
    failValidation("post", "/cla_cohorts", { name: ["must be at most 255 characters"] }),
  ],
  fill,
  "Cohort Name must be at most 255 characters",
);

export const Saving: Story = showsBusy(
  [cohortsOk(adminCohorts()), pending("post", "/cla_cohorts")],
  fill,
  "Creating Cohort...",
);
